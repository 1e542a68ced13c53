import { and, eq, sql } from 'drizzle-orm';
import type { BookmarkDto, BookmarkType } from '@pte-kit/core';
import type { Database } from '../db/client';
import { bookmarks } from '../db/schema';
import { AppError, errors } from '../errors';
import { isUniqueViolation } from './databaseErrors';

export const bookmarkErrors = {
  notYours: () => new AppError(403, 'This bookmark belongs to another learner.'),
  notFound: (id: number) => errors.notFound(`Bookmark ${id}`),
  exists: (current: BookmarkDto) =>
    new AppError(409, `This question is already bookmarked as ${current.type} (bookmark ${current.id}, version ${current.version}). Update that bookmark instead.`),
  stale: (current: number) =>
    new AppError(409, `This bookmark was changed somewhere else (it is now at version ${current}). Reload it and try again.`, [
      { field: 'version', defaultMessage: `The bookmark is now at version ${current}.` },
    ]),
};

type Row = typeof bookmarks.$inferSelect;

const toDto = (row: Row): BookmarkDto => ({ id: row.id, practiceId: row.questionId, type: row.type as BookmarkType, version: row.version });

/** What a question without a bookmark reads as, and what removing one answers with. */
export const unmarked = (practiceId: number): BookmarkDto => ({ id: null, practiceId, type: 'UNMARK', version: null });

export function createBookmarkRepository(db: Database) {
  async function own(id: number, userId: number): Promise<Row> {
    const [row] = await db.select().from(bookmarks).where(eq(bookmarks.id, id)).limit(1);
    if (!row) throw bookmarkErrors.notFound(id);
    if (row.userId !== userId) throw bookmarkErrors.notYours();
    return row;
  }

  async function ofQuestion(userId: number, questionId: number): Promise<Row | undefined> {
    return (await db.select().from(bookmarks).where(and(eq(bookmarks.userId, userId), eq(bookmarks.questionId, questionId))).limit(1))[0];
  }

  return {
    async get(userId: number, questionId: number): Promise<BookmarkDto> {
      const row = await ofQuestion(userId, questionId);
      return row ? toDto(row) : unmarked(questionId);
    },

    /** None → a level. UNMARK removes whatever bookmark the question has. */
    async create(userId: number, questionId: number, type: BookmarkType): Promise<BookmarkDto> {
      if (type === 'UNMARK') {
        await db.delete(bookmarks).where(and(eq(bookmarks.userId, userId), eq(bookmarks.questionId, questionId)));
        return unmarked(questionId);
      }
      try {
        const [row] = await db.insert(bookmarks).values({ userId, questionId, type, version: 0 }).returning();
        return toDto(row);
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
        const current = await ofQuestion(userId, questionId);
        throw bookmarkErrors.exists(current ? toDto(current) : unmarked(questionId));
      }
    },

    /** A level → another level, or → UNMARK (removal), at the version the learner last read. */
    async update(id: number, userId: number, type: BookmarkType, version: number): Promise<BookmarkDto> {
      const current = await own(id, userId);
      if (current.version !== version) throw bookmarkErrors.stale(current.version);
      const where = and(eq(bookmarks.id, id), eq(bookmarks.version, version));
      if (type === 'UNMARK') {
        const removed = await db.delete(bookmarks).where(where).returning({ id: bookmarks.id });
        if (!removed.length) throw bookmarkErrors.stale(version + 1);
        return unmarked(current.questionId);
      }
      const [row] = await db.update(bookmarks).set({ type, version: sql`${bookmarks.version} + 1` }).where(where).returning();
      if (!row) throw bookmarkErrors.stale(version + 1);
      return toDto(row);
    },

    async remove(id: number, userId: number): Promise<void> {
      await own(id, userId);
      await db.delete(bookmarks).where(and(eq(bookmarks.id, id), eq(bookmarks.userId, userId)));
    },
  };
}

export type BookmarkRepository = ReturnType<typeof createBookmarkRepository>;
