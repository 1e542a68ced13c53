import type { PteType, QuestionContent, ReadingSubmission } from '@pte-kit/core';
import { blankValues } from './passage';
import type { ReadingAnswerValue } from './types';

function asList(value: ReadingAnswerValue): string[] {
  if (Array.isArray(value)) return value;
  return value ? [value] : [];
}

/** The answer a reading question starts with: empty blanks, no option, or the paragraphs in served order. */
export function emptyAnswer(content: QuestionContent): ReadingAnswerValue {
  switch (content.kind) {
    case 'rwFillInTheBlanks':
      return blankValues([], content.blanks.length);
    case 'fillInTheBlanks':
      return blankValues([], content.blankCount);
    case 'multipleChoiceMultipleAnswers':
      return [];
    case 'multipleChoiceSingleAnswer':
      return '';
    case 'reorderParagraphs':
      return content.paragraphs.map((paragraph) => paragraph.id);
    default:
      return '';
  }
}

/** Whether the learner has given anything to submit; an order of paragraphs is always a full answer. */
export function isAnswered(content: QuestionContent, value: ReadingAnswerValue): boolean {
  switch (content.kind) {
    case 'rwFillInTheBlanks':
    case 'fillInTheBlanks':
    case 'multipleChoiceMultipleAnswers':
      return asList(value).some((item) => item !== '');
    case 'multipleChoiceSingleAnswer':
      return (Array.isArray(value) ? value[0] ?? '' : value) !== '';
    case 'reorderParagraphs':
      return content.paragraphs.length > 0;
    default:
      return false;
  }
}

/** The submit body of spec section 7: blanks send `words`, reorder and multiple answers `answers`, single choice `answer`. */
export function toSubmission(
  content: QuestionContent,
  value: ReadingAnswerValue,
  duration: number,
  pteType: PteType,
): ReadingSubmission {
  switch (content.kind) {
    case 'rwFillInTheBlanks':
      return { words: blankValues(asList(value), content.blanks.length), duration, pteType };
    case 'fillInTheBlanks':
      return { words: blankValues(asList(value), content.blankCount), duration, pteType };
    case 'multipleChoiceMultipleAnswers':
    case 'reorderParagraphs':
      return { answers: [...asList(value)], duration, pteType };
    case 'multipleChoiceSingleAnswer':
      return { answer: Array.isArray(value) ? value[0] ?? '' : value, duration, pteType };
    default:
      throw new TypeError(`No reading submission for content of kind '${content.kind}'`);
  }
}
