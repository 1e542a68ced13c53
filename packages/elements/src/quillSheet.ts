import { unsafeCSS } from 'lit';
import { quillStyles } from './generated/quillStyles';

/**
 * Quill's Snow theme for the parts that show the note editor. The widgets import it into the document, which does not
 * reach a shadow root; without it the toolbar's icons render hundreds of pixels wide.
 */
export const quillSheet = unsafeCSS(quillStyles);
