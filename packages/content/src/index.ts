import type { BankItem, ReadingItem } from './types';
import { rwFillInTheBlanks } from './reading/rwFillInTheBlanks';
import { readingFillInTheBlanks } from './reading/readingFillInTheBlanks';
import { readingMultipleChoiceMultiple } from './reading/multipleChoiceMultiple';
import { readingMultipleChoiceSingle } from './reading/multipleChoiceSingle';
import { reorderParagraphs } from './reading/reorderParagraphs';
import { readAloud } from './speaking/readAloud';
import { repeatSentence } from './speaking/repeatSentence';
import { answerShortQuestion } from './speaking/answerShortQuestion';
import { describeImage } from './speaking/describeImage';
import { retellLecture } from './speaking/retellLecture';
import { respondToASituation } from './speaking/respondToASituation';
import { summarizeGroupDiscussion } from './speaking/summarizeGroupDiscussion';
import { summarizeWrittenText } from './writing/summarizeWrittenText';
import { writeEssay } from './writing/writeEssay';
import { writeEmail } from './writing/writeEmail';
import { summarizeSpokenText } from './listening/summarizeSpokenText';
import { listeningMultipleChoiceMultiple } from './listening/multipleChoiceMultiple';
import { listeningMultipleChoiceSingle } from './listening/multipleChoiceSingle';
import { listeningFillInTheBlanks } from './listening/fillInTheBlanks';
import { highlightCorrectSummary } from './listening/highlightCorrectSummary';
import { selectMissingWord } from './listening/selectMissingWord';
import { highlightIncorrectWords } from './listening/highlightIncorrectWords';
import { writeFromDictation } from './listening/writeFromDictation';

export type * from './types';
export { toQuestionData, discussionVoices } from './question';
export type { QuestionData, QuestionDataTools, QuestionRecording, Digest } from './question';
export { lexicon } from './words/lexicon';
export { dictationWords } from './words/dictationWords';
export { persianGlossary } from './words/persian';
export { videoLessons, learningLessons, foundationLessons } from './lessons/index';
export {
  rwFillInTheBlanks, readingFillInTheBlanks, readingMultipleChoiceMultiple, readingMultipleChoiceSingle, reorderParagraphs,
  readAloud, repeatSentence, answerShortQuestion, describeImage, retellLecture, respondToASituation, summarizeGroupDiscussion,
  summarizeWrittenText, writeEssay, writeEmail,
  summarizeSpokenText, listeningMultipleChoiceMultiple, listeningMultipleChoiceSingle, listeningFillInTheBlanks,
  highlightCorrectSummary, selectMissingWord, highlightIncorrectWords, writeFromDictation,
};

/** The reading items, the five objective reading tasks. */
export const readingBank: readonly ReadingItem[] = [
  ...rwFillInTheBlanks,
  ...readingFillInTheBlanks,
  ...readingMultipleChoiceMultiple,
  ...readingMultipleChoiceSingle,
  ...reorderParagraphs,
];

/** Every item in the question bank, all tasks together. */
export const bank: readonly BankItem[] = [
  ...readingBank,
  ...readAloud, ...repeatSentence, ...answerShortQuestion, ...describeImage, ...retellLecture, ...respondToASituation,
  ...summarizeWrittenText, ...writeEssay, ...writeEmail,
  ...summarizeSpokenText, ...listeningMultipleChoiceMultiple, ...listeningMultipleChoiceSingle, ...listeningFillInTheBlanks,
  ...highlightCorrectSummary, ...selectMissingWord, ...highlightIncorrectWords, ...writeFromDictation,
  // Last, so that the questions of a fresh database keep the ids they had before the task was added.
  ...summarizeGroupDiscussion,
];

/** The bank items of one task, in bank order. */
export function bankItemsOf(task: BankItem['task']): BankItem[] {
  return bank.filter((item) => item.task === task);
}

/** Number of `{{n}}` blank placeholders in a fill-in-the-blanks text. */
export function blankCount(text: string): number {
  return text.match(/\{\{\d+\}\}/g)?.length ?? 0;
}

/** Words of a text as the word-count rules count them (placeholders excluded). */
export function wordsOf(text: string): string[] {
  return text.replace(/\{\{\d+\}\}/g, ' ').split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word));
}
