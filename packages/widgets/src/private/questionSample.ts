import { bankItemsOf, type BankItem } from '@pte-kit/content';
import { getTask, type AnswerKey, type PracticeQuestion, type QuestionContent, type QuestionSolution } from '@pte-kit/core';

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
 * product's question bank as the API serves it, the first of its task unless `key` names one. The same mapping as the
 * server's seed (`packages/server/src/seed.ts`), with a plain string hash for its stable orders instead of node:crypto.
 */
export function questionSample(task: SampleTask, listing: SampleListing & { key?: string }): QuestionSample {
  const items = bankItemsOf(task);
  const item = listing.key ? items.find((candidate) => candidate.key === listing.key) : items[0];
  if (!item) throw new Error(`No bank item ${listing.key ?? ''} of ${task}`);
  const { skill, apiTask } = getTask(item.task);
  const { content, answerKey, explanation = item.explanation } = promptAndKey(item);
  return {
    id: listing.id, skill, task: apiTask, title: item.title, complexity: item.complexity,
    prediction: Boolean(item.prediction?.weekly || item.prediction?.monthly),
    predictionCount: listing.predictionCount ?? 0, practiceCount: listing.practiceCount ?? 0, bookmarkType: listing.bookmarkType ?? 'UNMARK',
    content, answerKey, explanation,
    ...('script' in item ? { transcript: item.script } : {}),
  };
}

/** FNV-1a: enough to give a sample a stable, shuffled-looking order. */
function hash(text: string): number {
  let value = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) value = Math.imul(value ^ text.charCodeAt(index), 0x01000193) >>> 0;
  return value;
}

function stableShuffle<T>(items: readonly T[], seed: string, keyOf: (item: T) => string): T[] {
  return [...items].sort((a, b) => hash(seed + keyOf(a)) - hash(seed + keyOf(b)));
}

const letterAt = (index: number) => String.fromCharCode(65 + index);

/** Re-order explanations name paragraphs by their letters in the correct order; the screen letters them as shown. */
function relabelParagraphs(explanation: string, shownLetterOf: ReadonlyMap<string, string>): string {
  return explanation.split(/("[^"]*")/).map((part) => (part.startsWith('"')
    ? part
    : part.replace(/\b[A-Z]\b/g, (letter) => shownLetterOf.get(letter) ?? letter))).join('');
}

const open = (item: { keyPoints: string[]; modelAnswer: string; modelAnswerCore?: string }): AnswerKey => ({
  kind: 'open', keyPoints: [...item.keyPoints], modelAnswer: item.modelAnswer, ...(item.modelAnswerCore ? { modelAnswerCore: item.modelAnswerCore } : {}),
});

const shownWords = (text: string) => text.split(/\s+/).filter(Boolean);

