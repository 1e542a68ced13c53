import { questionSample } from '../private/questionSample';

/** The first question of each typed or selected listening task in the product's bank, for stories and tests of the listening areas. */

const listing = { practiceCount: 40 } as const;

export const listeningFillInTheBlanksSample = questionSample('listening.fillInTheBlanks', { ...listing, id: 501 });

export const listeningMultipleAnswersSample = questionSample('listening.multipleChoiceMultipleAnswers', { ...listing, id: 502 });

export const listeningSingleAnswerSample = questionSample('listening.multipleChoiceSingleAnswer', { ...listing, id: 503 });

export const highlightCorrectSummarySample = questionSample('listening.highlightCorrectSummary', { ...listing, id: 504 });

export const selectMissingWordSample = questionSample('listening.selectMissingWord', { ...listing, id: 505 });

export const highlightIncorrectWordsSample = questionSample('listening.highlightIncorrectWords', { ...listing, id: 506 });

export const writeFromDictationSample = questionSample('listening.writeFromDictation', { ...listing, id: 507 });
