import './practice-question';
import './question-table';
import './filter-drawer';
import './score-modal';
import './note-editor';
import './dictation';
import './media';
