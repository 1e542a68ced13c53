import { define } from '@pte-kit/widgets';
import { PteNoteEditor } from './note-editor.element';

define('pte-note-editor', PteNoteEditor);

declare global {
  interface HTMLElementTagNameMap {
    'pte-note-editor': PteNoteEditor;
  }
}

export { PteNoteEditor };
