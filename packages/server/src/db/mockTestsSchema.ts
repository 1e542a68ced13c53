import type { ExamVariant } from '@pte-kit/core';
import { index, integer, jsonb, pgTable, primaryKey, serial, timestamp, varchar } from 'drizzle-orm/pg-core';
import { practiceAnswers, questions, users } from './schema';

/**
 * Mock tests (migration 0017, docs/mock-tests.md): one row per sitting and one per item answered. Kept apart from
 * schema.ts so the feature reads as one piece; drizzle.config.ts lists this file.
 */

export type MockAttemptStatus = 'IN_PROGRESS' | 'FINISHED' | 'EXPIRED';

/** One item of a sitting, copied from its form when the sitting starts, so a later bank never changes it. */
export interface MockAttemptItem {
  questionId: number;
  /** The task's catalogue key (`speaking.readAloud`). */
  taskKey: string;
  /** Index into the sitting's sections. */
  section: number;
}

/** One timed section of a sitting, copied from its form. */
export interface MockAttemptSection {
  key: string;
  name: string;
  seconds: number;
}

export const mockTestAttempts = pgTable('mock_test_attempts', {
  id: serial('id').primaryKey(),
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  formId: varchar('form_id', { length: 32 }).notNull(),
  variant: varchar('variant', { length: 8 }).$type<ExamVariant>().notNull(),
  status: varchar('status', { length: 12 }).$type<MockAttemptStatus>().notNull().default('IN_PROGRESS'),
  /** 0-based index of the item the learner is on; equal to the item count once finished. */
  position: integer('position').notNull().default(0),
  items: jsonb('items').$type<MockAttemptItem[]>().notNull(),
  sections: jsonb('sections').$type<MockAttemptSection[]>().notNull(),
  /** Per section: when it closes (ISO), or null until the learner starts it. */
  deadlines: jsonb('deadlines').$type<(string | null)[]>().notNull(),
  startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
  finishedAt: timestamp('finished_at', { withTimezone: true }),
}, (table) => [index('mock_test_attempts_user').on(table.userId, table.id)]);

export const mockTestAnswers = pgTable('mock_test_answers', {
  attemptId: integer('attempt_id').notNull().references(() => mockTestAttempts.id, { onDelete: 'cascade' }),
  position: integer('position').notNull(),
  questionId: integer('question_id').notNull().references(() => questions.id, { onDelete: 'cascade' }),
  /** The scored answer (objective at once, speaking and writing by a scoring job); null if the learner deleted it. */
  practiceAnswerId: integer('practice_answer_id').references(() => practiceAnswers.id, { onDelete: 'set null' }),
  answeredAt: timestamp('answered_at', { withTimezone: true }).notNull().defaultNow(),
}, (table) => [primaryKey({ columns: [table.attemptId, table.position] })]);
