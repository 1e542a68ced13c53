import { taskCatalog } from '@pte-kit/core';
import type { SpeakingEngine } from '../speech/index';
import type { WritingEngine } from '../writing/index';
import { scoreSpeakingAnswer } from '../speakingAnswer';
import { scoreWriting } from '../writingAnswer';
import type { EngineCall, EngineResults, ScoreInput, ScoreOutput } from './types';

export interface Engines {
  speakingScorer: SpeakingEngine;
  writingScorer: WritingEngine;
}

/** Scores one answer with the engines of the thread or process it runs in. */
export async function scoreInput(engines: Engines, input: ScoreInput): Promise<ScoreOutput> {
  const task = taskCatalog.find((candidate) => candidate.key === input.taskKey);
  if (!task) throw new Error(`Unknown task ${input.taskKey}`);
  if (input.kind === 'speaking') {
    const spoken = await scoreSpeakingAnswer(engines, task, input.question, Buffer.from(input.audio ?? new Uint8Array()), input.variant, input.samples);
    return { score: spoken.score, max: spoken.max, answers: [spoken.speaking.transcript], result: { results: spoken.results, speaking: spoken.speaking } };
  }
  const written = await scoreWriting(engines, task, input.question, input.text ?? '', input.variant);
  return { score: written.score, max: written.max, answers: [input.text ?? ''], result: { results: written.results, writing: written.writing } };
}

/** Runs one call of ScoringJobs.run (or an answer's score) with the engines of the thread it runs in. */
export async function runEngineCall(engines: Engines, call: EngineCall): Promise<EngineResults[EngineCall['kind']]> {
  if (call.kind === 'word') return engines.speakingScorer.scoreWord(call.word, Buffer.from(call.audio));
  if (call.kind === 'transcription') return engines.speakingScorer.transcribe(Buffer.from(call.audio), call.maxSeconds);
  return scoreInput(engines, call);
}
