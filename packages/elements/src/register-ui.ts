// The question elements (everything but the media ones): each defines its tag when imported.
import './practice-question';
import './question-table';
import './filter-drawer';
import './score-modal';
import './note-editor';
import './dictation';
import './dictionary';
import './mock-test';
