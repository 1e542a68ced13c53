import { and, count, desc, eq } from 'drizzle-orm';
import { scoreDictationAnswers, type DictationAnswerWord, type DictationScoredAnswer } from '@pte-kit/core';
import type { Database } from '../db/client';
import { dictationAnswers } from '../db/schema';
import { AppError, errors } from '../errors';
import { iso } from './databaseErrors';

export const dictationErrors = {
  notFound: (id: number) => errors.notFound(`Dictation answer ${id}`),
  notYours: () => new AppError(403, 'This dictation answer belongs to another learner.'),
};

function toDto(row: typeof dictationAnswers.$inferSelect): DictationScoredAnswer {
  return { id: row.id, score: row.score, words: row.words, lastModifiedDate: iso(row.lastModifiedDate) };
}

/** A learner's scored dictation sessions. */
export function createDictationRepository(db: Database) {
  return {
    /**
     * Scores the words (one point per answer equal to its word, trimmed and case-insensitive) and keeps the session
     * as one row, so a session is saved whole or not at all.
     */
    async create(userId: number, words: DictationAnswerWord[]): Promise<DictationScoredAnswer> {
      const [row] = await db.insert(dictationAnswers).values({ userId, score: scoreDictationAnswers(words), words }).returning();
      return toDto(row);
    },

    /** The learner's sessions, newest first (page is 0-based). */
    async list(userId: number, page: number, size: number): Promise<{ items: DictationScoredAnswer[]; total: number }> {
      const where = eq(dictationAnswers.userId, userId);
      const [{ total }] = await db.select({ total: count() }).from(dictationAnswers).where(where);
      const rows = await db.select().from(dictationAnswers).where(where)
        .orderBy(desc(dictationAnswers.lastModifiedDate), desc(dictationAnswers.id)).limit(size).offset(page * size);
      return { items: rows.map(toDto), total: Number(total) };
    },

    /** Deletes one of the learner's own sessions: 404 when there is no such session, 403 when it is someone else's. */
    async remove(id: number, userId: number): Promise<void> {
      const [found] = await db.select({ userId: dictationAnswers.userId }).from(dictationAnswers).where(eq(dictationAnswers.id, id)).limit(1);
      if (!found) throw dictationErrors.notFound(id);
      if (found.userId !== userId) throw dictationErrors.notYours();
      const deleted = await db.delete(dictationAnswers).where(and(eq(dictationAnswers.id, id), eq(dictationAnswers.userId, userId)))
        .returning({ id: dictationAnswers.id });
      if (!deleted.length) throw dictationErrors.notFound(id);
    },
  };
}

export type DictationRepository = ReturnType<typeof createDictationRepository>;
