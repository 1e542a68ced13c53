import type { ExamVariant } from '@pte-kit/core';
import type { QuestionRecord } from '../../repositories/questions';
import type { StoredResult } from '../../db/schema';
import type { TimedTranscription, WordScore } from '../speech/index';

export type ScoringKind = 'speaking' | 'writing';

/** One answer to score: its row is already stored with status SCORING (the submit route inserts it first). */
export interface ScoringJob {
  kind: ScoringKind;
  answerId: number;
  /** The free plan's quota was reserved for this answer: a job that fails for good gives it back, once. */
  reserved: boolean;
  /** Speaking: the recording, carried with the job so a worker on another machine needs no shared disk. */
  audio?: Buffer;
  /**
   * Speaking: the recording as the submit route decoded it (16 kHz samples), so a worker thread does not decode it
   * again. Not sent to the queue: a worker process decodes `audio` itself.
   */
  samples?: Int16Array;
  /** The learner whose answer it is: their cached reads are made stale when the job ends in this process. */
  learnerId?: number;
}

/** Where jobs run: worker threads of this process, or pg-boss on PostgreSQL (docs/scoring-jobs.md). */
export interface ScoringJobs {
  readonly mode: 'threads' | 'queue';
  /** Hands the job over and returns; the score lands in the answer's row. */
  enqueue(job: ScoringJob): Promise<void>;
  /**
   * Runs one engine call now and answers its result: a word's pronunciation, the speech self-test's transcription, a
   * model answer's analysis (a writing score that is not stored). It runs where the jobs' engines are (threads: the
   * scoring threads; queue: one scoring thread of this process, started on the first call), never on the event loop,
   * so the API process loads no engine of its own. Input the engine refuses rejects with a ScoringInputError.
   */
  run<C extends EngineCall>(call: C): Promise<EngineResults[C['kind']]>;
  /**
   * Loads the engines where jobs run now, so the first answer after a start does not wait for them (threads only);
   * resolves once they are loaded (a bench waits for it; the server does not).
   */
  warmUp(): Promise<void>;
  /** Stops taking jobs and waits for the running ones. */
  close(): Promise<void>;
}

/** Everything an engine needs to score one answer: plain data, so it crosses into a worker thread as it is. */
export interface ScoreInput {
  kind: ScoringKind;
  /** The task's catalogue key (`speaking.readAloud`). */
  taskKey: string;
  question: Pick<QuestionRecord, 'content' | 'answerKey' | 'recording'>;
  variant: ExamVariant;
  text?: string;
  audio?: Uint8Array;
  samples?: Int16Array;
}

/** A call a route waits for (ScoringJobs.run): an answer's score input, or one of the speech engine's own calls. */
export type EngineCall =
  | ScoreInput
  | { kind: 'word'; word: string; audio: Uint8Array }
  | { kind: 'transcription'; audio: Uint8Array; maxSeconds: number };

/** What each kind of call answers. */
export interface EngineResults {
  speaking: ScoreOutput;
  writing: ScoreOutput;
  word: WordScore;
  transcription: TimedTranscription;
}

/** What a job writes into the answer's row. */
export interface ScoreOutput {
  score: number;
  max: number;
  answers: string[];
  result: Omit<StoredResult, 'audio'>;
}

/** The engine refused the input (not a transient failure): the job fails at once, with this message for the learner. */
export const INPUT_ERROR = 'ScoringInputError';

/** The log a job writes to: the server's (pino) or a worker process's. */
export interface JobLog {
  info(fields: object, message?: string): void;
  warn(fields: object, message?: string): void;
  error(fields: object, message?: string): void;
}
