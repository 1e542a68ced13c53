import { integer, pgTable, primaryKey, varchar } from 'drizzle-orm/pg-core';
import { questions, users } from './schema';

/**
 * A learner's practice count per question, kept by triggers on practice_answers (migration 0015), so question lists
 * join one row instead of counting answers per listed question. Hand-written migration: this file is not in
 * drizzle.config.ts's schema list, and `questions.prediction_count` (the Exam Memory count, kept the same way) is read
 * with raw SQL for the same reason. See docs/performance-at-scale.md.
 */
export const questionPractice = pgTable('question_practice', {
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  questionId: integer('question_id').notNull().references(() => questions.id, { onDelete: 'cascade' }),
  skill: varchar('skill', { length: 16 }).notNull(),
  task: varchar('task', { length: 48 }).notNull(),
  count: integer('count').notNull(),
}, (table) => [primaryKey({ columns: [table.userId, table.questionId] })]);

/** How many questions each task has, kept by triggers on questions (migration 0016): the unfiltered list's total. */
export const questionTaskCounts = pgTable('question_task_counts', {
  skill: varchar('skill', { length: 16 }).notNull(),
  task: varchar('task', { length: 48 }).notNull(),
  count: integer('count').notNull(),
}, (table) => [primaryKey({ columns: [table.skill, table.task] })]);

/**
 * How many SCORED answers each question has, kept by the practice_answers trigger (migration 0018): the community
 * answers' total is this minus the learner's own, with nothing counted per request.
 */
export const questionAnswerCounts = pgTable('question_answer_counts', {
  questionId: integer('question_id').primaryKey().references(() => questions.id, { onDelete: 'cascade' }),
  count: integer('count').notNull(),
});
