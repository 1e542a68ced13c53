// One-file build for plain pages: <script type="module" src=".../pte-elements.js">.
import './register';

export { PtePracticeQuestion } from './practice-question.element';
export { PteAudioPlayer, PteRecorder, PteStopwatch, PteTimingPlayer } from './media';
