import { ElementPractice } from './ElementPractice';
import { reactView } from './reactView';
import { signInBarSheet } from './signIn';

/**
 * <pte-practice-question>'s React part with the reader's sign-in bar. Its question tools open the note editor, hence
 * Quill's theme, fetched after the question shows: the editor cannot open sooner.
 */
export default reactView(ElementPractice, [signInBarSheet], () => import('./quillSheet').then(({ quillSheet }) => [quillSheet]));
