// One-file build for plain pages: <script type="module" src=".../pte-elements.js">. Each element's React part is a
// chunk of its own, loaded when the first such element renders; the media elements are a chunk too, fetched when the
// page first holds one of their tags.
import './register-ui';
import { defineMediaWhenUsed } from './mediaWhenUsed';

let media: Promise<typeof import('./media')> | null = null;
/** Defines the media elements now; resolves to their classes. */
export function loadMedia(): Promise<typeof import('./media')> {
  return (media ??= import('./media'));
}
if (typeof document !== 'undefined') defineMediaWhenUsed(loadMedia);

export { PtePracticeQuestion } from './practice-question.element';
export { PteQuestionTable } from './question-table.element';
export { PteFilterDrawer } from './filter-drawer.element';
export { PteScoreModal } from './score-modal.element';
export { PteNoteEditor } from './note-editor.element';
export { PteDictation } from './dictation.element';
export { PteDictionary } from './dictionary.element';
export { PteMockTest } from './mock-test.element';
