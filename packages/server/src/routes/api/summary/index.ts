import type { FastifyInstance } from 'fastify';
import {
  DAILY_PRACTICE_HOURS, ENGLISH_LEVELS, SCORE_MAX, SCORE_MIN, planStudyDay, skills, taskCatalog, variantOf,
  type ApiFieldError, type DailyPractice, type EnglishLevel, type Skill, type StatisticsDto, type StudyPlanDto, type StudyPlanSubmission,
} from '@pte-kit/core';
import { daysBetween, todayIn } from '../../../calendarZones';
import { isCalendarDate } from '../../../calendar';
import type { PlanBaseline } from '../../../db/schema';
import { errors } from '../../../errors';
import type { PlanInputs, TargetScores } from '../../../repositories/home';
import { isPremium, type UserRow } from '../../../repositories/users';
import { bearer, errorResponses, withSchemaTypes } from '../schemas';

const MOCK_FIELDS = ['overall', 'listening', 'reading', 'writing', 'speaking'] as const;
const HOURS_FIELDS = { speaking: 'dailyPracticeSpeaking', writing: 'dailyPracticeWriting', listening: 'dailyPracticeListening', reading: 'dailyPracticeReading' } as const;
const nullableNumber = { type: ['number', 'null'] } as const;

const studyPlanSchema = {
  type: 'object',
  description: 'One day of my study plan. id 0: no plan (every count and hours field null). A task\'s count is null when it has no card that day.',
  properties: {
    id: { type: 'integer' },
    date: { type: 'string', format: 'date' },
    ...Object.fromEntries(Object.values(HOURS_FIELDS).map((field) => [field, { ...nullableNumber, description: 'Hours that day' }])),
    ...Object.fromEntries(taskCatalog.map((task) => [task.studyPlanField, { type: ['integer', 'null'], description: `${task.name} items that day` }])),
    done: { type: 'object', additionalProperties: { type: 'integer' }, description: 'study plan field → answers I submitted that day (my time zone)' },
  },
};

const scoreSchema = { type: 'integer', minimum: 0, maximum: SCORE_MAX, default: 0, description: `${SCORE_MIN}–${SCORE_MAX}, 0 for none` } as const;
const levelZero = { type: 'integer', minimum: 0, maximum: 0, default: 0 } as const;

const statisticsSchema = {
  type: 'object',
  properties: {
    days: {
      type: 'array', description: 'Items practised per skill per day, oldest first, every day present (my time zone)',
      items: {
        type: 'object',
        properties: { date: { type: 'string' }, speaking: { type: 'integer' }, writing: { type: 'integer' }, reading: { type: 'integer' }, listening: { type: 'integer' } },
      },
    },
    tasks: {
      type: 'array', description: 'Per task type of my exam: answers in the period, their mean score (% of the maximum) and my target (% of 90)',
      items: {
        type: 'object',
        properties: {
          skill: { type: 'string' }, slug: { type: 'string' }, name: { type: 'string' }, answers: { type: 'integer' },
          averagePercent: { type: ['integer', 'null'] }, targetPercent: { type: ['integer', 'null'] },
        },
      },
    },
    aiRemaining: { type: ['integer', 'null'], description: 'AI-scored answers left (null: unlimited)' },
  },
} as const;

function targetOf(target: TargetScores | null, skill: Skill): number | null {
  return target ? target[skill] ?? target.overall : null;
}

/** The study plan day as the API answers it: the planner's counts and hours, and what the learner did that day. */
function studyPlanDay(user: UserRow, date: string, plan: PlanInputs | null, target: TargetScores | null, done: Record<string, number>): StudyPlanDto {
  const day: StudyPlanDto = {
    id: plan?.id ?? 0, date, dailyPracticeSpeaking: null, dailyPracticeWriting: null, dailyPracticeListening: null, dailyPracticeReading: null, done,
  };
  for (const task of taskCatalog) day[task.studyPlanField as `speaking${string}`] = null;
  if (!plan) return day;
  const { counts, hours } = planStudyDay({
    englishLevel: (user.englishLevel ?? plan.englishLevel) as EnglishLevel,
    dailyPractice: plan.dailyPractice as StudyPlanSubmission['dailyPractice'],
    current: plan.baseline,
    targets: target ? { speaking: target.speaking, writing: target.writing, reading: target.reading, listening: target.listening } : undefined,
    overallTarget: target?.overall ?? null,
    daysLeft: target ? Math.max(0, daysBetween(date, target.examDate)) : null,
    variant: variantOf(user.pteType),
    date,
  });
  for (const skill of skills) day[HOURS_FIELDS[skill]] = hours[skill];
  Object.assign(day, counts);
  return day;
}

