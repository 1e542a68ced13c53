import { questionSample } from '../private/questionSample';

/** The first question of each reading task in the product's bank, for stories and tests of the reading widgets. */

export const rwFillInTheBlanksSample = questionSample('reading.rwFillInTheBlanks', { id: 12, predictionCount: 8, practiceCount: 143 });

export const fillInTheBlanksSample = questionSample('reading.fillInTheBlanks', { id: 207, practiceCount: 61, bookmarkType: 'EASY' });

export const multipleAnswersSample = questionSample('reading.multipleChoiceMultipleAnswers', { id: 58, predictionCount: 2, practiceCount: 37 });

export const singleAnswerSample = questionSample('reading.multipleChoiceSingleAnswer', { id: 91, predictionCount: 14, practiceCount: 220 });

export const reorderSample = questionSample('reading.reorderParagraphs', { id: 340, predictionCount: 3, practiceCount: 95, bookmarkType: 'HARD' });
