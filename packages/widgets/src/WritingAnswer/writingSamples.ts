import { questionSample } from '../private/questionSample';

/** The first question of each written-answer task in the product's bank, for stories and tests of the writing editor. */

const listing = { practiceCount: 25 } as const;

export const summarizeWrittenTextSample = questionSample('writing.summarizeWrittenText', { ...listing, id: 601 });

export const writeEssaySample = questionSample('writing.writeEssay', { ...listing, id: 602 });

export const writeEmailSample = questionSample('writing.writeEmail', { ...listing, id: 603 });

export const summarizeSpokenTextSample = questionSample('listening.summarizeSpokenText', { ...listing, id: 604 });
