// One-file build for plain pages: <script type="module" src=".../pte-elements.js">. Each element's React part is a
// chunk of its own, loaded when the first such element renders.
import './register';

export { PtePracticeQuestion } from './practice-question.element';
export { PteQuestionTable } from './question-table.element';
export { PteFilterDrawer } from './filter-drawer.element';
export { PteScoreModal } from './score-modal.element';
export { PteNoteEditor } from './note-editor.element';
export { PteDictation } from './dictation.element';
export { PteAudioPlayer, PteRecorder, PteStopwatch, PteTimingPlayer } from './media';
