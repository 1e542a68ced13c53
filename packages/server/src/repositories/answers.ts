import { createHmac, timingSafeEqual } from 'node:crypto';
import { and, desc, eq, ne, sql } from 'drizzle-orm';
import { withoutAnswerKey, type AnswerKey, type AnswerRecord, type PteType, type ScorePartKey, type TaskDefinition } from '@pte-kit/core';
import { recordingPath } from '../media/recordings';
import type { Database } from '../db/client';
import { practiceAnswers, questions, users, type AnswerStatus, type StoredResult } from '../db/schema';
import { questionAnswerCounts, questionPractice } from '../db/scaleSchema';
import { errors } from '../errors';
import { prepared } from '../db/prepared';

export type { StoredResult } from '../db/schema';

export interface NewAnswer {
  userId: number;
  questionId: number;
  task: TaskDefinition;
  pteType: PteType;
  answers: string[];
  duration: number;
  score: number;
  maxScore: number;
  result: StoredResult;
  /** The key the answer was scored against (the caller has the question loaded already). */
  answerKey: AnswerKey;
  /** SCORING when a scoring job will fill in the score (scoring/jobs); SCORED by default. */
  status?: AnswerStatus;
}

type JoinedRow = {
  answer: typeof practiceAnswers.$inferSelect;
  nickname: string;
  avatar: string | null;
  answerKey: AnswerKey;
};

/** Objective answers carry the key they were scored against, for colouring; AI-scored ones carry their traits instead. */
const isObjective = (task: TaskDefinition) => task.scoringKind !== 'writing' && task.scoringKind !== 'speaking';

/** The token of a share link: an HMAC of the answer's path, so only links the author was given open the answer. */
export function shareToken(key: string, skill: string, task: string, answerId: number): string {
  return createHmac('sha256', key).update(`share:${skill}/${task}/${answerId}`).digest('base64url').slice(0, 22);
}

