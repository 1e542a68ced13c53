import { and, eq, sql } from 'drizzle-orm';
import {
  findTaskByApi, skills, skillShares, taskCatalog, type DailyPractice, type EnglishLevel, type Skill, type StatisticsDto,
  type StudyPlanSubmission, type TargetDto,
} from '@pte-kit/core';
import type { Database } from '../db/client';
import { practiceAnswers, practiceDays, studyPlans, targets, users, type PlanBaseline } from '../db/schema';
import { AppError } from '../errors';

export const homeErrors = {
  staleTarget: (current: number) =>
    new AppError(409, `Your target was changed somewhere else since you opened it (it is now at version ${current}). Reload it and save again.`, [
      { field: 'version', defaultMessage: `The target is now at version ${current}.` },
    ]),
};

/** A target as saved: the scores sent (the others cleared), the date and the language. */
export interface TargetValues {
  overall: number | null;
  listening: number | null;
  reading: number | null;
  writing: number | null;
  speaking: number | null;
  examDate: string;
  language: string;
}

export type TargetRow = typeof targets.$inferSelect;
export type StudyPlanRow = typeof studyPlans.$inferSelect;
/** What a day of the plan reads of the plan and of the target. */
export type PlanInputs = Pick<StudyPlanRow, 'id' | 'englishLevel' | 'dailyPractice' | 'baseline'>;
export type TargetScores = Pick<TargetRow, 'overall' | 'listening' | 'reading' | 'writing' | 'speaking' | 'examDate'>;

const EMPTY_TARGET: TargetDto = {
  overall: null, listening: null, reading: null, writing: null, speaking: null, examDate: null, language: null, version: 0,
};

export function toTargetDto(row: TargetRow | null | undefined): TargetDto {
  if (!row) return { ...EMPTY_TARGET };
  const { overall, listening, reading, writing, speaking, examDate, language, version } = row;
  return { overall, listening, reading, writing, speaking, examDate, language, version };
}

/** The study plan field of an answer's task, or undefined for a task the catalogue no longer has. */
const fieldOf = (skill: string, task: string) => findTaskByApi(skill, task)?.studyPlanField;

/** Per (skill, task): answers and their mean fraction of the maximum score (null when none had a maximum). */
export interface TaskAverage {
  skill: string;
  task: string;
  answers: number;
  ratio: number | null;
}

/**
 * Where a learner stands per skill (10–90) from their answers: each answer's fraction of its task's maximum, counted
 * towards every skill the task feeds by the planner's shares, mapped onto the exam's 10–90 scale. Null for a skill
 * no answer feeds.
 */
export function skillScores(averages: readonly TaskAverage[]): Record<Skill, number | null> {
  const sums = Object.fromEntries(skills.map((skill) => [skill, { weight: 0, value: 0 }])) as Record<Skill, { weight: number; value: number }>;
  for (const { skill, task, answers, ratio } of averages) {
    const definition = findTaskByApi(skill, task);
    if (!definition || ratio === null) continue;
    for (const [fed, share] of Object.entries(skillShares(definition)) as [Skill, number][]) {
      sums[fed].weight += share * answers;
      sums[fed].value += share * answers * ratio;
    }
  }
  return Object.fromEntries(skills.map((skill) => {
    const { weight, value } = sums[skill];
    return [skill, weight ? Math.round(10 + 80 * (value / weight)) : null];
  })) as Record<Skill, number | null>;
}

/**
 * Counts a learner's answers into practice_days again, in their time zone now (after the zone changed). `tx` is the
 * transaction that changed the zone, so the days and the zone change together.
 */
export async function recountPracticeDays(tx: Database, userId: number): Promise<void> {
  await tx.delete(practiceDays).where(eq(practiceDays.userId, userId));
  await tx.execute(sql`
    INSERT INTO ${practiceDays} (user_id, day, skill, task, answers, scored_answers, score_ratio_sum)
    SELECT a.user_id, (a.last_modified_date AT TIME ZONE u.time_zone)::date, a.skill, a.task, count(*),
      count(*) FILTER (WHERE a.max_score > 0), coalesce(sum(a.score / a.max_score) FILTER (WHERE a.max_score > 0), 0)
    FROM ${practiceAnswers} a JOIN ${users} u ON u.id = a.user_id
    WHERE a.user_id = ${userId}
    GROUP BY 1, 2, 3, 4`);
}

const DAY_MS = 86_400_000;
const shift = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

