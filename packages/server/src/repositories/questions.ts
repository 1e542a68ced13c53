import { and, asc, desc, eq, inArray, isNotNull, isNull, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type {
  BookmarkType, Complexity, ImageType, PracticeQuestion, QuestionContent, QuestionRow, QuestionSolution, QuestionSort, Skill,
} from '@pte-kit/core';
import type { Database } from '../db/client';
import { bookmarks, questions } from '../db/schema';
import { questionPractice, questionTaskCounts } from '../db/scaleSchema';
import { prepared } from '../db/prepared';

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

/** A value of a query, or the placeholder a prepared statement fills in on each run (db/prepared.ts). */
type Value<T> = T | Placeholder;

export function createQuestionRepository(db: Database) {
  // The learner's practice count and bookmark are left joins on their (user, question) keys, and the Exam Memory count
  // is a column kept by a trigger (migration 0015): a page and its counts are one indexed pass over the task, with no
  // per-row subquery (docs/performance-at-scale.md).
  const qp = questionPractice;
  const predictionCount = sql<number>`"questions"."prediction_count"`;
  const practiceCount = sql<number>`coalesce(${qp.count}, 0)`;

  function where(skill: Skill, task: string, filters: QuestionListFilters): SQL {
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
      if (levels.length) parts.push(inArray(bookmarks.type, levels));
      if (filters.bookmarkTypes.includes('UNMARK')) parts.push(isNull(bookmarks.type));
      conditions.push(sql`(${sql.join(parts, sql` or `)})`);
    }
    if (filters.practiceStatus === 'PRACTICED') conditions.push(isNotNull(qp.questionId));
    if (filters.practiceStatus === 'NOT_PRACTICED') conditions.push(isNull(qp.questionId));
    if (filters.prediction) conditions.push(sql`${predictionCount} > 0`);
    if (filters.predictionType === 'WEEKLY') conditions.push(eq(questions.predictionWeekly, true));
    if (filters.predictionType === 'MONTHLY') conditions.push(eq(questions.predictionMonthly, true));
    return and(...conditions)!;
  }

  const rowColumns = {
    id: questions.id,
    title: questions.title,
    complexity: questions.complexity,
    practiceCount,
    predictionCount,
    bookmarkType: bookmarks.type,
    predictionWeekly: questions.predictionWeekly,
    predictionMonthly: questions.predictionMonthly,
    imageType: questions.imageType,
  };

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

  // The practice row names its task too: the join then reads only the learner's rows of this task (an index range),
  // not all their practice rows.
  const practiceRow = (skill: Value<Skill>, task: Value<string>, userId: Value<number>) =>
    and(eq(qp.userId, userId), eq(qp.skill, skill), eq(qp.task, task), eq(qp.questionId, questions.id));

  /** Whether any filter besides the practice status and the sort narrows the task's questions. */
  const filtersNarrow = (filters: Omit<QuestionListFilters, 'sort' | 'practiceStatus'>) => Boolean(filters.title?.trim()
    || filters.complexities?.length || filters.imageTypes?.length || filters.bookmarkTypes?.length || filters.prediction || filters.predictionType);

  // No filter but the practice status: the task's count is kept by a trigger (migration 0016) and the learner's
  // practised questions of the task are one index range, so nothing is counted over the task.
  const keptCounts = (skill: Value<Skill>, task: Value<string>, userId: Value<number>) => ({
    total: sql<number>`(select ${questionTaskCounts.count} from ${questionTaskCounts} where ${questionTaskCounts.skill} = ${skill} and ${questionTaskCounts.task} = ${task})`,
    practiced: sql<number>`(select count(*)::int from ${qp} where ${qp.userId} = ${userId} and ${qp.skill} = ${skill} and ${qp.task} = ${task})`,
  });
  const narrowedBy = (practiceStatus: QuestionListFilters['practiceStatus'], total: number, practiced: number) =>
    practiceStatus === 'PRACTICED' ? { total: practiced, practiced }
      : practiceStatus === 'NOT_PRACTICED' ? { total: total - practiced, practiced: 0 }
        : { total, practiced };

  /** How many questions match, and how many of them the learner has practised: one pass over the task's index. */
  async function counts(skill: Skill, task: string, userId: number, filters: QuestionListFilters) {
    const { sort: _sort, practiceStatus, ...narrowing } = filters;
    if (!filtersNarrow(narrowing)) {
      const kept = keptCounts(skill, task, userId);
      const result = await db.execute(sql`select ${kept.total} as total, ${kept.practiced} as practiced`);
      const [row] = (result as unknown as { rows: { total: number | null; practiced: number }[] }).rows;
      return narrowedBy(practiceStatus, Number(row?.total ?? 0), Number(row?.practiced ?? 0));
    }
    const query = db.select({ total: sql<number>`count(*)::int`, practiced: sql<number>`count(${qp.questionId})::int` }).from(questions)
      .leftJoin(qp, practiceRow(skill, task, userId));
    const [row] = await (filters.bookmarkTypes?.length
      ? query.leftJoin(bookmarks, and(eq(bookmarks.userId, userId), eq(bookmarks.questionId, questions.id)))
      : query).where(where(skill, task, filters));
    return { total: Number(row.total), practiced: Number(row.practiced) };
  }

  type PageRow = RawRow & { content?: QuestionContent; total?: number | null; practiced?: number };

  // The unfiltered list's page with its kept counts, and one question by id, are prepared statements (db/prepared.ts):
  // the same SQL on every request, only the values change, so neither drizzle nor the database builds it again.
  const at = { skill: sql.placeholder('skill'), task: sql.placeholder('task'), userId: sql.placeholder('userId') };
  const bookmarkRow = (userId: Value<number>) => and(eq(bookmarks.userId, userId), eq(bookmarks.questionId, questions.id));
  const unfilteredPage = (direction: 'asc' | 'desc') => prepared(`question_list_${direction}`, db
    .select({ ...rowColumns, ...keptCounts(at.skill, at.task, at.userId) }).from(questions)
    .leftJoin(qp, practiceRow(at.skill, at.task, at.userId))
    .leftJoin(bookmarks, bookmarkRow(at.userId))
    .where(and(eq(questions.skill, at.skill), eq(questions.task, at.task)))
    .orderBy((direction === 'desc' ? desc : asc)(questions.id))
    .limit(sql.placeholder('limit')).offset(sql.placeholder('offset')));
  let listStatements: Record<'asc' | 'desc', ReturnType<typeof unfilteredPage>> | undefined;
  const oneStatement = () => prepared('question_by_id', db
    .select({
      ...rowColumns, content: questions.content,
      position: sql<number>`(select count(*)::int from ${questions} q2 where q2.skill = ${at.skill} and q2.task = ${at.task} and q2.id <= ${sql.placeholder('id')})`,
      total: keptCounts(at.skill, at.task, at.userId).total,
    })
    .from(questions)
    .leftJoin(qp, practiceRow(at.skill, at.task, at.userId))
    .leftJoin(bookmarks, bookmarkRow(at.userId))
    .where(and(eq(questions.id, sql.placeholder('id')), eq(questions.skill, at.skill), eq(questions.task, at.task)))
    .limit(1));
  let oneById: ReturnType<typeof oneStatement> | undefined;

  async function rowsOf(skill: Skill, task: string, userId: number, condition: SQL, order: SQL[], limit: number, offset: number,
    withContent: boolean, withCounts = false): Promise<PageRow[]> {
    if (limit <= 0) return [];
    const columns = { ...rowColumns, ...(withContent ? { content: questions.content } : {}), ...(withCounts ? keptCounts(skill, task, userId) : {}) };
    const query = db.select(columns).from(questions)
      .leftJoin(qp, practiceRow(skill, task, userId))
      .leftJoin(bookmarks, and(eq(bookmarks.userId, userId), eq(bookmarks.questionId, questions.id)));
    return query.where(condition).orderBy(...order).limit(limit).offset(offset) as Promise<PageRow[]>;
  }

  /**
   * A page of the filtered, sorted list. Sorting by practice count is two ordered runs that each have an index: the
   * practised questions (the learner's practice rows of the task, by count) and the others (by id), joined at the
   * page boundary, so the task's questions are never sorted as a whole.
   */
  async function pageOf(skill: Skill, task: string, userId: number, filters: QuestionListFilters, offset: number, limit: number, withContent: boolean) {
    const condition = where(skill, task, filters);
    const [field, direction] = (filters.sort ?? 'id:asc').split(':') as [string, 'asc' | 'desc'];
    const dir = direction === 'desc' ? desc : asc;
    if (field !== 'practice') {
      const column = field === 'prediction' ? predictionCount : field === 'title' ? questions.title : null;
      const order = column ? [dir(column), asc(questions.id)] : [dir(questions.id)];
      const { sort: _sort, practiceStatus, ...narrowing } = filters;
      // Unfiltered: the page and its kept counts in one statement (the counts are uncorrelated subqueries, run once).
      const kept = !filtersNarrow(narrowing);
      // The plain list (every question of the task, by id): its prepared statement.
      const plain = kept && !column && (practiceStatus ?? 'ALL') === 'ALL' && !withContent && limit > 0;
      if (plain) listStatements ??= { asc: unfilteredPage('asc'), desc: unfilteredPage('desc') };
      const [found, rows] = await Promise.all([
        kept ? null : counts(skill, task, userId, filters),
        plain ? listStatements![direction === 'desc' ? 'desc' : 'asc'].execute({ skill, task, userId, limit, offset }) as Promise<PageRow[]>
          : rowsOf(skill, task, userId, condition, order, limit, offset, withContent, kept),
      ]);
      if (found) return { ...found, rows };
      if (!rows.length) return { ...(await counts(skill, task, userId, filters)), rows };
      return { ...narrowedBy(practiceStatus, Number(rows[0]!.total ?? 0), Number(rows[0]!.practiced ?? 0)), rows };
    }
    const found = await counts(skill, task, userId, filters);
    const practiced = { condition: and(condition, isNotNull(qp.questionId))!,
      order: [dir(qp.count), asc(questions.id)], size: found.practiced };
    const others = { condition: and(condition, isNull(qp.questionId))!, order: [asc(questions.id)], size: found.total - found.practiced };
    const [first, second] = direction === 'desc' ? [practiced, others] : [others, practiced];
    let rows = offset < first.size ? await rowsOf(skill, task, userId, first.condition, first.order, limit, offset, withContent) : [];
    rows = rows.concat(await rowsOf(skill, task, userId, second.condition, second.order, limit - rows.length, Math.max(0, offset - first.size), withContent));
    return { ...found, rows };
  }

  return {
    async list(skill: Skill, task: string, userId: number, filters: QuestionListFilters, page: number, size: number) {
      const found = await pageOf(skill, task, userId, filters, page * size, size, false);
      return { rows: found.rows.map(toRow), total: found.total, practiced: found.practiced };
    },

    /** The question at a 1-based position of the filtered, sorted list. */
    async atPosition(skill: Skill, task: string, userId: number, filters: QuestionListFilters, position: number) {
      const found = await pageOf(skill, task, userId, filters, position - 1, 1, true);
      const [row] = found.rows;
      if (!row) return { total: found.total, question: null };
      // Only the row and the content: the key, the explanation and the recording's script stay here.
      const question: PracticeQuestion = { ...toRow(row), skill, task, content: row.content! };
      return { total: found.total, question };
    },

    /**
     * One question of the task by id, with its 1-based position in the unfiltered list (sorted by id) and the task's
     * total: one statement (the position is a count over the task's covering index up to the id, the total is kept).
     */
    async oneById(skill: Skill, task: string, userId: number, id: number) {
      oneById ??= oneStatement();
      const [row] = await oneById.execute({ skill, task, userId, id });
      if (!row) return null;
      const question: PracticeQuestion = { ...toRow(row), skill, task, content: row.content };
      return { position: Number(row.position), total: Number(row.total ?? 0), question };
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