/** The study plan (premium) and the statistics of the learner's home. */
export default async function summaryRoutes(fastify: FastifyInstance) {
  const app = withSchemaTypes(fastify);
  app.addHook('onRequest', app.authenticate);
  const { home, users } = app.repositories;
  const tags = ['summary'];

  function requirePremium(user: UserRow) {
    if (!isPremium(user)) throw errors.premiumOnly();
  }

  async function dayOf(user: UserRow, date: string): Promise<StudyPlanDto> {
    const { plan, target, done } = await home.planDay(user.id, date);
    return studyPlanDay(user, date, plan, target, done);
  }

  app.get('/api/summary/studyPlan', {
    schema: {
      tags, security: bearer, summary: 'One day of my study plan (premium)',
      description: 'The day is `date` (YYYY-MM-DD), today in my time zone by default. Non-premium learners get 403.',
      querystring: { type: 'object', properties: { date: { type: 'string', maxLength: 10, description: 'YYYY-MM-DD' } } } as const,
      response: { 200: studyPlanSchema, ...errorResponses },
    },
  }, async (request) => {
    const user = request.user!;
    requirePremium(user);
    const { date } = request.query;
    if (date !== undefined && !isCalendarDate(date)) throw errors.badRequest('Give the day as YYYY-MM-DD.', 'date');
    return dayOf(user, date ?? todayIn(user.timeZone));
  });

  app.post('/api/summary/studyPlan', {
    schema: {
      tags, security: bearer, summary: 'Make (or remake) my study plan from the wizard (premium); answers today\'s plan',
      description: `Mock-test scores are ${SCORE_MIN}–${SCORE_MAX}, or 0 for none; without any, the plan starts from the average of my answers `
        + 'of the last 30 days, or from my English level.',
      body: {
        type: 'object', required: ['englishLevel', 'dailyPractice'],
        properties: {
          englishLevel: { type: 'string', enum: Object.keys(ENGLISH_LEVELS) },
          dailyPractice: { type: 'string', enum: Object.keys(DAILY_PRACTICE_HOURS) },
          dailyPracticeDuration: {
            type: 'object', description: 'The daily time as a duration; when sent, seconds must be the choice\'s hours × 3600',
            properties: {
              seconds: { type: 'integer' }, zero: { type: 'boolean' }, nano: { type: 'integer' }, negative: { type: 'boolean' },
              positive: { type: 'boolean' }, units: { type: 'array', items: { type: 'string' } },
            },
          },
          overall: scoreSchema, listening: scoreSchema, reading: scoreSchema, writing: scoreSchema, speaking: scoreSchema,
          readingLevel: levelZero, writingLevel: levelZero, speakingLevel: levelZero, listeningLevel: levelZero,
        },
      } as const,
      response: { 200: studyPlanSchema, ...errorResponses },
    },
  }, async (request) => {
    const user = request.user!;
    requirePremium(user);
    const { body } = request;
    const problems: ApiFieldError[] = [];
    for (const field of MOCK_FIELDS) {
      const score = body[field] ?? 0;
      if (score !== 0 && score < SCORE_MIN) problems.push({ field, defaultMessage: `The ${field} mock score must be between ${SCORE_MIN} and ${SCORE_MAX} (or 0 for none).` });
    }
    const hours = DAILY_PRACTICE_HOURS[body.dailyPractice as DailyPractice];
    const seconds = body.dailyPracticeDuration?.seconds;
    if (seconds !== undefined && seconds !== hours * 3600) {
      problems.push({ field: 'dailyPracticeDuration.seconds', defaultMessage: `The daily time of ${body.dailyPractice} is ${hours * 3600} seconds.` });
    }
    if (problems.length) throw errors.invalid(problems);
    const mocks = Object.fromEntries(MOCK_FIELDS.map((field) => [field, body[field] ?? 0])) as Record<(typeof MOCK_FIELDS)[number], number>;
    const today = todayIn(user.timeZone);
    let baseline: PlanBaseline;
    if (MOCK_FIELDS.some((field) => mocks[field] > 0)) {
      // A skill without its own mock score takes the overall one.
      const of = (skill: Skill) => mocks[skill] || mocks.overall || null;
      baseline = { speaking: of('speaking'), writing: of('writing'), reading: of('reading'), listening: of('listening'), source: 'mock' };
    } else {
      const scores = await home.recentSkillScores(user.id, today);
      baseline = skills.some((skill) => scores[skill] !== null) ? { ...scores, source: 'answers' } : { speaking: null, writing: null, reading: null, listening: null, source: 'level' };
    }
    const submission = { ...body, ...mocks, readingLevel: 0, writingLevel: 0, speakingLevel: 0, listeningLevel: 0 } as StudyPlanSubmission;
    await home.savePlan(user.id, submission, baseline);
    return dayOf({ ...user, englishLevel: body.englishLevel }, today);
  });

  app.get('/api/summary/statistics', {
    schema: {
      tags, security: bearer, summary: 'My practice over the last `days` days (1–90): items per skill per day, mean score per task against my target, AI answers left',
      querystring: { type: 'object', properties: { days: { type: 'integer', minimum: 1, maximum: 90, default: 30 } } } as const,
      response: { 200: statisticsSchema, ...errorResponses },
    },
  }, async (request): Promise<StatisticsDto> => {
    const user = request.user!;
    const days = request.query.days ?? 30;
    const { days: dayList, tasks: averages, target } = await home.statistics(user.id, todayIn(user.timeZone), days);
    const variant = variantOf(user.pteType);
    const tasks = taskCatalog.filter((task) => task.variants.includes(variant)).map((task) => {
      const found = averages.find((entry) => entry.skill === task.skill && entry.task === task.apiTask);
      const goal = targetOf(target, task.skill);
      return {
        skill: task.skill, slug: task.slug, name: task.name, answers: found?.answers ?? 0,
        averagePercent: found?.ratio === null || found?.ratio === undefined ? null : Math.round(found.ratio * 100),
        targetPercent: goal === null ? null : Math.round((goal / SCORE_MAX) * 100),
      };
    });
    return { days: dayList, tasks, aiRemaining: users.remainingAi(user) };
  });
}
