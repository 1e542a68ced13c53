import type { Accent, TypedSubmission, PteType, QuestionContent } from '@pte-kit/core';
import { sortedPositions } from '../ListeningAnswer/transcriptWords';
import { blankValues } from '../ReadingAnswer/passage';
import type { AnswerValue } from '../ReadingAnswer/types';

/** Extra fields some submit bodies carry. */
export interface SubmissionOptions {
  /** Summarize Spoken Text: the accent of the recording the learner heard. */
  accent?: Accent;
}

const asList = (value: AnswerValue): string[] => (Array.isArray(value) ? value : value ? [value] : []);
const asText = (value: AnswerValue): string => (Array.isArray(value) ? value[0] ?? '' : value);

/**
 * The answer a question starts with: empty blanks, no option, no highlighted word, an empty text, or
 * the paragraphs in served order. Speaking kinds answer with a recording, so their value stays ''.
 */
export function emptyAnswer(content: QuestionContent): AnswerValue {
  switch (content.kind) {
    case 'rwFillInTheBlanks':
      return blankValues([], content.blanks.length);
    case 'fillInTheBlanks':
    case 'listeningFillInTheBlanks':
      return blankValues([], content.blankCount);
    case 'multipleChoiceMultipleAnswers':
    case 'listeningMultipleChoiceMultipleAnswers':
    case 'highlightIncorrectWords':
      return [];
    case 'reorderParagraphs':
      return content.paragraphs.map((paragraph) => paragraph.id);
    case 'multipleChoiceSingleAnswer':
    case 'listeningMultipleChoiceSingleAnswer':
    case 'highlightCorrectSummary':
    case 'selectMissingWord':
    case 'writeFromDictation':
    case 'summarizeSpokenText':
    case 'summarizeWrittenText':
    case 'writeEssay':
    case 'writeEmail':
    case 'readAloud':
    case 'repeatSentence':
    case 'describeImage':
    case 'retellLecture':
    case 'respondToASituation':
    case 'answerShortQuestion':
      return '';
  }
}

/** Whether the learner has given anything to submit; an order of paragraphs is always a full answer, a recording never is here. */
export function isAnswered(content: QuestionContent, value: AnswerValue): boolean {
  switch (content.kind) {
    case 'rwFillInTheBlanks':
    case 'fillInTheBlanks':
    case 'listeningFillInTheBlanks':
    case 'multipleChoiceMultipleAnswers':
    case 'listeningMultipleChoiceMultipleAnswers':
    case 'highlightIncorrectWords':
      return asList(value).some((item) => item.trim() !== '');
    case 'reorderParagraphs':
      return content.paragraphs.length > 0;
    case 'multipleChoiceSingleAnswer':
    case 'listeningMultipleChoiceSingleAnswer':
    case 'highlightCorrectSummary':
    case 'selectMissingWord':
    case 'writeFromDictation':
    case 'summarizeSpokenText':
    case 'summarizeWrittenText':
    case 'writeEssay':
    case 'writeEmail':
      return asText(value).trim() !== '';
    case 'readAloud':
    case 'repeatSentence':
    case 'describeImage':
    case 'retellLecture':
    case 'respondToASituation':
    case 'answerShortQuestion':
      return false;
  }
}

/**
 * The submit body of spec section 7: blanks send `words`; multiple answers, re-order and highlighted
 * word positions `answers`; single choice, dictation and writing `answer`; Summarize Spoken Text adds
 * `accent` when one is given. Speaking kinds submit a recording, not a typed answer: they throw.
 */
export function toSubmission(
  content: QuestionContent,
  value: AnswerValue,
  duration: number,
  pteType: PteType,
  options: SubmissionOptions = {},
): TypedSubmission {
  switch (content.kind) {
    case 'rwFillInTheBlanks':
      return { words: blankValues(asList(value), content.blanks.length), duration, pteType };
    case 'fillInTheBlanks':
      return { words: blankValues(asList(value), content.blankCount), duration, pteType };
    case 'listeningFillInTheBlanks':
      return { words: blankValues(asList(value), content.blankCount).map((word) => word.trim()), duration, pteType };
    case 'multipleChoiceMultipleAnswers':
    case 'listeningMultipleChoiceMultipleAnswers':
    case 'reorderParagraphs':
      return { answers: [...asList(value)], duration, pteType };
    case 'highlightIncorrectWords':
      return { answers: sortedPositions(asList(value)), duration, pteType };
    case 'multipleChoiceSingleAnswer':
    case 'listeningMultipleChoiceSingleAnswer':
    case 'highlightCorrectSummary':
    case 'selectMissingWord':
      return { answer: asText(value), duration, pteType };
    case 'writeFromDictation':
    case 'summarizeWrittenText':
    case 'writeEssay':
    case 'writeEmail':
      return { answer: asText(value).trim(), duration, pteType };
    case 'summarizeSpokenText':
      return { answer: asText(value).trim(), ...(options.accent ? { accent: options.accent } : {}), duration, pteType };
    default:
      throw new TypeError(`No typed submission for content of kind '${content.kind}': it is answered with a recording`);
  }
}
