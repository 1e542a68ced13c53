import { ElementPractice } from './ElementPractice';
import { quillSheet } from './quillSheet';
import { reactView } from './reactView';

/** <pte-practice-question>'s React part; its question tools open the note editor, hence Quill's theme. */
export default reactView(ElementPractice, [quillSheet]);
