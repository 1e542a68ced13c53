import { and, asc, desc, eq, gte, lte, or, sql, type SQL } from 'drizzle-orm';
import type { NoteDto, NoteSort, Skill } from '@pte-kit/core';
import type { Database } from '../db/client';
import { notes, questions } from '../db/schema';
import { AppError, errors } from '../errors';
import { containsPattern, isUniqueViolation, iso } from './databaseErrors';
import { prepared } from '../db/prepared';

export const noteErrors = {
  notYours: () => new AppError(403, 'This note belongs to another learner.'),
  notFound: (id: number) => errors.notFound(`Note ${id}`),
  duplicate: (id: number) =>
    new AppError(409, `You already have a note on this question (note ${id}). Open it and edit it instead of adding another.`),
  stale: (current: number) =>
    new AppError(409, `This note was changed somewhere else since you opened it (it is now at version ${current}). Reload the note and save again.`, [
      { field: 'version', defaultMessage: `The note is now at version ${current}.` },
    ]),
  otherQuestion: (practiceId: number) =>
    errors.badRequest(`This note belongs to question ${practiceId}; a note cannot move to another question.`, 'practiceId'),
};

export interface NoteContent {
  /** Sanitised HTML. */
  description: string;
  plainText: string;
}

export interface NoteListQuery {
  page: number;
  size: number;
  /** Only notes on questions of these tasks. */
  tasks?: { skill: Skill; task: string }[];
  sort?: NoteSort;
  from?: Date;
  to?: Date;
  /** Text to find in the note. */
  search?: string;
}

const columns = { note: notes, skill: questions.skill, task: questions.task, title: questions.title };
type Row = { note: typeof notes.$inferSelect; skill: string; task: string; title: string };

function toDto({ note, skill, task, title }: Row): NoteDto {
  return {
    id: note.id,
    description: note.description,
    version: note.version,
    practiceId: note.questionId,
    skill: skill as Skill,
    task,
    title,
    createdDate: iso(note.createdDate),
    lastModifiedDate: iso(note.lastModifiedDate),
  };
}

export function createNoteRepository(db: Database) {
  async function row(id: number): Promise<Row | undefined> {
    return (await db.select(columns).from(notes).innerJoin(questions, eq(questions.id, notes.questionId)).where(eq(notes.id, id)).limit(1))[0];
  }

  /** The learner's own note, or the coded error that says why not. */
  async function own(id: number, userId: number): Promise<Row> {
    const found = await row(id);
    if (!found) throw noteErrors.notFound(id);
    if (found.note.userId !== userId) throw noteErrors.notYours();
    return found;
  }

  function order(sort: NoteSort = 'lastModifiedDate:desc'): SQL[] {
    const [field, direction] = sort.split(':');
    const dir = direction === 'asc' ? asc : desc;
    const column = field === 'createdDate' ? notes.createdDate : field === 'id' ? notes.id : notes.lastModifiedDate;
    return column === notes.id ? [dir(notes.id)] : [dir(column), dir(notes.id)];
  }

  const DEFAULT_SORT: NoteSort = 'lastModifiedDate:desc';
  const allNotesStatements = () => {
    const userId = sql.placeholder('userId');
    // Every note has its question (the foreign key deletes a note with its question), so the count reads the notes'
    // index alone: 0.3 ms for a learner with 2,279 notes at 1M questions, against 7.9 ms joined to the questions.
    const count = db.select({ total: sql<number>`count(*)::int` }).from(notes).where(eq(notes.userId, userId));
    return {
      page: prepared('notes_all', db.select({ ...columns, total: sql<number>`(${count})` }).from(notes)
        .innerJoin(questions, eq(questions.id, notes.questionId)).where(eq(notes.userId, userId))
        .orderBy(...order(DEFAULT_SORT)).limit(sql.placeholder('limit')).offset(sql.placeholder('offset'))),
      count: prepared('notes_all_count', count),
    };
  };
  let allNotes: ReturnType<typeof allNotesStatements> | undefined;

  return {
    async get(id: number, userId: number): Promise<NoteDto> {
      return toDto(await own(id, userId));
    },

    async create(userId: number, questionId: number, content: NoteContent): Promise<NoteDto> {
      try {
        const [note] = await db.insert(notes).values({ userId, questionId, ...content }).returning({ id: notes.id });
        return toDto((await row(note.id))!);
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
        const [existing] = await db.select({ id: notes.id }).from(notes).where(and(eq(notes.userId, userId), eq(notes.questionId, questionId)));
        throw noteErrors.duplicate(existing?.id ?? 0);
      }
    },

    /** Saves a new text over `version`; a learner editing an older version gets a 409 instead of overwriting. */
    async update(id: number, userId: number, questionId: number, version: number, content: NoteContent): Promise<NoteDto> {
      const current = await own(id, userId);
      if (current.note.questionId !== questionId) throw noteErrors.otherQuestion(current.note.questionId);
      if (current.note.version !== version) throw noteErrors.stale(current.note.version);
      const updated = await db.update(notes)
        .set({ ...content, version: sql`${notes.version} + 1`, lastModifiedDate: sql`now()` })
        .where(and(eq(notes.id, id), eq(notes.version, version)))
        .returning({ id: notes.id });
      if (!updated.length) throw noteErrors.stale((await row(id))?.note.version ?? version + 1);
      return toDto((await row(id))!);
    },

    async remove(id: number, userId: number): Promise<void> {
      await own(id, userId);
      await db.delete(notes).where(and(eq(notes.id, id), eq(notes.userId, userId)));
    },

    /** The learner's notes; page is 0-based. */
    async list(userId: number, query: NoteListQuery) {
      if (!query.tasks && !query.from && !query.to && !query.search?.trim() && (query.sort ?? DEFAULT_SORT) === DEFAULT_SORT) {
        // All of them, newest first (the notes page as it opens): prepared statements with the total on the page's rows.
        allNotes ??= allNotesStatements();
        const rows = await allNotes.page.execute({ userId, limit: query.size, offset: query.page * query.size });
        const total = rows[0]?.total ?? (await allNotes.count.execute({ userId }))[0]!.total;
        return { items: rows.map(toDto), total: Number(total) };
      }
      const conditions: SQL[] = [eq(notes.userId, userId)];
      if (query.tasks) {
        conditions.push(or(...query.tasks.map(({ skill, task }) => and(eq(questions.skill, skill), eq(questions.task, task))))!);
      }
      if (query.from) conditions.push(gte(notes.lastModifiedDate, query.from));
      if (query.to) conditions.push(lte(notes.lastModifiedDate, query.to));
      const search = query.search?.trim();
      if (search) conditions.push(sql`${notes.plainText} ilike ${containsPattern(search)}`);
      const where = and(...conditions);
      // The questions are joined only when the filter is on them (the tasks).
      const counted = db.select({ total: sql<number>`count(*)::int` }).from(notes);
      const [{ total }] = await (query.tasks ? counted.innerJoin(questions, eq(questions.id, notes.questionId)) : counted).where(where);
      const rows = await db.select(columns).from(notes).innerJoin(questions, eq(questions.id, notes.questionId))
        .where(where).orderBy(...order(query.sort)).limit(query.size).offset(query.page * query.size);
      return { items: rows.map(toDto), total: Number(total) };
    },
  };
}

export type NoteRepository = ReturnType<typeof createNoteRepository>;
