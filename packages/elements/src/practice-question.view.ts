import { ElementPractice } from './ElementPractice';
import { quillSheet } from './quillSheet';
import { reactView } from './reactView';
import { signInBarSheet } from './signIn';

/** <pte-practice-question>'s React part; its question tools open the note editor, hence Quill's theme; the reader's sign-in bar. */
export default reactView(ElementPractice, [quillSheet, signInBarSheet]);