export function createHomeRepository(db: Database) {
  /*
   * The home's reads answer one row of JSON text: PGlite hands rows to JavaScript one by one at a cost that dwarfs the
   * query itself, so a month of practice days is aggregated and serialised in the database, and read as one value.
   */
  const planJson = (userId: number) => sql`(SELECT json_build_object('id', p.id, 'englishLevel', p.english_level,
    'dailyPractice', p.daily_practice, 'baseline', p.baseline) FROM ${studyPlans} p WHERE p.user_id = ${userId})::text`;
  const targetJson = (userId: number) => sql`(SELECT json_build_object('overall', t.overall, 'listening', t.listening,
    'reading', t.reading, 'writing', t.writing, 'speaking', t.speaking, 'examDate', t.exam_date) FROM ${targets} t WHERE t.user_id = ${userId})::text`;
  const parse = <T>(text: unknown): T | null => (typeof text === 'string' ? JSON.parse(text) as T : null);

  /** Per (skill, task) over the learner's days from `from` to `to` (both included): answers and mean score fraction. */
  const taskTotals = (userId: number, from: string, to: string) => sql`(SELECT coalesce(json_agg(json_build_array(skill, task, a, s, r)), '[]')
    FROM (SELECT skill, task, sum(answers)::int a, sum(scored_answers)::int s, sum(score_ratio_sum) r FROM ${practiceDays}
      WHERE user_id = ${userId} AND day >= ${from} AND day <= ${to} GROUP BY skill, task) totals)::text`;

  function toAverages(rows: [string, string, number, number, number][] | null): TaskAverage[] {
    return (rows ?? []).filter(([, , answers]) => answers > 0).map(([skill, task, answers, scored, sum]) => ({
      skill, task, answers, ratio: scored > 0 ? Math.min(1, Math.max(0, sum / scored)) : null,
    }));
  }

  return {
    async target(userId: number): Promise<TargetDto> {
      return toTargetDto((await db.select().from(targets).where(eq(targets.userId, userId)).limit(1))[0]);
    },

    /**
     * Saves the target over the version read: 0 makes the first one, n replaces version n. Any other version is stale
     * (409): two tabs never overwrite each other silently.
     */
    async saveTarget(userId: number, version: number, values: TargetValues): Promise<TargetDto> {
      const saved = version === 0
        ? await db.insert(targets).values({ userId, ...values, version: 1 }).onConflictDoNothing().returning()
        : await db.update(targets).set({ ...values, version: sql`${targets.version} + 1`, lastModifiedDate: sql`now()` })
          .where(and(eq(targets.userId, userId), eq(targets.version, version))).returning();
      if (saved.length) return toTargetDto(saved[0]);
      const current = await this.target(userId);
      throw homeErrors.staleTarget(current.version);
    },

    async setEnglishLevel(userId: number, level: EnglishLevel): Promise<void> {
      await db.update(users).set({ englishLevel: level }).where(eq(users.id, userId));
    },

    /** A day of the plan in one read: the plan, the target, and the answers given that day per study plan field. */
    async planDay(userId: number, day: string): Promise<{ plan: PlanInputs | null; target: TargetScores | null; done: Record<string, number> }> {
      const { rows } = await db.execute(sql`SELECT ${planJson(userId)} AS plan, ${targetJson(userId)} AS target, ${taskTotals(userId, day, day)} AS done`);
      const done: Record<string, number> = Object.fromEntries(taskCatalog.map((task) => [task.studyPlanField, 0]));
      for (const { skill, task, answers } of toAverages(parse(rows[0].done))) {
        const field = fieldOf(skill, task);
        if (field) done[field] += answers;
      }
      return { plan: parse<PlanInputs>(rows[0].plan), target: parse<TargetScores>(rows[0].target), done };
    },

    /** Where the learner stands per skill from their answers of the 30 days up to `today` (their calendar). */
    async recentSkillScores(userId: number, today: string, days = 30): Promise<Record<Skill, number | null>> {
      const { rows } = await db.execute(sql`SELECT ${taskTotals(userId, shift(today, -days), today)} AS tasks`);
      return skillScores(toAverages(parse(rows[0].tasks)));
    },

    /** Creates or replaces the learner's plan, and keeps their English level with it: both or neither. */
    async savePlan(userId: number, submission: StudyPlanSubmission, baseline: PlanBaseline): Promise<StudyPlanRow> {
      const values = {
        englishLevel: submission.englishLevel,
        dailyPractice: submission.dailyPractice as DailyPractice,
        mockOverall: submission.overall,
        mockListening: submission.listening,
        mockReading: submission.reading,
        mockWriting: submission.writing,
        mockSpeaking: submission.speaking,
        baseline,
      };
      return db.transaction(async (tx) => {
        const [plan] = await tx.insert(studyPlans).values({ userId, ...values })
          .onConflictDoUpdate({ target: studyPlans.userId, set: { ...values, lastModifiedDate: sql`now()` } })
          .returning();
        await tx.update(users).set({ englishLevel: submission.englishLevel }).where(eq(users.id, userId));
        return plan;
      });
    },

    /**
     * The last `days` days of the learner's calendar up to `today`: items per skill per day (every day present, oldest
     * first), per task the answers and mean score, and the target. One statement over the practice_days key range.
     */
    async statistics(userId: number, today: string, days: number) {
      const from = shift(today, -(days - 1));
      const { rows } = await db.execute(sql`SELECT
        (SELECT coalesce(json_agg(json_build_array(day, skill, n)), '[]') FROM (SELECT day, skill, sum(answers)::int n FROM ${practiceDays}
          WHERE user_id = ${userId} AND day >= ${from} AND day <= ${today} GROUP BY day, skill) per_day)::text AS days,
        ${taskTotals(userId, from, today)} AS tasks,
        ${targetJson(userId)} AS target`);
      const perDay = new Map<string, Record<Skill, number>>();
      for (const [day, skill, answers] of parse<[string, string, number][]>(rows[0].days) ?? []) {
        const counts = perDay.get(day) ?? { speaking: 0, writing: 0, reading: 0, listening: 0 };
        if ((skills as readonly string[]).includes(skill)) counts[skill as Skill] += answers;
        perDay.set(day, counts);
      }
      const dayList: StatisticsDto['days'] = [];
      for (let index = 0; index < days; index += 1) {
        const date = shift(from, index);
        dayList.push({ date, ...(perDay.get(date) ?? { speaking: 0, writing: 0, reading: 0, listening: 0 }) });
      }
      return { days: dayList, tasks: toAverages(parse(rows[0].tasks)), target: parse<TargetScores>(rows[0].target) };
    },
  };
}

export type HomeRepository = ReturnType<typeof createHomeRepository>;
