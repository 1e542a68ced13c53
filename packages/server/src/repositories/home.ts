import { and, eq, sql } from 'drizzle-orm';
import {
  findTaskByApi, skills, skillShares, taskCatalog, type DailyPractice, type EnglishLevel, type Skill, type StatisticsDto,
  type StudyPlanSubmission, type TargetDto,
} from '@pte-kit/core';
import type { Database } from '../db/client';
import { practiceAnswers, studyPlans, targets, users, type PlanBaseline } from '../db/schema';
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

/** A calendar day's bounds in a zone as SQL instants: the index on (user, time) answers the range. */
const startOf = (day: string, zone: string) => sql`(${day}::timestamp AT TIME ZONE ${zone})`;
const startAfter = (day: string, zone: string) => sql`((${day}::date + 1)::timestamp AT TIME ZONE ${zone})`;

/** Per (skill, task): answers and their mean fraction of the maximum score. */
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

export function createHomeRepository(db: Database) {
  /** Per task: answers and mean score fraction in [from, to) of the learner's calendar (their zone). */
  async function taskAverages(userId: number, zone: string, from: string, toExclusive: string): Promise<TaskAverage[]> {
    const rows = await db.select({
      skill: practiceAnswers.skill,
      task: practiceAnswers.task,
      answers: sql<number>`count(*)::int`,
      ratio: sql<number | null>`avg(CASE WHEN ${practiceAnswers.maxScore} > 0 THEN ${practiceAnswers.score} / ${practiceAnswers.maxScore} END)::float8`,
    }).from(practiceAnswers)
      .where(and(
        eq(practiceAnswers.userId, userId),
        sql`${practiceAnswers.lastModifiedDate} >= ${startOf(from, zone)}`,
        sql`${practiceAnswers.lastModifiedDate} < ${startOf(toExclusive, zone)}`,
      ))
      .groupBy(practiceAnswers.skill, practiceAnswers.task);
    return rows;
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

    /** The learner's plan and target in one read. */
    async planAndTarget(userId: number): Promise<{ plan: StudyPlanRow | null; target: TargetRow | null }> {
      const [row] = await db.select({ plan: studyPlans, target: targets }).from(users)
        .leftJoin(studyPlans, eq(studyPlans.userId, users.id))
        .leftJoin(targets, eq(targets.userId, users.id))
        .where(eq(users.id, userId)).limit(1);
      return { plan: row?.plan ?? null, target: row?.target ?? null };
    },

    /** Where the learner stands per skill from their answers of the 30 days before `today` (and today). */
    async recentSkillScores(userId: number, zone: string, today: string, days = 30): Promise<Record<Skill, number | null>> {
      const from = new Date(Date.parse(`${today}T00:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);
      const toExclusive = new Date(Date.parse(`${today}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
      return skillScores(await taskAverages(userId, zone, from, toExclusive));
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

    /** Answers the learner submitted on one day of their calendar, per study plan field (every field, 0 when none). */
    async doneOn(userId: number, zone: string, day: string): Promise<Record<string, number>> {
      const done: Record<string, number> = Object.fromEntries(taskCatalog.map((task) => [task.studyPlanField, 0]));
      const rows = await db.select({ skill: practiceAnswers.skill, task: practiceAnswers.task, answers: sql<number>`count(*)::int` })
        .from(practiceAnswers)
        .where(and(
          eq(practiceAnswers.userId, userId),
          sql`${practiceAnswers.lastModifiedDate} >= ${startOf(day, zone)}`,
          sql`${practiceAnswers.lastModifiedDate} < ${startAfter(day, zone)}`,
        ))
        .groupBy(practiceAnswers.skill, practiceAnswers.task);
      for (const { skill, task, answers } of rows) {
        const field = fieldOf(skill, task);
        if (field) done[field] += answers;
      }
      return done;
    },

    /**
     * The last `days` days of the learner's calendar up to `today`: items per skill per day and, per task, answers and
     * the mean score, in one grouped read of the range (GROUPING SETS: by day and skill, and by task).
     */
    async statistics(userId: number, zone: string, today: string, days: number) {
      const from = new Date(Date.parse(`${today}T00:00:00Z`) - (days - 1) * 86_400_000).toISOString().slice(0, 10);
      // The zone is written into the statement, not bound: GROUP BY must see the same expression as the select list,
      // and two bound parameters are two expressions to PostgreSQL. Zones are checked against the platform's list
      // when saved; the quotes are escaped all the same.
      const localDay = sql`(${practiceAnswers.lastModifiedDate} AT TIME ZONE ${sql.raw(`'${zone.replace(/'/g, "''")}'`)})::date`;
      const rows = await db.select({
        day: sql<string | null>`to_char(${localDay}, 'YYYY-MM-DD')`,
        skill: practiceAnswers.skill,
        task: practiceAnswers.task,
        answers: sql<number>`count(*)::int`,
        ratio: sql<number | null>`avg(CASE WHEN ${practiceAnswers.maxScore} > 0 THEN ${practiceAnswers.score} / ${practiceAnswers.maxScore} END)::float8`,
      }).from(practiceAnswers)
        .where(and(
          eq(practiceAnswers.userId, userId),
          sql`${practiceAnswers.lastModifiedDate} >= ${startOf(from, zone)}`,
          sql`${practiceAnswers.lastModifiedDate} < ${startAfter(today, zone)}`,
        ))
        .groupBy(sql`GROUPING SETS ((${localDay}, ${practiceAnswers.skill}), (${practiceAnswers.skill}, ${practiceAnswers.task}))`);
      const perDay = new Map<string, Record<Skill, number>>();
      const perTask: TaskAverage[] = [];
      for (const row of rows) {
        if (row.day === null) perTask.push({ skill: row.skill, task: row.task!, answers: row.answers, ratio: row.ratio });
        else {
          const counts = perDay.get(row.day) ?? { speaking: 0, writing: 0, reading: 0, listening: 0 };
          if ((skills as readonly string[]).includes(row.skill)) counts[row.skill as Skill] += row.answers;
          perDay.set(row.day, counts);
        }
      }
      const dayList: StatisticsDto['days'] = [];
      for (let index = 0; index < days; index += 1) {
        const date = new Date(Date.parse(`${from}T00:00:00Z`) + index * 86_400_000).toISOString().slice(0, 10);
        dayList.push({ date, ...(perDay.get(date) ?? { speaking: 0, writing: 0, reading: 0, listening: 0 }) });
      }
      return { days: dayList, tasks: perTask };
    },
  };
}

export type HomeRepository = ReturnType<typeof createHomeRepository>;
