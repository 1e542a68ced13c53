import type { Complexity, HalPage } from './types';

/** The accents the dictation session offers, UK first because it is the default (spec §4). */
export type DictationAccent = 'UK' | 'US' | 'AU';
export const DICTATION_ACCENTS: readonly DictationAccent[] = ['UK', 'US', 'AU'];

/** One word of a dictation session with its recording per accent; null where no voice speaks that accent (spec §3). */
export interface DictationWordAudio {
  word: string;
  americanAudio: string | null;
  britishAudio: string | null;
  australianAudio: string | null;
}

/** What GET /api/dictation answers: the session's words embedded as dictationWordAudioDtoList. */
export interface DictationSessionWords {
  _embedded: { dictationWordAudioDtoList: DictationWordAudio[] };
}

/** One word of a submitted session: the word played and what the learner typed ('' when not answered). */
export interface DictationAnswerWord {
  word: string;
  answer: string;
}

/** A scored dictation session (spec §3): one point per word typed right. */
export interface DictationScoredAnswer {
  id: number;
  score: number;
  words: DictationAnswerWord[];
  lastModifiedDate: string;
}

export type DictationAnswerPage = HalPage<'dictationScoredAnswerDtoList', DictationScoredAnswer>;

/** Which words a session draws from: one complexity, or all of them. */
export type DictationLevel = Complexity | 'MIXED';

/** Sizes of the dictation API; the spec fixes none of them. */
export const DICTATION = {
  /** Words in one session. */
  sessionWords: 10,
  /** Most words one submission may score. */
  maxSubmittedWords: 50,
  /** Longest typed answer kept per word. */
  answerChars: 100,
  /** Past answers added by each Load more (spec §4: page 0, size grows by 10). */
  answersPageStep: 10,
  /** Largest page of past answers the API serves. */
  maxAnswersPageSize: 1000,
} as const;

const AUDIO_FIELD: Record<DictationAccent, keyof Omit<DictationWordAudio, 'word'>> = {
  UK: 'britishAudio',
  US: 'americanAudio',
  AU: 'australianAudio',
};

/** The recording of a word in one accent, or null when that accent has no voice. */
export function dictationAudioOf(word: DictationWordAudio, accent: DictationAccent): string | null {
  return word[AUDIO_FIELD[accent]];
}

/**
 * Whether a dictation answer spells the word: spaces around it and letter case do not count, since the session
 * tests spelling, and a capital typed at the start of a word is not a spelling mistake.
 */
export function isDictationAnswerCorrect(word: string, answer: string): boolean {
  return answer.trim().toLowerCase() === word.trim().toLowerCase();
}

/** A session's score: the number of words spelt right (isDictationAnswerCorrect). */
export function scoreDictationAnswers(words: readonly DictationAnswerWord[]): number {
  return words.filter((entry) => isDictationAnswerCorrect(entry.word, entry.answer)).length;
}

/** The listening self-test accepts only exact equality with the word (spec §5), unlike the dictation score. */
export function isListeningTestAnswerCorrect(word: string, answer: string): boolean {
  return answer === word;
}
