import { and, asc, desc, eq, inArray, lt, sql, type SQL } from 'drizzle-orm';
import { buildMockForms, taskCatalog, type ExamVariant, type MockForm } from '@pte-kit/core';
import type { Database } from '../db/client';
import { mockTestAnswers, mockTestAttempts, type MockAttemptStatus } from '../db/mockTestsSchema';
import { practiceAnswers, questions, users } from '../db/schema';

export type MockAttemptRow = typeof mockTestAttempts.$inferSelect;

/** An attempt not finished within a day of its start is closed as EXPIRED (docs/mock-tests.md). */
export const ATTEMPT_LIFETIME_MS = 24 * 60 * 60 * 1000;

/** How long the forms built from the bank are kept before they are built again (a re-seeded bank). */
const FORMS_TTL_MS = 10 * 60 * 1000;

/** Enough of each task's questions for MAX_FULL_FORMS forms of its largest count plus the section mocks. */
const POOL_LIMIT = 250;

export function createMockTestRepository(db: Database) {
  let cached: { at: number; forms: Promise<MockForm[]> } | null = null;

  /** Each task's first question ids (by id), one statement for the whole catalogue. */
  async function pools(): Promise<Map<string, number[]>> {
    const rows = await db.execute<{ id: number; skill: string; task: string }>(sql`
      SELECT id, skill, task FROM (
        SELECT ${questions.id} AS id, ${questions.skill} AS skill, ${questions.task} AS task,
               row_number() OVER (PARTITION BY ${questions.skill}, ${questions.task} ORDER BY ${questions.id}) AS n
        FROM ${questions}
      ) ranked WHERE n <= ${POOL_LIMIT} ORDER BY id`);
    const byTask = new Map<string, number[]>();
    for (const row of rows.rows) {
      const task = taskCatalog.find((candidate) => candidate.skill === row.skill && candidate.apiTask === row.task);
      if (!task) continue;
      const pool = byTask.get(task.key) ?? [];
      pool.push(Number(row.id));
      byTask.set(task.key, pool);
    }
    return byTask;
  }

  function answersWhere(condition: SQL) {
    return db.select({
      attemptId: mockTestAnswers.attemptId,
      position: mockTestAnswers.position,
      status: practiceAnswers.status,
      score: practiceAnswers.score,
      maxScore: practiceAnswers.maxScore,
      answer: practiceAnswers.answer,
      result: practiceAnswers.result,
    }).from(mockTestAnswers)
      .leftJoin(practiceAnswers, eq(practiceAnswers.id, mockTestAnswers.practiceAnswerId))
      .where(condition);
  }

  return {
    /** Every form of both variants, built from the bank the same way each time. */
    forms(now = Date.now()): Promise<MockForm[]> {
      if (!cached || now - cached.at > FORMS_TTL_MS) {
        const forms = pools().then((found) => (['ACADEMIC', 'CORE'] as ExamVariant[]).flatMap((variant) => buildMockForms(variant, found)));
        forms.catch(() => { cached = null; });
        cached = { at: now, forms };
      }
      return cached.forms;
    },

    /** Closes the learner's attempts left unfinished for longer than the lifetime, then lists them, newest first. */
    async list(userId: number, now = new Date()): Promise<MockAttemptRow[]> {
      await db.update(mockTestAttempts)
        .set({ status: 'EXPIRED', finishedAt: now, position: sql`jsonb_array_length(${mockTestAttempts.items})` })
        .where(and(eq(mockTestAttempts.userId, userId), eq(mockTestAttempts.status, 'IN_PROGRESS'),
          lt(mockTestAttempts.startedAt, new Date(now.getTime() - ATTEMPT_LIFETIME_MS))));
      return db.select().from(mockTestAttempts).where(eq(mockTestAttempts.userId, userId)).orderBy(desc(mockTestAttempts.id));
    },

    /**
     * Starts a sitting of `form`, unless `refuse` (given the learner's attempts, read under a lock on the learner's row,
     * so two starts at once cannot both pass a one-attempt limit) throws.
     */
    async start(userId: number, form: MockForm, refuse: (attempts: MockAttemptRow[]) => void): Promise<MockAttemptRow> {
      return db.transaction(async (tx) => {
        await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
        refuse(await tx.select().from(mockTestAttempts).where(eq(mockTestAttempts.userId, userId)).orderBy(asc(mockTestAttempts.id)));
        const [row] = await tx.insert(mockTestAttempts).values({
          userId, formId: form.id, variant: form.variant,
          items: form.items.map(({ questionId, taskKey, section }) => ({ questionId, taskKey, section })),
          sections: form.sections.map(({ key, name, seconds }) => ({ key, name, seconds })),
          deadlines: form.sections.map(() => null),
        }).returning();
        return row!;
      });
    },

    /** The learner's attempt; undefined for another learner's, so a route answers 404 either way. */
    async own(userId: number, id: number): Promise<MockAttemptRow | undefined> {
      return (await db.select().from(mockTestAttempts).where(and(eq(mockTestAttempts.id, id), eq(mockTestAttempts.userId, userId))).limit(1))[0];
    },

    /** Moves an attempt on, only from the state it was read in: false when another request moved it first. */
    async move(attempt: MockAttemptRow, change: { position: number; deadlines: (string | null)[]; status: MockAttemptStatus; finishedAt: Date | null }): Promise<boolean> {
      const moved = await db.update(mockTestAttempts).set(change).where(and(
        eq(mockTestAttempts.id, attempt.id), eq(mockTestAttempts.status, 'IN_PROGRESS'), eq(mockTestAttempts.position, attempt.position),
        sql`${mockTestAttempts.deadlines} = ${JSON.stringify(attempt.deadlines)}::jsonb`,
      )).returning({ id: mockTestAttempts.id });
      return moved.length > 0;
    },

    /** The positions answered so far. */
    async answeredPositions(attemptId: number): Promise<number[]> {
      const rows = await db.select({ position: mockTestAnswers.position }).from(mockTestAnswers).where(eq(mockTestAnswers.attemptId, attemptId));
      return rows.map((row) => row.position);
    },

    /** Records that `position` was answered by `practiceAnswerId`, inside the caller's transaction (the primary key refuses a second). */
    async recordAnswer(tx: Database, attemptId: number, position: number, questionId: number, practiceAnswerId: number): Promise<void> {
      await tx.insert(mockTestAnswers).values({ attemptId, position, questionId, practiceAnswerId });
    },

    /** Every answered item with its scored answer (null once the learner deleted it) and question. */
    async answersOf(attemptId: number) {
      return answersWhere(eq(mockTestAnswers.attemptId, attemptId));
    },

    /** The answered items of several attempts in one statement (the list's scores), each row naming its attempt. */
    async answersOfAttempts(attemptIds: number[]) {
      return attemptIds.length ? answersWhere(inArray(mockTestAnswers.attemptId, attemptIds)) : [];
    },

    /** The questions of a sitting, by id. */
    async questionsOf(ids: number[]) {
      if (!ids.length) return new Map<number, typeof questions.$inferSelect>();
      const rows = await db.select().from(questions).where(inArray(questions.id, ids));
      return new Map(rows.map((row) => [row.id, row]));
    },
  };
}

export type MockTestRepository = ReturnType<typeof createMockTestRepository>;
