import type { AnswerKey, AnswerRecord, ItemResult } from './types';

export interface ObjectiveScore {
  score: number;
  max: number;
  results: ItemResult[];
  /** Reorder only: whether each adjacent pair of the learner's order is adjacent and in order in the key. */
  pairs?: boolean[];
}

const normalise = (word: string) => word.trim().toLowerCase();

/** One point per blank filled with the expected word (PTE fill-in-the-blanks rule). */
export function scoreBlanks(given: readonly string[], expected: readonly string[]): ObjectiveScore {
  const results = expected.map((word, index) => {
    const answer = given[index] ?? '';
    return { answer, expected: word, correct: answer !== '' && normalise(answer) === normalise(word) };
  });
  return { score: results.filter((r) => r.correct).length, max: expected.length, results };
}

/** +1 for each correct option chosen, −1 for each incorrect one, never below 0 (PTE multiple-answers rule). */
export function scoreMultipleAnswers(selected: readonly string[], correct: readonly string[]): ObjectiveScore {
  const unique = [...new Set(selected)];
  const results = unique.map((answer) => ({ answer, correct: correct.includes(answer) }));
  const raw = results.reduce((sum, r) => sum + (r.correct ? 1 : -1), 0);
  return { score: Math.max(0, raw), max: correct.length, results };
}

/** One point per adjacent pair that is also adjacent and in the same order in the key (PTE re-order rule). */
export function scoreReorder(order: readonly string[], correctOrder: readonly string[]): ObjectiveScore {
  const pairs: boolean[] = [];
  for (let index = 0; index < order.length - 1; index += 1) {
    const position = correctOrder.indexOf(order[index]);
    pairs.push(position >= 0 && correctOrder[position + 1] === order[index + 1]);
  }
  const results = order.map((answer, index) => ({ answer, expected: correctOrder[index], correct: correctOrder[index] === answer }));
  return { score: pairs.filter(Boolean).length, max: Math.max(0, correctOrder.length - 1), results, pairs };
}

/** 1 for the correct option, else 0. */
export function scoreSingleChoice(answer: string | null | undefined, correct: string): ObjectiveScore {
  const given = answer ?? '';
  return { score: given === correct ? 1 : 0, max: 1, results: [{ answer: given, expected: correct, correct: given === correct }] };
}

/** +1 per changed word clicked, −1 per unchanged word clicked, floor 0 (PTE highlight-incorrect-words rule). */
export function scoreHighlightWords(selected: readonly number[], changed: readonly number[]): ObjectiveScore {
  const unique = [...new Set(selected)].sort((a, b) => a - b);
  const results = unique.map((index) => ({ answer: String(index), correct: changed.includes(index) }));
  const raw = results.reduce((sum, r) => sum + (r.correct ? 1 : -1), 0);
  return { score: Math.max(0, raw), max: changed.length, results };
}

/**
 * The words of a dictation sentence or answer: runs of letters and digits, joined by an apostrophe or a hyphen
 * inside a word (weren't, well-known). Anything else separates words, so 'be,closed' is two words, as typed
 * punctuation must not cost the words around it.
 */
const dictationWords = (text: string): string[] =>
  text.toLowerCase().replace(/[\u2018\u2019]/g, "'").match(/[\p{L}\p{N}]+(?:['-][\p{L}\p{N}]+)*/gu) ?? [];

/**
 * One point per word of the sentence written correctly, in any order, each word counted once
 * (PTE write-from-dictation rule); case and punctuation are ignored.
 */
export function scoreDictation(typed: string, sentence: string): ObjectiveScore {
  const pool = dictationWords(typed);
  const results = dictationWords(sentence).map((word) => {
    const at = pool.indexOf(word);
    if (at >= 0) pool.splice(at, 1);
    return { answer: at >= 0 ? word : '', expected: word, correct: at >= 0 };
  });
  return { score: results.filter((r) => r.correct).length, max: results.length, results };
}

/** Learner's answer to an objective question, in any of the spec's submit shapes. */
export interface ObjectiveAnswer {
  words?: readonly string[];
  answers?: readonly string[];
  answer?: string | null;
}

/** Scores an answer against its key, choosing the rule by the key's kind. */
export function scoreObjective(key: AnswerKey, given: ObjectiveAnswer): ObjectiveScore {
  switch (key.kind) {
    case 'blanks':
      return scoreBlanks(given.words ?? [], key.blanks);
    case 'choices':
      return scoreMultipleAnswers(given.answers ?? [], key.correct);
    case 'order':
      return scoreReorder(given.answers ?? [], key.order);
    case 'choice':
      return scoreSingleChoice(given.answer, key.correct);
    case 'highlight':
      return scoreHighlightWords((given.answers ?? []).map(Number), key.indexes);
    case 'dictation':
      return scoreDictation(given.answer ?? '', key.sentence);
    case 'open':
      throw new Error('Open tasks are scored by the AI engines, not by objective rules.');
  }
}

/** The score ring's maximum: reorder is answers − 1, multiple choice the count of correct answers, single choice 1. */
export function scoreRingMax(key: AnswerKey): number {
  switch (key.kind) {
    case 'blanks':
      return key.blanks.length;
    case 'choices':
      return key.correct.length;
    case 'order':
      return Math.max(0, key.order.length - 1);
    case 'choice':
      return 1;
    case 'highlight':
      return key.indexes.length;
    case 'dictation':
      return dictationWords(key.sentence).length;
    case 'open':
      return 0;
  }
}

/** A scored answer without anything that gives the key away: the choices and their colours stay, the expected answers go. */
export function withoutAnswerKey(record: AnswerRecord): AnswerRecord {
  return {
    ...record,
    answerKey: null,
    results: record.results.map(({ expected: _expected, ...result }) => result),
  };
}
