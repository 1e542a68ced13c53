import { ElementPractice } from './ElementPractice';
import { reactView } from './reactView';
import base from './generated/styles/base';
import aiQuota from './generated/styles/AiQuota';
import listeningAnswer from './generated/styles/ListeningAnswer';
import practiceCard from './generated/styles/PracticeCard';
import practiceQuestion from './generated/styles/PracticeQuestion';
import readingAnswer from './generated/styles/ReadingAnswer';
import speakingAnswer from './generated/styles/SpeakingAnswer';
import translateWords from './generated/styles/TranslateWords';
import writingAnswer from './generated/styles/WritingAnswer';
import { signInBarSheet } from './signIn';

/**
 * <pte-practice-question>'s React part with the reader's sign-in bar. Its question tools open the note editor, hence
 * Quill's theme, fetched after the question shows: the editor cannot open sooner.
 */
export default reactView(ElementPractice, {
  // What a question shows before the learner acts: the card, every kind of answer area, the word translation.
  parts: [base, practiceQuestion, practiceCard, readingAnswer, listeningAnswer, writingAnswer, speakingAnswer, translateWords, aiQuota],
  styles: [signInBarSheet],
  lateStyles: () => import('./quillSheet').then(({ quillSheet }) => [quillSheet]),
});
