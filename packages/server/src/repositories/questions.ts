import { and, asc, desc, eq, inArray, isNotNull, sql, type SQL } from 'drizzle-orm';
import type {
  BookmarkType, Complexity, ImageType, PracticeQuestion, QuestionRow, QuestionSolution, QuestionSort, Skill,
} from '@pte-kit/core';
import type { Database } from '../db/client';
import { bookmarks, examMemoryReports, practiceAnswers, questions } from '../db/schema';

export type QuestionRecord = typeof questions.$inferSelect;

/** The answer section of a stored question: its key, the recording's script as the transcript, the explanation. */
export function solutionOf(record: QuestionRecord): QuestionSolution {
  return { practiceId: record.id, answerKey: record.answerKey, transcript: record.recording?.script ?? null, explanation: record.explanation };
}

export interface QuestionListFilters {
  title?: string;
  complexities?: Complexity[];
  bookmarkTypes?: BookmarkType[];
  imageTypes?: ImageType[];
  practiceStatus?: 'ALL' | 'PRACTICED' | 'NOT_PRACTICED';
  prediction?: boolean;
  predictionType?: 'WEEKLY' | 'MONTHLY' | null;
  sort?: QuestionSort | null;
}

export function createQuestionRepository(db: Database) {
  // Correlated subqueries name their tables explicitly: drizzle writes columns of a one-table select
  // unqualified, and an unqualified "id" inside the subquery would bind to the inner table's id.
  const outerId = sql.raw('"questions"."id"');
  const practiceCount = (userId: number) =>
    sql<number>`(select count(*)::int from ${practiceAnswers} pa where pa.question_id = ${outerId} and pa.user_id = ${userId})`;
  const bookmarkType = (userId: number) =>
    sql<BookmarkType | null>`(select b.type from ${bookmarks} b where b.question_id = ${outerId} and b.user_id = ${userId})`;
  // The Exam Memory count: how many exam-memory reports learners made of the question.
  const predictionCount = sql<number>`(select count(*)::int from ${examMemoryReports} em where em.question_id = ${outerId})`;

  function where(skill: Skill, task: string, userId: number, filters: QuestionListFilters): SQL {
    const conditions: SQL[] = [eq(questions.skill, skill), eq(questions.task, task)];
    const title = filters.title?.trim();
    if (title) {
      const pattern = `%${title.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
      const id = Number(title.replace(/^#/, ''));
      conditions.push(Number.isInteger(id) && id > 0 && id <= 2_147_483_647
        ? sql`(${questions.title} ilike ${pattern} or ${questions.id} = ${id})`
        : sql`${questions.title} ilike ${pattern}`);
    }
    if (filters.complexities?.length) conditions.push(inArray(questions.complexity, filters.complexities));
    if (filters.imageTypes?.length) conditions.push(inArray(questions.imageType, filters.imageTypes));
    if (filters.bookmarkTypes?.length) {
      const levels = filters.bookmarkTypes.filter((type) => type !== 'UNMARK');
      const parts: SQL[] = [];
      if (levels.length) parts.push(sql`${bookmarkType(userId)} in (${sql.join(levels.map((l) => sql`${l}`), sql`, `)})`);
      if (filters.bookmarkTypes.includes('UNMARK')) parts.push(sql`${bookmarkType(userId)} is null`);
      conditions.push(sql`(${sql.join(parts, sql` or `)})`);
    }
    if (filters.practiceStatus === 'PRACTICED') conditions.push(sql`${practiceCount(userId)} > 0`);
    if (filters.practiceStatus === 'NOT_PRACTICED') conditions.push(sql`${practiceCount(userId)} = 0`);
    if (filters.prediction) conditions.push(sql`${predictionCount} > 0`);
    if (filters.predictionType === 'WEEKLY') conditions.push(eq(questions.predictionWeekly, true));
    if (filters.predictionType === 'MONTHLY') conditions.push(eq(questions.predictionMonthly, true));
    return and(...conditions)!;
  }

  function orderBy(userId: number, sort: QuestionSort | null | undefined): SQL[] {
    const [field, direction] = (sort ?? 'id:asc').split(':') as [string, 'asc' | 'desc'];
    const dir = direction === 'desc' ? desc : asc;
    const column = field === 'practice' ? practiceCount(userId)
      : field === 'prediction' ? predictionCount
      : field === 'title' ? questions.title
      : questions.id;
    return column === questions.id ? [dir(questions.id)] : [dir(column), asc(questions.id)];
  }

  const rowColumns = (userId: number) => ({
    id: questions.id,
    title: questions.title,
    complexity: questions.complexity,
    practiceCount: practiceCount(userId),
    predictionCount,
    bookmarkType: bookmarkType(userId),
    predictionWeekly: questions.predictionWeekly,
    predictionMonthly: questions.predictionMonthly,
    imageType: questions.imageType,
  });

  type RawRow = { id: number; title: string; complexity: string; practiceCount: number; predictionCount: number;
    bookmarkType: string | null; predictionWeekly: boolean; predictionMonthly: boolean; imageType: string | null };
  const toRow = (row: RawRow): QuestionRow => ({
    id: row.id,
    title: row.title,
    complexity: row.complexity as Complexity,
    practiceCount: Number(row.practiceCount),
    predictionCount: Number(row.predictionCount),
    bookmarkType: (row.bookmarkType ?? 'UNMARK') as BookmarkType,
    prediction: row.predictionWeekly || row.predictionMonthly,
    imageType: row.imageType as ImageType | null,
  });

  return {
    async list(skill: Skill, task: string, userId: number, filters: QuestionListFilters, page: number, size: number) {
      const condition = where(skill, task, userId, filters);
      const [counts] = await db
        .select({
          total: sql<number>`count(*)::int`,
          practiced: sql<number>`count(*) filter (where ${practiceCount(userId)} > 0)::int`,
        })
        .from(questions)
        .where(condition);
      const rows = await db.select(rowColumns(userId)).from(questions).where(condition)
        .orderBy(...orderBy(userId, filters.sort)).limit(size).offset(page * size);
      return { rows: rows.map(toRow), total: Number(counts.total), practiced: Number(counts.practiced) };
    },

    /** The question at a 1-based position of the filtered, sorted list. */
    async atPosition(skill: Skill, task: string, userId: number, filters: QuestionListFilters, position: number) {
      const condition = where(skill, task, userId, filters);
      const [{ total }] = await db.select({ total: sql<number>`count(*)::int` }).from(questions).where(condition);
      const [row] = await db.select({ ...rowColumns(userId), record: questions }).from(questions).where(condition)
        .orderBy(...orderBy(userId, filters.sort)).limit(1).offset(position - 1);
      if (!row) return { total: Number(total), question: null };
      // Only the row and the content: the key, the explanation and the recording's script stay here.
      const question: PracticeQuestion = { ...toRow(row), skill, task, content: row.record.content };
      return { total: Number(total), question };
    },

    /** 1-based position of a question in its task's unfiltered list (sorted by id). */
    async positionOf(skill: Skill, task: string, id: number): Promise<number | null> {
      if (!(await this.byId(skill, task, id))) return null;
      const [{ position }] = await db.select({ position: sql<number>`count(*)::int` }).from(questions)
        .where(and(eq(questions.skill, skill), eq(questions.task, task), sql`${questions.id} <= ${id}`));
      return Number(position);
    },

    async byIdAnyTask(id: number): Promise<QuestionRecord | undefined> {
      return (await db.select().from(questions).where(eq(questions.id, id)).limit(1))[0];
    },

    /** Every question with a picture, for rendering in the background. */
    async withCharts(): Promise<{ id: number; content: unknown }[]> {
      return db.select({ id: questions.id, content: questions.content }).from(questions)
        .where(sql`${questions.content} ? 'chart'`).orderBy(asc(questions.id));
    },
    /** Every question with a recording, for rendering in the background. */
    async withRecordings(): Promise<Pick<QuestionRecord, 'id' | 'content' | 'recording'>[]> {
      return db.select({ id: questions.id, content: questions.content, recording: questions.recording }).from(questions)
        .where(isNotNull(questions.recording)).orderBy(asc(questions.id));
    },

    async byId(skill: Skill, task: string, id: number): Promise<QuestionRecord | undefined> {
      return (await db.select().from(questions)
        .where(and(eq(questions.id, id), eq(questions.skill, skill), eq(questions.task, task))).limit(1))[0];
    },
  };
}

export type QuestionRepository = ReturnType<typeof createQuestionRepository>;