export function createAnswerRepository(db: Database, publicUrl: string, shareKey: string) {
  function toRecord(row: JoinedRow, task: TaskDefinition, viewerId: number): AnswerRecord {
    const { answer } = row;
    const { result } = answer;
    const scores: AnswerRecord['scores'] = {};
    for (const part of task.scoreParts as readonly ScorePartKey[]) scores[part] = { score: answer.score, max: answer.maxScore };
    return {
      id: answer.id,
      practiceId: answer.questionId,
      type: answer.userId === viewerId ? 'MY_ANSWER' : 'OTHER',
      nickname: answer.userId === viewerId ? 'Me' : row.nickname,
      avatar: row.avatar,
      lastModifiedDate: answer.lastModifiedDate.toISOString(),
      pteType: answer.pteType as PteType,
      score: answer.score,
      maxScore: answer.maxScore,
      answers: answer.answer.answers,
      results: result.results,
      ...(result.pairs ? { pairs: result.pairs } : {}),
      ...(result.writing ? { writing: result.writing } : {}),
      ...(result.speaking ? { speaking: result.speaking, audio: result.audio ? recordingPath(result.audio) : null } : {}),
      ...(isObjective(task) ? { answerKey: row.answerKey } : {}),
      scores,
      duration: answer.duration,
      shareLink: `${publicUrl}/share/${task.skill}/${task.apiTask}/${answer.id}?key=${shareToken(shareKey, task.skill, task.apiTask, answer.id)}`,
    };
  }

  const joined = { answer: practiceAnswers, nickname: users.nickname, avatar: users.avatar, answerKey: questions.answerKey };
  const joinedFrom = () => db.select(joined).from(practiceAnswers)
    .innerJoin(users, eq(users.id, practiceAnswers.userId)).innerJoin(questions, eq(questions.id, practiceAnswers.questionId));

  /**
   * Own answers (mine = true) or the community's to one question: the page and, for a page past the end, the totals
   * alone, as prepared statements (db/prepared.ts), the same SQL for every question and learner.
   */
  function listStatement(mine: boolean) {
    const at = { questionId: sql.placeholder('questionId'), viewerId: sql.placeholder('viewerId'), skill: sql.placeholder('skill'), task: sql.placeholder('task') };
    const condition = and(
      eq(practiceAnswers.questionId, at.questionId),
      // The task too: a found answer then proves the question is of this task (the route asks only when none is).
      eq(practiceAnswers.skill, at.skill), eq(practiceAnswers.task, at.task),
      mine ? eq(practiceAnswers.userId, at.viewerId) : ne(practiceAnswers.userId, at.viewerId),
      // An answer still being scored (or whose job failed) has no score to show yet.
      eq(practiceAnswers.status, 'SCORED'),
    );
    // The totals are kept (migration 0018): the viewer's SCORED answers to the question are their practice count,
    // the community's are the question's count less those. They ride on the page's query (run once, uncorrelated).
    const own = sql<number>`coalesce((select ${questionPractice.count} from ${questionPractice}
      where ${questionPractice.userId} = ${at.viewerId} and ${questionPractice.questionId} = ${at.questionId}), 0)`;
    const total = mine ? own : sql<number>`coalesce((select ${questionAnswerCounts.count} from ${questionAnswerCounts}
      where ${questionAnswerCounts.questionId} = ${at.questionId}), 0) - ${own}`;
    // Whether the viewer answered the question (in any status) matters only for the community's answers.
    const answered = mine ? sql<boolean>`true` : sql<boolean>`exists(select 1 from ${practiceAnswers}
      where ${practiceAnswers.questionId} = ${at.questionId} and ${practiceAnswers.userId} = ${at.viewerId})`;
    const name = mine ? 'answers_mine' : 'answers_others';
    return {
      page: prepared(name, db.select({ ...joined, total, answered }).from(practiceAnswers)
        .innerJoin(users, eq(users.id, practiceAnswers.userId)).innerJoin(questions, eq(questions.id, practiceAnswers.questionId))
        .where(condition).orderBy(desc(practiceAnswers.lastModifiedDate), desc(practiceAnswers.id))
        .limit(sql.placeholder('limit')).offset(sql.placeholder('offset'))),
      counts: prepared(`${name}_totals`, db.select({ total, answered }).from(sql`(select 1) as one`)),
    };
  }
  const statements: { mine?: ReturnType<typeof listStatement>; others?: ReturnType<typeof listStatement> } = {};

  return {
    toRecord,
    async insert(tx: Database, input: NewAnswer): Promise<AnswerRecord> {
      const [answer] = await tx.insert(practiceAnswers).values({
        userId: input.userId,
        questionId: input.questionId,
        skill: input.task.skill,
        task: input.task.apiTask,
        pteType: input.pteType,
        answer: { answers: input.answers },
        result: input.result,
        score: input.score,
        maxScore: input.maxScore,
        duration: input.duration,
        status: input.status ?? 'SCORED',
      }).returning();
      const [user] = await tx.select({ nickname: users.nickname, avatar: users.avatar }).from(users).where(eq(users.id, input.userId));
      return toRecord({ answer, ...user, answerKey: input.answerKey }, input.task, input.userId);
    },

    /**
     * Own answers (mine = true) or the community's (mine = false) to one question, newest first; page is 0-based.
     * Until the viewer has answered the question, community answers come without the key (a right answer is
     * still shown as right: that is its score).
     */
    async list(task: TaskDefinition, questionId: number, viewerId: number, mine: boolean, page: number, size: number) {
      statements[mine ? 'mine' : 'others'] ??= listStatement(mine);
      const values = { questionId, viewerId, skill: task.skill, task: task.apiTask };
      const rows = await statements[mine ? 'mine' : 'others']!.page.execute({ ...values, limit: size, offset: page * size });
      // A page past the end has no row to carry the totals: they are asked for alone.
      const counts = rows[0] ?? (await statements[mine ? 'mine' : 'others']!.counts.execute(values))[0]!;
      const { total: found, answered: viewerAnswered } = counts;
      const records = rows.map((row) => toRecord(row, task, viewerId));
      return { records: mine || viewerAnswered ? records : records.map(withoutAnswerKey), total: Math.max(0, Number(found)) };
    },

    /** A shared answer, when `key` is the token of its share link; undefined otherwise (a wrong key looks like a missing answer). */
    async shared(task: TaskDefinition, answerId: number, key: string): Promise<AnswerRecord | undefined> {
      const expected = Buffer.from(shareToken(shareKey, task.skill, task.apiTask, answerId));
      const given = Buffer.from(key);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
      const [row] = await joinedFrom()
        .where(and(eq(practiceAnswers.id, answerId), eq(practiceAnswers.skill, task.skill), eq(practiceAnswers.task, task.apiTask)));
      return row ? toRecord(row, task, 0) : undefined;
    },

    /** One of the viewer's own answers with its scoring status; undefined when it is not there or not theirs (a 404 either way). */
    async own(task: TaskDefinition, answerId: number, viewerId: number): Promise<(AnswerRecord & { status: AnswerStatus; failure?: string }) | undefined> {
      const [row] = await joinedFrom().where(and(
        eq(practiceAnswers.id, answerId), eq(practiceAnswers.userId, viewerId),
        eq(practiceAnswers.skill, task.skill), eq(practiceAnswers.task, task.apiTask),
      ));
      if (!row) return undefined;
      const { failure } = row.answer.result;
      return { ...toRecord(row, task, viewerId), status: row.answer.status, ...(failure ? { failure } : {}) };
    },

    /** Deletes one of the learner's answers; answers what it stored, so the caller can remove its recording. */
    async remove(task: TaskDefinition, answerId: number, userId: number): Promise<StoredResult> {
      const [answer] = await db.select({ userId: practiceAnswers.userId, result: practiceAnswers.result }).from(practiceAnswers)
        .where(and(eq(practiceAnswers.id, answerId), eq(practiceAnswers.skill, task.skill), eq(practiceAnswers.task, task.apiTask)));
      if (!answer) throw errors.notFound('The answer');
      if (answer.userId !== userId) throw errors.notYours();
      await db.delete(practiceAnswers).where(eq(practiceAnswers.id, answerId));
      return answer.result;
    },
  };
}

export type AnswerRepository = ReturnType<typeof createAnswerRepository>;
