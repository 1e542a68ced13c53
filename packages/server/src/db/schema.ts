import { sql } from 'drizzle-orm';
import type { AnswerKey, ItemResult, QuestionContent, SpeakingResult, WritingResult } from '@pte-kit/core';
import type { AdapterPayload } from 'oidc-provider';
import type { ProviderSecrets } from '../oidc/secrets';
import type { QuestionRecording } from '@pte-kit/content';
import {
  bigint, boolean, date, doublePrecision, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex, varchar, real,
} from 'drizzle-orm/pg-core';

export const users = pgTable('users', {
  id: serial('id').primaryKey(),
  email: varchar('email', { length: 254 }).notNull(),
  passwordHash: text('password_hash').notNull(),
  name: varchar('name', { length: 120 }).notNull().default(''),
  nickname: varchar('nickname', { length: 60 }).notNull(),
  avatar: text('avatar'),
  language: varchar('language', { length: 16 }),
  pteType: varchar('pte_type', { length: 20 }).notNull().default('PTE Academic'),
  status: varchar('status', { length: 16 }).notNull().default('TRIAL'),
  expireDate: timestamp('expire_date', { withTimezone: true }),
  aiUsed: integer('ai_used').notNull().default(0),
  /** When the learner opened the link mailed at sign-up; AI scoring waits for it on the free plan. */
  emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
  /** IANA zone the learner's days are counted in: the study plan's day, its done counts, the statistics. */
  timeZone: varchar('time_zone', { length: 64 }).notNull().default('UTC'),
  /** CEFR level from the study plan wizard or PUT /api/settings/level/. */
  englishLevel: varchar('english_level', { length: 8 }),
  /** ISO 3166-1 alpha-2 of GET /api/profile/countries (the promo banner reads it); null until the learner chooses. */
  country: varchar('country', { length: 2 }),
  /** An id of GET /api/profile/nativeLanguages (upper case); null until the learner chooses. */
  nativeLanguage: varchar('native_language', { length: 32 }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (table) => [uniqueIndex('users_email_key').on(sql`lower(${table.email})`)]);

/** A question's recording: its script, and (Select Missing Word) the closing words a beep replaces. */
export type { QuestionRecording };

export const questions = pgTable('questions', {
  id: serial('id').primaryKey(),
  contentKey: varchar('content_key', { length: 40 }).notNull(),
  skill: varchar('skill', { length: 16 }).notNull(),
  task: varchar('task', { length: 48 }).notNull(),
  title: varchar('title', { length: 200 }).notNull(),
  complexity: varchar('complexity', { length: 12 }).notNull(),
  predictionWeekly: boolean('prediction_weekly').notNull().default(false),
  predictionMonthly: boolean('prediction_monthly').notNull().default(false),
  imageType: varchar('image_type', { length: 16 }),
  /** What the question page shows: served as it is, so it holds nothing that gives an answer away. */
  content: jsonb('content').$type<QuestionContent>().notNull(),
  /** Released only with a score or in the answer section. */
  answerKey: jsonb('answer_key').$type<AnswerKey>().notNull(),
  /** What the question's recording says, rendered to audio; null when it has none. Kept apart from content. */
  recording: jsonb('recording').$type<QuestionRecording>(),
  explanation: text('explanation').notNull().default(''),
  contentHash: varchar('content_hash', { length: 64 }).notNull(),
}, (table) => [
  uniqueIndex('questions_content_key').on(table.contentKey),
  index('questions_skill_task').on(table.skill, table.task, table.id),
]);

/** What a learner answered, as sent (the words, choices or transcript). */
export interface StoredAnswer {
  answers: string[];
}

/** How an answer was scored: per item, and for AI-scored tasks the engine's traits. */
export interface StoredResult {
  results: ItemResult[];
  pairs?: boolean[];
  writing?: WritingResult;
  speaking?: SpeakingResult;
  /** Speaking: the file name of the recording under media/recordings. */
  audio?: string;
  /** Why the scoring job gave up (status FAILED), in words the learner is shown. */
  failure?: string;
}

export type AnswerStatus = 'SCORING' | 'SCORED' | 'FAILED';

export const practiceAnswers = pgTable('practice_answers', {
  id: serial('id').primaryKey(),
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  questionId: integer('question_id').notNull().references(() => questions.id, { onDelete: 'cascade' }),
  skill: varchar('skill', { length: 16 }).notNull(),
  task: varchar('task', { length: 48 }).notNull(),
  pteType: varchar('pte_type', { length: 20 }).notNull(),
  answer: jsonb('answer').$type<StoredAnswer>().notNull(),
  result: jsonb('result').$type<StoredResult>().notNull(),
  score: real('score').notNull(),
  maxScore: real('max_score').notNull(),
  duration: integer('duration').notNull().default(0),
  /** SCORING while a speaking or writing job runs (scoring/jobs), SCORED once stored, FAILED when the job gave up. */
  status: varchar('status', { length: 8 }).$type<AnswerStatus>().notNull().default('SCORED'),
  lastModifiedDate: timestamp('last_modified_date', { withTimezone: true }).notNull().defaultNow(),
}, (table) => [
  index('practice_answers_question').on(table.questionId, table.id),
  index('practice_answers_user_question').on(table.userId, table.questionId),
]);

export const bookmarks = pgTable('bookmarks', {
  id: serial('id').primaryKey(),
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  questionId: integer('question_id').notNull().references(() => questions.id, { onDelete: 'cascade' }),
  type: varchar('type', { length: 12 }).notNull(),
  version: integer('version').notNull().default(0),
}, (table) => [uniqueIndex('bookmarks_user_question').on(table.userId, table.questionId)]);

/** A learner's rich-text note on a question: one per learner and question. */
export const notes = pgTable('notes', {
  id: serial('id').primaryKey(),
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  questionId: integer('question_id').notNull().references(() => questions.id, { onDelete: 'cascade' }),
  /** Sanitised HTML from the note editor. */
  description: text('description').notNull(),
  /** The note's text without tags, for search and the length rule. */
  plainText: text('plain_text').notNull(),
  version: integer('version').notNull().default(0),
  createdDate: timestamp('created_date', { withTimezone: true }).notNull().defaultNow(),
  lastModifiedDate: timestamp('last_modified_date', { withTimezone: true }).notNull().defaultNow(),
}, (table) => [
  uniqueIndex('notes_user_question').on(table.userId, table.questionId),
  index('notes_user_modified').on(table.userId, table.lastModifiedDate),
]);

/** A learner's report of a problem with a question, for the content team. */
export const problemReports = pgTable('problem_reports', {
  id: serial('id').primaryKey(),
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  questionId: integer('question_id').notNull().references(() => questions.id, { onDelete: 'cascade' }),
  description: varchar('description', { length: 400 }).notNull(),
  createdDate: timestamp('created_date', { withTimezone: true }).notNull().defaultNow(),
}, (table) => [
  index('problem_reports_user_created').on(table.userId, table.createdDate),
  index('problem_reports_question').on(table.questionId, table.createdDate),
]);

/** Exam memory: a learner saw this question in a real exam. Adds to the question's predictionCount. */
export const examMemoryReports = pgTable('exam_memory_reports', {
  id: serial('id').primaryKey(),
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  questionId: integer('question_id').notNull().references(() => questions.id, { onDelete: 'cascade' }),
  examDate: date('exam_date', { mode: 'string' }).notNull(),
  /** ISO 3166-1 alpha-2 code. */
  country: varchar('country', { length: 2 }).notNull(),
  /** CORE or ACADEMIC. */
  pteType: varchar('pte_type', { length: 10 }).notNull(),
  description: text('description').notNull().default(''),
  createdDate: timestamp('created_date', { withTimezone: true }).notNull().defaultNow(),
}, (table) => [
  uniqueIndex('exam_memory_reports_user_question_date').on(table.userId, table.questionId, table.examDate),
  index('exam_memory_reports_question').on(table.questionId),
]);

/** oidc-provider's persisted models (sessions, grants, codes, refresh tokens…), so API processes keep no state. */
export const oidcModels = pgTable('oidc_models', {
  id: varchar('id', { length: 255 }).notNull(),
  type: varchar('type', { length: 40 }).notNull(),
  payload: jsonb('payload').$type<AdapterPayload>().notNull(),
  grantId: varchar('grant_id', { length: 255 }),
  userCode: varchar('user_code', { length: 255 }),
  uid: varchar('uid', { length: 255 }),
  expiresAt: timestamp('expires_at', { withTimezone: true }),
  consumedAt: timestamp('consumed_at', { withTimezone: true }),
}, (table) => [
  uniqueIndex('oidc_models_type_id').on(table.type, table.id),
  index('oidc_models_grant').on(table.grantId),
  index('oidc_models_uid').on(table.uid),
]);

/** Signing keys and cookie secrets, generated once per database: one row, named oidc. */
export const appSecrets = pgTable('app_secrets', {
  name: varchar('name', { length: 40 }).primaryKey(),
  value: jsonb('value').$type<ProviderSecrets>().notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A learner's comment on a question. An exam-memory report shows as a comment too: its row is made the
 * first time the question's comments are listed (exam_memory_report_id set, text from the report), so
 * it can be liked and replied to like any other, but never deleted.
 */
export const comments = pgTable('comments', {
  id: serial('id').primaryKey(),
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  questionId: integer('question_id').notNull().references(() => questions.id, { onDelete: 'cascade' }),
  examMemoryReportId: integer('exam_memory_report_id').references(() => examMemoryReports.id, { onDelete: 'cascade' }),
  body: text('body').notNull().default(''),
  /** File names under media/uploads, in the order they were sent. */
  images: jsonb('images').$type<string[]>().notNull().default([]),
  createdDate: timestamp('created_date', { withTimezone: true }).notNull().defaultNow(),
  lastModifiedDate: timestamp('last_modified_date', { withTimezone: true }).notNull().defaultNow(),
}, (table) => [
  index('comments_question_created').on(table.questionId, table.createdDate, table.id),
  uniqueIndex('comments_exam_memory_report').on(table.examMemoryReportId),
]);

export const commentReplies = pgTable('comment_replies', {
  id: serial('id').primaryKey(),
  commentId: integer('comment_id').notNull().references(() => comments.id, { onDelete: 'cascade' }),
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  body: text('body').notNull(),
  images: jsonb('images').$type<string[]>().notNull().default([]),
  createdDate: timestamp('created_date', { withTimezone: true }).notNull().defaultNow(),
  lastModifiedDate: timestamp('last_modified_date', { withTimezone: true }).notNull().defaultNow(),
}, (table) => [index('comment_replies_comment').on(table.commentId, table.id)]);

export const commentLikes = pgTable('comment_likes', {
  commentId: integer('comment_id').notNull().references(() => comments.id, { onDelete: 'cascade' }),
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  createdDate: timestamp('created_date', { withTimezone: true }).notNull().defaultNow(),
}, (table) => [primaryKey({ columns: [table.commentId, table.userId] })]);

export const commentReplyLikes = pgTable('comment_reply_likes', {
  replyId: integer('reply_id').notNull().references(() => commentReplies.id, { onDelete: 'cascade' }),
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  createdDate: timestamp('created_date', { withTimezone: true }).notNull().defaultNow(),
}, (table) => [primaryKey({ columns: [table.replyId, table.userId] })]);

/** A learner's scored spelling dictation session: the words played and what was typed, kept in one row. */
export const dictationAnswers = pgTable('dictation_answers', {
  id: serial('id').primaryKey(),
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  score: integer('score').notNull(),
  words: jsonb('words').$type<{ word: string; answer: string }[]>().notNull(),
  createdDate: timestamp('created_date', { withTimezone: true }).notNull().defaultNow(),
  lastModifiedDate: timestamp('last_modified_date', { withTimezone: true }).notNull().defaultNow(),
}, (table) => [index('dictation_answers_user_modified').on(table.userId, table.lastModifiedDate, table.id)]);

/**
 * Request counters of the rate limits (sign-in, sign-up, writes), kept in the database so that every API process
 * sees the same counts. `expires_at` is when the window (or the back-off after exceeding it) ends, in ms since 1970.
 */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  current: integer('current').notNull(),
  expiresAt: bigint('expires_at', { mode: 'number' }).notNull(),
}, (table) => [index('rate_limits_expires_at').on(table.expiresAt)]);

/** A learner's exam target: one row per learner, made at the first save. */
export const targets = pgTable('targets', {
  userId: integer('user_id').primaryKey().references(() => users.id, { onDelete: 'cascade' }),
  overall: integer('overall'),
  listening: integer('listening'),
  reading: integer('reading'),
  writing: integer('writing'),
  speaking: integer('speaking'),
  examDate: date('exam_date', { mode: 'string' }).notNull(),
  /** An id of the native-language list (PERSIAN, ENGLISH…). */
  language: varchar('language', { length: 32 }).notNull(),
  /** 1 after the first save; a save must name the version it read. */
  version: integer('version').notNull().default(1),
  lastModifiedDate: timestamp('last_modified_date', { withTimezone: true }).notNull().defaultNow(),
});

/** Where the learner stood per skill when the plan was made (10–90), and where the numbers came from. */
export interface PlanBaseline {
  speaking: number | null;
  writing: number | null;
  reading: number | null;
  listening: number | null;
  /** mock: the wizard's mock-test scores; answers: the average of the learner's answers; level: none known. */
  source: 'mock' | 'answers' | 'level';
}

/**
 * A learner's study plan: the wizard's answers and the baseline it was made from. Days are not stored: each one is
 * planned when it is read (core's planStudyDay), from this row, the target and the date.
 */
export const studyPlans = pgTable('study_plans', {
  id: serial('id').primaryKey(),
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  englishLevel: varchar('english_level', { length: 8 }).notNull(),
  dailyPractice: varchar('daily_practice', { length: 16 }).notNull(),
  /** Mock-test scores as sent (0 = none). */
  mockOverall: integer('mock_overall').notNull().default(0),
  mockListening: integer('mock_listening').notNull().default(0),
  mockReading: integer('mock_reading').notNull().default(0),
  mockWriting: integer('mock_writing').notNull().default(0),
  mockSpeaking: integer('mock_speaking').notNull().default(0),
  baseline: jsonb('baseline').$type<PlanBaseline>().notNull(),
  createdDate: timestamp('created_date', { withTimezone: true }).notNull().defaultNow(),
  lastModifiedDate: timestamp('last_modified_date', { withTimezone: true }).notNull().defaultNow(),
}, (table) => [uniqueIndex('study_plans_user').on(table.userId)]);

/**
 * A learner's answers per day of their calendar and task: what the statistics read, so a month of them is at most a
 * row per day and task however much the learner practises. Kept by a trigger on practice_answers (migration 0010):
 * an answer stored or deleted counts on the day it was given in the learner's time zone; a new time zone recounts
 * the learner's days (users repository).
 */
export const practiceDays = pgTable('practice_days', {
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  day: date('day', { mode: 'string' }).notNull(),
  skill: varchar('skill', { length: 16 }).notNull(),
  task: varchar('task', { length: 48 }).notNull(),
  answers: integer('answers').notNull().default(0),
  /** Answers with a maximum score above 0, and the sum of their score / maximum. */
  scoredAnswers: integer('scored_answers').notNull().default(0),
  scoreRatioSum: doublePrecision('score_ratio_sum').notNull().default(0),
}, (table) => [primaryKey({ columns: [table.userId, table.day, table.skill, table.task] })]);