function promptAndKey(item: BankItem): { content: QuestionContent; answerKey: AnswerKey; explanation?: string } {
  const recording = 'voice' in item && item.voice ? { voice: item.voice } : {};
  switch (item.task) {
    case 'reading.rwFillInTheBlanks':
      return {
        content: {
          kind: 'rwFillInTheBlanks', text: item.text,
          blanks: item.blanks.map((blank, index) => ({ options: stableShuffle(blank.options, `${item.key}:${index}`, (word) => word) })),
        },
        answerKey: { kind: 'blanks', blanks: item.blanks.map((blank) => blank.answer) },
      };
    case 'reading.fillInTheBlanks':
      return {
        content: {
          kind: 'fillInTheBlanks', text: item.text, blankCount: item.answers.length,
          wordBank: stableShuffle([...item.answers, ...item.distractors], item.key, (word) => word),
        },
        answerKey: { kind: 'blanks', blanks: [...item.answers] },
      };
    case 'reading.multipleChoiceMultipleAnswers':
      return {
        content: { kind: 'multipleChoiceMultipleAnswers', text: item.text, question: item.question, options: item.options },
        answerKey: { kind: 'choices', correct: [...item.correct] },
      };
    case 'reading.multipleChoiceSingleAnswer':
      return {
        content: { kind: 'multipleChoiceSingleAnswer', text: item.text, question: item.question, options: item.options },
        answerKey: { kind: 'choice', correct: item.correct },
      };
    case 'reading.reorderParagraphs': {
      const paragraphs = item.paragraphs.map((paragraph) => ({ id: `p${hash(`${item.key}:${paragraph.id}`).toString(36).slice(0, 6)}`, text: paragraph.text }));
      let shown = stableShuffle(paragraphs, item.key, (paragraph) => paragraph.id);
      if (shown.every((paragraph, index) => paragraph.id === paragraphs[index].id)) shown = [...shown.slice(1), shown[0]];
      const shownLetterOf = new Map(item.paragraphs.map((paragraph, index) => [
        paragraph.id, letterAt(shown.findIndex((served) => served.id === paragraphs[index].id)),
      ]));
      return {
        content: { kind: 'reorderParagraphs', paragraphs: shown },
        answerKey: { kind: 'order', order: paragraphs.map((paragraph) => paragraph.id) },
        explanation: relabelParagraphs(item.explanation, shownLetterOf),
      };
    }
    case 'listening.fillInTheBlanks':
      return {
        content: { kind: 'listeningFillInTheBlanks', text: item.transcript, blankCount: item.answers.length, ...recording },
        answerKey: { kind: 'blanks', blanks: [...item.answers] },
      };
    case 'listening.multipleChoiceMultipleAnswers':
      return {
        content: { kind: 'listeningMultipleChoiceMultipleAnswers', question: item.question, options: item.options, ...recording },
        answerKey: { kind: 'choices', correct: [...item.correct] },
      };
    case 'listening.multipleChoiceSingleAnswer':
      return {
        content: { kind: 'listeningMultipleChoiceSingleAnswer', question: item.question, options: item.options, ...recording },
        answerKey: { kind: 'choice', correct: item.correct },
      };
    case 'listening.highlightCorrectSummary':
      return { content: { kind: 'highlightCorrectSummary', options: item.summaries, ...recording }, answerKey: { kind: 'choice', correct: item.correct } };
    case 'listening.selectMissingWord':
      return { content: { kind: 'selectMissingWord', options: item.options, ...recording }, answerKey: { kind: 'choice', correct: item.correct } };
    case 'listening.highlightIncorrectWords': {
      const spoken = shownWords(item.script);
      const indexes = shownWords(item.shown).flatMap((word, index) => (word !== spoken[index] ? [index] : []));
      return { content: { kind: 'highlightIncorrectWords', text: item.shown, ...recording }, answerKey: { kind: 'highlight', indexes } };
    }
    case 'listening.writeFromDictation':
      return { content: { kind: 'writeFromDictation', ...recording }, answerKey: { kind: 'dictation', sentence: item.script } };
    case 'listening.summarizeSpokenText':
      return { content: { kind: 'summarizeSpokenText', ...recording }, answerKey: open(item) };
    case 'writing.summarizeWrittenText':
      return { content: { kind: 'summarizeWrittenText', passage: item.passage }, answerKey: open(item) };
    case 'writing.writeEssay':
      return { content: { kind: 'writeEssay', prompt: item.prompt }, answerKey: open(item) };
    case 'writing.writeEmail':
      return { content: { kind: 'writeEmail', prompt: item.prompt }, answerKey: open(item) };
    case 'speaking.readAloud':
      return { content: { kind: 'readAloud', text: item.text }, answerKey: open(item) };
    case 'speaking.repeatSentence':
      return { content: { kind: 'repeatSentence', ...recording }, answerKey: { kind: 'open', keyPoints: [], modelAnswer: item.script } };
    case 'speaking.retellLecture':
      return { content: { kind: 'retellLecture', ...recording }, answerKey: open(item) };
    case 'speaking.respondToASituation':
      return { content: { kind: 'respondToASituation', situation: item.situation, ...recording }, answerKey: open(item) };
    case 'speaking.answerShortQuestion':
      return {
        content: { kind: 'answerShortQuestion', ...recording },
        answerKey: { kind: 'open', keyPoints: [], modelAnswer: item.answers[0], acceptedAnswers: [...item.answers] },
      };
    case 'speaking.describeImage':
      throw new Error('Describe Image has no sample: its alt text comes from the chart renderer');
  }
}
