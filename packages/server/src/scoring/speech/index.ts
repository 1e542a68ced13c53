import type { SpeakingResult, Transcription, WordPronunciationScore } from '@pte-kit/core';
import type { SpeakingTask } from './scales';

export type { SpeakingTask, SpeakingTraitKey, SpeakingTraitScale } from './scales';
export { SPEAKING_SCALES, isSpeakingTask } from './scales';
export { createSpeakingEngine } from './engine';
export { AudioInputError, MAX_RECORDING_SECONDS } from './audio';
export { ScoringInputError, ScoringUnavailableError } from '../errors';

/** The result shapes are core's, so the API, the widgets and the engine share one definition. */
export type { ScoreTrait as SpeakingTrait } from '@pte-kit/core';

export interface SpeakingInput {
  task: SpeakingTask;
  /** The recording: mp3 from our recorder, or webm/ogg/wav; at most 65 s. */
  audio: Buffer;
  /** The same recording already decoded to 16 kHz mono samples (the submit route decodes it to check it): not decoded again. */
  samples?: Int16Array;
  /** The text to read (Read Aloud) or the sentence to repeat (Repeat Sentence); '' for the other tasks. */
  reference: string;
  /** What content (or appropriacy) looks for, from the question's answer key. */
  keyPoints: string[];
  modelAnswer: string;
  /** Answer Short Question: the answers that count as correct. */
  acceptedAnswers?: string[];
}

/** The result as answer records carry it (core's SpeakingResult), with its total. */
export interface SpeakingScore extends SpeakingResult {
  score: number;
  maxScore: number;
}

/** A transcription with each word's place in the recording (seconds). */
export interface TimedTranscription extends Transcription {
  words: { word: string; start: number; end: number }[];
}

/** Core's word score, with each syllable's own 0–100 score (the spec lists score, syllable and accuracy). */
export interface WordScore extends WordPronunciationScore {
  syllables: (WordPronunciationScore['syllables'][number] & { score: number })[];
}

export interface SpeakingEngineOptions {
  /** Decoder slots (each an aligner, and with `recogniser: 'sphinx'` a recogniser too, ~150 MB). @default one per core, at most 2 */
  decoders?: number;
  /** The pocketsphinx US English model's directory. @default /usr/share/pocketsphinx/model/en-us */
  modelDir?: string;
  /** Who writes down free speech: Moonshine, or Pocketsphinx's language model (kept for comparison). @default SPEECH_RECOGNISER, else 'moonshine' */
  recogniser?: 'moonshine' | 'sphinx';
}

export interface SpeakingEngine {
  /** Scores a speaking answer on the task's trait scales. Bad audio throws AudioInputError (a ScoringInputError). */
  scoreSpeaking(input: SpeakingInput): Promise<SpeakingScore>;
  /** What was said, with word times (the speech self-test). `maxSeconds` defaults to 65. */
  transcribe(audio: Buffer, maxSeconds?: number): Promise<TimedTranscription>;
  /** One word's pronunciation, per syllable. A word not in the dictionary throws a ScoringInputError. */
  scoreWord(word: string, audio: Buffer): Promise<WordScore>;
  /** Loads the decoders, the dictionary and the text tools now rather than on the first request. */
  warmUp(): Promise<void>;
  /** Waits for running jobs, then frees the native decoders. */
  close(): Promise<void>;
}

