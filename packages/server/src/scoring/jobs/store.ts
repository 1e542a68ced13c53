import { and, eq, sql } from 'drizzle-orm';
import { MESSAGES, variantOf, type PteType } from '@pte-kit/core';
import type { Database } from '../../db/client';
import { practiceAnswers, questions, users } from '../../db/schema';
import { INPUT_ERROR, type ScoreInput, type ScoreOutput, type ScoringJob } from './types';

/**
 * The database side of a scoring job, the same for worker threads and pg-boss workers. Every write is conditional on
 * the row still being SCORING, so a job run twice (a retry after a worker died mid-job) stores its score once and a
 * failed job refunds the quota once.
 */

/** The input of the answer's job, or undefined when there is nothing left to do (scored, failed, or deleted meanwhile). */
export async function jobInput(db: Database, job: ScoringJob): Promise<ScoreInput | undefined> {
  const [row] = await db.select({
    status: practiceAnswers.status, pteType: practiceAnswers.pteType, answer: practiceAnswers.answer,
    skill: questions.skill, task: questions.task, content: questions.content, answerKey: questions.answerKey, recording: questions.recording,
  }).from(practiceAnswers).innerJoin(questions, eq(questions.id, practiceAnswers.questionId))
    .where(eq(practiceAnswers.id, job.answerId));
  if (!row || row.status !== 'SCORING') return undefined;
  return {
    kind: job.kind,
    taskKey: `${row.skill}.${row.task}`,
    question: { content: row.content, answerKey: row.answerKey, recording: row.recording },
    variant: variantOf(row.pteType as PteType),
    ...(job.kind === 'writing' ? { text: row.answer.answers[0] ?? '' } : { audio: job.audio, ...(job.samples ? { samples: job.samples } : {}) }),
  };
}

/** Stores the score; false when the answer was no longer waiting for one. */
export async function storeScore(db: Database, answerId: number, scored: ScoreOutput): Promise<boolean> {
  const stored = await db.update(practiceAnswers).set({
    status: 'SCORED', score: scored.score, maxScore: scored.max, answer: { answers: scored.answers },
    // Merged into what the submit route stored (the recording's file name), the score's keys winning.
    result: sql`${practiceAnswers.result} || ${JSON.stringify(scored.result)}::jsonb`,
  }).where(and(eq(practiceAnswers.id, answerId), eq(practiceAnswers.status, 'SCORING'))).returning({ id: practiceAnswers.id });
  return stored.length > 0;
}

/** Marks the answer FAILED with the learner's message and gives the reserved quota back, both once. */
export async function storeFailure(db: Database, job: ScoringJob, message: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [failed] = await tx.update(practiceAnswers).set({
      status: 'FAILED',
      result: sql`${practiceAnswers.result} || ${JSON.stringify({ failure: message })}::jsonb`,
    }).where(and(eq(practiceAnswers.id, job.answerId), eq(practiceAnswers.status, 'SCORING'))).returning({ userId: practiceAnswers.userId });
    if (!failed) return false;
    if (job.reserved) await tx.update(users).set({ aiUsed: sql`greatest(${users.aiUsed} - 1, 0)` }).where(eq(users.id, failed.userId));
    return true;
  });
}

/** What the learner reads when a job gives up: the engine's words for input it refused, a general sentence otherwise. */
export function failureMessage(error: unknown): string {
  const { name, message } = (error ?? {}) as { name?: string; message?: string };
  if (name === INPUT_ERROR || name === 'AudioInputError') return message ?? 'The answer could not be scored.';
  return MESSAGES.notScored;
}

/** Whether retrying can help: input the engine refused fails the same way every time. */
export const isRetryable = (error: unknown) => {
  const name = (error as { name?: string } | null)?.name;
  return name !== INPUT_ERROR && name !== 'AudioInputError';
};

/** Runs one job with `score`: loads its input, scores, stores. Answers whether this run stored the score. */
export async function runJob(db: Database, job: ScoringJob, score: (input: ScoreInput) => Promise<ScoreOutput>): Promise<boolean> {
  const input = await jobInput(db, job);
  if (!input) return false;
  return storeScore(db, job.answerId, await score(input));
}
