import { bankItemsOf, toQuestionData, type BankItem } from '@pte-kit/content';
import { getTask, type AnswerKey, type PracticeQuestion, type QuestionSolution } from '@pte-kit/core';

/** A sample question together with the answer section the API gives once it is asked for (stories and tests). */
export interface QuestionSample extends PracticeQuestion {
  answerKey: AnswerKey;
  explanation: string;
  transcript?: string;
}

/** What GET …/questions/{id}/solution would answer for a sample. */
export function sampleSolution(sample: QuestionSample): QuestionSolution {
  return { practiceId: sample.id, answerKey: sample.answerKey, transcript: sample.transcript ?? null, explanation: sample.explanation };
}

/** Tasks with a sample: every bank task but Describe Image, whose alt text needs the chart renderer of the generator. */
export type SampleTask = Exclude<BankItem['task'], 'speaking.describeImage'>;

/** The list fields of a sample question, as the practice list of the API would show them. */
export type SampleListing = Pick<PracticeQuestion, 'id'> & Partial<Pick<PracticeQuestion, 'predictionCount' | 'practiceCount' | 'bookmarkType'>>;

/**
 * Stories and tests only (never imported by a widget, so the bank stays out of the published build): an item of the
 * product's question bank as the API serves it, the first of its task unless `key` names one: the content package's
 * mapping (`toQuestionData`, which the server's seed uses too), with a plain string hash for its stable orders.
 */
export function questionSample(task: SampleTask, listing: SampleListing & { key?: string }): QuestionSample {
  const items = bankItemsOf(task);
  const item = listing.key ? items.find((candidate) => candidate.key === listing.key) : items[0];
  if (!item) throw new Error(`No bank item ${listing.key ?? ''} of ${task}`);
  const { skill, apiTask } = getTask(item.task);
  const { content, answerKey, explanation, recording } = toQuestionData(item, { digest, chartAltText });
  return {
    id: listing.id, skill, task: apiTask, title: item.title, complexity: item.complexity,
    prediction: Boolean(item.prediction?.weekly || item.prediction?.monthly),
    predictionCount: listing.predictionCount ?? 0, practiceCount: listing.practiceCount ?? 0, bookmarkType: listing.bookmarkType ?? 'UNMARK',
    content, answerKey, explanation,
    // A group discussion's transcript is its turns, speakers named.
    ...('script' in item ? { transcript: item.script } : recording?.turns ? { transcript: recording.script } : {}),
  };
}

/** FNV-1a as 8 hex digits: enough to give a sample a stable, shuffled-looking order without node:crypto. */
function digest(text: string): string {
  let value = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) value = Math.imul(value ^ text.charCodeAt(index), 0x01000193) >>> 0;
  return value.toString(16).padStart(8, '0');
}

/** A sample's picture is described by its title: the chart renderer's alt text lives with the generator, on the server. */
const chartAltText = () => 'A chart';
