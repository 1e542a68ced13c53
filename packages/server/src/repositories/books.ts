import { and, asc, desc, eq, gte, ilike, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import { createEmptyCard, fsrs, generatorParameters, Rating, type Card, type Grade } from 'ts-fsrs';
import type {
  BookmarkType, PracticeStatus, PronunciationEntryDto, ReviewGrade, Skill, SpellingEntryDto, VocabCountDto, VocabEntryDto, VocabSort,
} from '@pte-kit/core';
import type { Database } from '../db/client';
import { vocabEntries, wordBookEntries, type WordBook } from '../db/booksSchema';
import { AppError, errors } from '../errors';
import { containsPattern, isUniqueViolation, iso } from './databaseErrors';

const BOOK_NAMES = { vocabBook: 'vocab book', pronunciationBook: 'pronunciation book', spellingBook: 'spelling book' } as const;
type BookName = keyof typeof BOOK_NAMES;

export const bookErrors = {
  /** Another learner's entry reads exactly as a missing one: ids never reveal what others keep. */
  notFound: (book: BookName, id: number) => errors.notFound(`Word ${id} of your ${BOOK_NAMES[book]}`),
  exists: (book: BookName) => new AppError(409, 'Word already exists', [{ field: 'word', defaultMessage: `The word is already in your ${BOOK_NAMES[book]}.` }]),
  stale: (current: number) =>
    new AppError(409, `This word was changed somewhere else since you opened it (it is now at version ${current}). Reload it and try again.`, [
      { field: 'version', defaultMessage: `The word is now at version ${current}.` },
    ]),
};

/** A learner's entries of one word in each book, and the vocab entry's mark (UNMARK when the word is not there). */
export interface BookIds {
  vocabBook: number | null;
  pronunciationBook: number | null;
  spellingBook: number | null;
  bookmark: BookmarkType;
}

const NO_BOOKS: BookIds = { vocabBook: null, pronunciationBook: null, spellingBook: null, bookmark: 'UNMARK' };

/** The learner's book ids of many words in one query, keyed by word (words are stored as the dictionary's headword). */
export async function bookIdsForWords(db: Database, userId: number, words: readonly string[]): Promise<Map<string, BookIds>> {
  const found = new Map<string, BookIds>();
  if (!words.length) return found;
  const list = sql.join([...new Set(words)].map((word) => sql`(${word}::varchar)`), sql`, `);
  const rows = await db.execute<{ word: string; vocab_id: number | null; bookmark: BookmarkType | null; pronunciation_id: number | null; spelling_id: number | null }>(sql`
    select w.word, v.id as vocab_id, v.bookmark,
      (select p.id from ${wordBookEntries} p where p.user_id = ${userId} and p.book = 'pronunciationBook' and p.word = w.word) as pronunciation_id,
      (select s.id from ${wordBookEntries} s where s.user_id = ${userId} and s.book = 'spellingBook' and s.word = w.word) as spelling_id
    from (values ${list}) as w(word)
    left join ${vocabEntries} v on v.user_id = ${userId} and v.word = w.word`);
  for (const row of rows.rows) {
    found.set(row.word, {
      vocabBook: row.vocab_id,
      pronunciationBook: row.pronunciation_id,
      spellingBook: row.spelling_id,
      bookmark: row.bookmark ?? 'UNMARK',
    });
  }
  return found;
}

/** The learner's book ids of one word (the dictionary route fills WordDto's book fields with it). */
export async function bookIdsForWord(db: Database, userId: number, word: string): Promise<BookIds> {
  return (await bookIdsForWords(db, userId, [word])).get(word) ?? { ...NO_BOOKS };
}

/** Filters and order of a book's list; page is 0-based. */
export interface BookListQuery {
  page: number;
  size: number;
  word?: string;
  bookmarkTypes?: BookmarkType[];
  sort?: VocabSort;
}

export interface VocabListQuery extends BookListQuery {
  practiceStatus?: PracticeStatus;
  from?: Date;
  practiceType?: string;
  skillType?: Skill;
}

interface ListColumns {
  id: AnyPgColumn;
  word: AnyPgColumn;
  bookmark: AnyPgColumn;
  practiceCount: AnyPgColumn;
  createdDate: AnyPgColumn;
}

/** "Hard to Easy" (bookmark:desc): VERY_HARD > HARD > AVERAGE > EASY > VERY_EASY > UNMARK. */
const bookmarkRank = (column: AnyPgColumn) => sql`(case ${column} when 'VERY_HARD' then 5 when 'HARD' then 4 when 'AVERAGE' then 3
  when 'EASY' then 2 when 'VERY_EASY' then 1 else 0 end)`;

/** The order of a sort, ties broken newest first so that pages never overlap. */
function orderOf(columns: ListColumns, sort: VocabSort = 'createdDate:desc'): SQL[] {
  const newestFirst = [desc(columns.createdDate), desc(columns.id)];
  switch (sort) {
    case 'word:asc': return [asc(columns.word), asc(columns.id)];
    case 'createdDate:asc': return [asc(columns.createdDate), asc(columns.id)];
    case 'practiceCount:desc': return [desc(columns.practiceCount), ...newestFirst];
    case 'practiceCount:asc': return [asc(columns.practiceCount), ...newestFirst];
    case 'bookmark:desc': return [desc(bookmarkRank(columns.bookmark)), ...newestFirst];
    case 'bookmark:asc': return [asc(bookmarkRank(columns.bookmark)), ...newestFirst];
    default: return newestFirst;
  }
}

function commonFilters(columns: ListColumns, query: BookListQuery): SQL[] {
  const conditions: SQL[] = [];
  const word = query.word?.trim();
  if (word) conditions.push(ilike(columns.word, containsPattern(word)));
  if (query.bookmarkTypes?.length) conditions.push(inArray(columns.bookmark, query.bookmarkTypes));
  return conditions;
}

/** ts-fsrs with its defaults (FSRS-6 weights, 90 % retention) and no fuzz, so a grade's next due date is predictable. */
const scheduler = fsrs(generatorParameters({ enable_fuzz: false }));
const RATINGS: Record<ReviewGrade, Grade> = { AGAIN: Rating.Again, HARD: Rating.Hard, GOOD: Rating.Good, EASY: Rating.Easy };

type VocabRow = typeof vocabEntries.$inferSelect;

function cardOf(row: VocabRow): Card {
  const card = createEmptyCard(row.due);
  return {
    ...card,
    due: row.due,
    stability: row.stability,
    difficulty: row.difficulty,
    scheduled_days: row.scheduledDays,
    learning_steps: row.learningSteps,
    reps: row.reps,
    lapses: row.lapses,
    state: row.state,
    last_review: row.lastReview ?? undefined,
  };
}

const vocabColumns = {
  id: vocabEntries.id, word: vocabEntries.word, practiceType: vocabEntries.practiceType, skillType: vocabEntries.skillType,
  bookmark: vocabEntries.bookmark, practiceCount: vocabEntries.practiceCount, note: vocabEntries.note,
  createdDate: vocabEntries.createdDate, version: vocabEntries.version,
};

function toVocabDto(row: Pick<VocabRow, keyof typeof vocabColumns>): VocabEntryDto {
  return {
    id: row.id, word: row.word, practiceType: row.practiceType, skillType: row.skillType, bookmark: row.bookmark,
    practiceCount: row.practiceCount, note: row.note, createdDate: iso(row.createdDate), version: row.version,
  };
}

type WordBookRow = typeof wordBookEntries.$inferSelect;

function toPronunciationDto(row: WordBookRow): PronunciationEntryDto {
  return {
    id: row.id, word: row.word, bookmark: row.bookmark, note: row.note, practiceCount: row.practiceCount,
    lastScore: row.lastScore, createdDate: iso(row.createdDate), version: row.version,
  };
}

function toSpellingDto(row: WordBookRow): SpellingEntryDto {
  return {
    id: row.id, word: row.word, bookmark: row.bookmark, note: row.note, practiceCount: row.practiceCount,
    createdDate: iso(row.createdDate), version: row.version,
  };
}

export interface ReviewCardRow {
  id: number;
  word: string;
  due: string;
}

export function createVocabRepository(db: Database) {
  const mine = (id: number, userId: number) => and(eq(vocabEntries.id, id), eq(vocabEntries.userId, userId));

  /**
   * One conditional UPDATE of the learner's entry at `version` (when given); when it changes nothing, one read says
   * whether the entry is missing or not the learner's (404) or was changed meanwhile (409).
   */
  async function update(id: number, userId: number, version: number | undefined, set: PgUpdateSetSource<typeof vocabEntries>): Promise<VocabEntryDto> {
    const where = version === undefined ? mine(id, userId) : and(mine(id, userId), eq(vocabEntries.version, version));
    const [row] = await db.update(vocabEntries).set({ ...set, version: sql`${vocabEntries.version} + 1` }).where(where).returning(vocabColumns);
    if (row) return toVocabDto(row);
    const [current] = await db.select({ version: vocabEntries.version }).from(vocabEntries).where(mine(id, userId));
    if (!current) throw bookErrors.notFound('vocabBook', id);
    throw bookErrors.stale(current.version);
  }

  return {
    /** Words saved and practised per task, in one grouped query; entries saved from no task are not counted. */
    async counts(userId: number): Promise<VocabCountDto[]> {
      const rows = await db.select({
        practiceType: vocabEntries.practiceType,
        skillType: vocabEntries.skillType,
        practicedCount: sql<number>`(count(*) filter (where ${vocabEntries.practiceCount} > 0))::int`,
        totalCount: sql<number>`count(*)::int`,
      }).from(vocabEntries)
        .where(and(eq(vocabEntries.userId, userId), sql`${vocabEntries.practiceType} is not null`, sql`${vocabEntries.skillType} is not null`))
        .groupBy(vocabEntries.practiceType, vocabEntries.skillType);
      return rows.map((row) => ({ practiceType: row.practiceType!, skillType: row.skillType!, practicedCount: row.practicedCount, totalCount: row.totalCount }));
    },

    async list(userId: number, query: VocabListQuery): Promise<{ items: VocabEntryDto[]; total: number }> {
      const conditions = [eq(vocabEntries.userId, userId), ...commonFilters(vocabEntries, query)];
      if (query.practiceStatus === 'PRACTICED') conditions.push(sql`${vocabEntries.practiceCount} > 0`);
      if (query.practiceStatus === 'NOT_PRACTICED') conditions.push(eq(vocabEntries.practiceCount, 0));
      if (query.from) conditions.push(gte(vocabEntries.createdDate, query.from));
      if (query.practiceType) conditions.push(eq(vocabEntries.practiceType, query.practiceType));
      if (query.skillType) conditions.push(eq(vocabEntries.skillType, query.skillType));
      const where = and(...conditions);
      const [{ total }] = await db.select({ total: sql<number>`count(*)::int` }).from(vocabEntries).where(where);
      const rows = await db.select(vocabColumns).from(vocabEntries).where(where)
        .orderBy(...orderOf(vocabEntries, query.sort)).limit(query.size).offset(query.page * query.size);
      return { items: rows.map(toVocabDto), total: Number(total) };
    },

    async get(id: number, userId: number): Promise<VocabEntryDto> {
      const [row] = await db.select(vocabColumns).from(vocabEntries).where(mine(id, userId));
      if (!row) throw bookErrors.notFound('vocabBook', id);
      return toVocabDto(row);
    },

    /** Saves a word (a new card, due at once); the learner's second entry of a word is a 409. */
    async create(userId: number, word: string, task: { practiceType: string; skillType: Skill } | null): Promise<VocabEntryDto> {
      try {
        const [row] = await db.insert(vocabEntries)
          .values({ userId, word, practiceType: task?.practiceType ?? null, skillType: task?.skillType ?? null })
          .returning(vocabColumns);
        return toVocabDto(row);
      } catch (error) {
        if (isUniqueViolation(error)) throw bookErrors.exists('vocabBook');
        throw error;
      }
    },

    markPracticed: (id: number, userId: number, version: number) =>
      update(id, userId, version, { practiceCount: sql`${vocabEntries.practiceCount} + 1` }),

    /** Reads the entry at `version` without changing it (PATCH without `practiced`): a stale version is still a 409. */
    async at(id: number, userId: number, version: number): Promise<VocabEntryDto> {
      const [row] = await db.select(vocabColumns).from(vocabEntries).where(mine(id, userId));
      if (!row) throw bookErrors.notFound('vocabBook', id);
      if (row.version !== version) throw bookErrors.stale(row.version);
      return toVocabDto(row);
    },

    setNote: (id: number, userId: number, note: string | null, version: number) => update(id, userId, version, { note }),

    setBookmark: (id: number, userId: number, bookmark: BookmarkType, version: number) => update(id, userId, version, { bookmark }),

    async remove(id: number, userId: number): Promise<void> {
      const removed = await db.delete(vocabEntries).where(mine(id, userId)).returning({ id: vocabEntries.id });
      if (!removed.length) throw bookErrors.notFound('vocabBook', id);
    },

    /** The words due at `now`, oldest due first, and how many are due in all (one query: the count rides on each row). */
    async dueCards(userId: number, limit: number, now: Date): Promise<{ due: number; cards: ReviewCardRow[] }> {
      const rows = await db.select({ id: vocabEntries.id, word: vocabEntries.word, due: vocabEntries.due, total: sql<number>`(count(*) over ())::int` })
        .from(vocabEntries)
        .where(and(eq(vocabEntries.userId, userId), lte(vocabEntries.due, now)))
        .orderBy(asc(vocabEntries.due), asc(vocabEntries.id))
        .limit(limit);
      return { due: rows[0] ? Number(rows[0].total) : 0, cards: rows.map((row) => ({ id: row.id, word: row.word, due: iso(row.due) })) };
    },

    /** Schedules the word's next review from the grade (FSRS) and counts a practice. */
    async review(id: number, userId: number, grade: ReviewGrade, now: Date): Promise<{ id: number; due: string; practiceCount: number }> {
      const [row] = await db.select().from(vocabEntries).where(mine(id, userId));
      if (!row) throw bookErrors.notFound('vocabBook', id);
      const { card } = scheduler.next(cardOf(row), now, RATINGS[grade]);
      const [saved] = await db.update(vocabEntries).set({
        due: card.due, stability: card.stability, difficulty: card.difficulty, scheduledDays: card.scheduled_days,
        learningSteps: card.learning_steps, reps: card.reps, lapses: card.lapses, state: card.state, lastReview: card.last_review ?? now,
        practiceCount: sql`${vocabEntries.practiceCount} + 1`, version: sql`${vocabEntries.version} + 1`,
      }).where(and(mine(id, userId), eq(vocabEntries.version, row.version)))
        .returning({ id: vocabEntries.id, due: vocabEntries.due, practiceCount: vocabEntries.practiceCount });
      // Two grades of one card at once: the first wins; the second is told to reload rather than overwrite it.
      if (!saved) throw bookErrors.stale(row.version + 1);
      return { id: saved.id, due: iso(saved.due), practiceCount: saved.practiceCount };
    },
  };
}

/** The pronunciation and the spelling book: one table, the same calls, `book` picks the list. */
export function createWordBookRepository(db: Database) {
  const mine = (book: WordBook, id: number, userId: number) =>
    and(eq(wordBookEntries.id, id), eq(wordBookEntries.userId, userId), eq(wordBookEntries.book, book));

  async function update(book: WordBook, id: number, userId: number, version: number | undefined, set: PgUpdateSetSource<typeof wordBookEntries>) {
    const where = version === undefined ? mine(book, id, userId) : and(mine(book, id, userId), eq(wordBookEntries.version, version));
    const [row] = await db.update(wordBookEntries).set({ ...set, version: sql`${wordBookEntries.version} + 1` }).where(where).returning();
    if (row) return row;
    const [current] = await db.select({ version: wordBookEntries.version }).from(wordBookEntries).where(mine(book, id, userId));
    if (!current) throw bookErrors.notFound(book, id);
    throw bookErrors.stale(current.version);
  }

  function repository<Dto>(book: WordBook, toDto: (row: WordBookRow) => Dto) {
    return {
      async list(userId: number, query: BookListQuery): Promise<{ items: Dto[]; total: number }> {
        const where = and(eq(wordBookEntries.userId, userId), eq(wordBookEntries.book, book), ...commonFilters(wordBookEntries, query));
        const [{ total }] = await db.select({ total: sql<number>`count(*)::int` }).from(wordBookEntries).where(where);
        const rows = await db.select().from(wordBookEntries).where(where)
          .orderBy(...orderOf(wordBookEntries, query.sort)).limit(query.size).offset(query.page * query.size);
        return { items: rows.map(toDto), total: Number(total) };
      },
      async get(id: number, userId: number): Promise<Dto> {
        const [row] = await db.select().from(wordBookEntries).where(mine(book, id, userId));
        if (!row) throw bookErrors.notFound(book, id);
        return toDto(row);
      },
      async create(userId: number, word: string): Promise<Dto> {
        try {
          const [row] = await db.insert(wordBookEntries).values({ userId, book, word }).returning();
          return toDto(row);
        } catch (error) {
          if (isUniqueViolation(error)) throw bookErrors.exists(book);
          throw error;
        }
      },
      setBookmark: async (id: number, userId: number, bookmark: BookmarkType, version?: number) =>
        toDto(await update(book, id, userId, version, { bookmark })),
      setNote: async (id: number, userId: number, note: string | null, version?: number) =>
        toDto(await update(book, id, userId, version, { note })),
      async remove(id: number, userId: number): Promise<void> {
        const removed = await db.delete(wordBookEntries).where(mine(book, id, userId)).returning({ id: wordBookEntries.id });
        if (!removed.length) throw bookErrors.notFound(book, id);
      },
    };
  }

  return {
    pronunciation: {
      ...repository('pronunciationBook', toPronunciationDto),
      /** A word score of a word in the learner's pronunciation book (case aside): its last score, one more practice. False when the word is not there. */
      async recordScore(userId: number, word: string, score: number): Promise<boolean> {
        const updated = await db.update(wordBookEntries).set({
          lastScore: Math.round(score), practiceCount: sql`${wordBookEntries.practiceCount} + 1`, version: sql`${wordBookEntries.version} + 1`,
        }).where(and(eq(wordBookEntries.userId, userId), eq(wordBookEntries.book, 'pronunciationBook'), sql`lower(${wordBookEntries.word}) = ${word.toLowerCase()}`))
          .returning({ id: wordBookEntries.id });
        return updated.length > 0;
      },
    },
    spelling: {
      ...repository('spellingBook', toSpellingDto),
      /** The learner's spelling words, in random order (the dictation draw). */
      async randomWords(userId: number, limit: number): Promise<string[]> {
        const rows = await db.select({ word: wordBookEntries.word }).from(wordBookEntries)
          .where(and(eq(wordBookEntries.userId, userId), eq(wordBookEntries.book, 'spellingBook')))
          .orderBy(sql`random()`).limit(limit);
        return rows.map((row) => row.word);
      },
      /** Which of `words` (lower case) are in the learner's spelling book. */
      async having(userId: number, words: readonly string[]): Promise<Set<string>> {
        if (!words.length) return new Set();
        const rows = await db.select({ word: sql<string>`lower(${wordBookEntries.word})` }).from(wordBookEntries)
          .where(and(eq(wordBookEntries.userId, userId), eq(wordBookEntries.book, 'spellingBook'), inArray(sql`lower(${wordBookEntries.word})`, [...new Set(words)])));
        return new Set(rows.map((row) => row.word));
      },
    },
  };
}

export type VocabRepository = ReturnType<typeof createVocabRepository>;
export type WordBookRepository = ReturnType<typeof createWordBookRepository>;
