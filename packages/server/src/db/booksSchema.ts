import type { BookmarkType, Skill } from '@pte-kit/core';
import { doublePrecision, index, integer, pgTable, serial, smallint, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { users } from './schema';

/**
 * The learner's word books (migration 0013): vocab, pronunciation and spelling. Kept apart from schema.ts so the
 * books read as one piece; drizzle.config.ts lists this file. Words are stored as the dictionary's headword, so the
 * unique (user_id[, book], word) index is the "one entry per word and book" rule.
 */

/**
 * A vocab-book word, with its FSRS scheduling state (ts-fsrs `Card` without the derived `elapsed_days`): a new word
 * is due at once (state 0 = New); each review moves `due` (docs/word-books.md).
 */
export const vocabEntries = pgTable('vocab_entries', {
  id: serial('id').primaryKey(),
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  word: varchar('word', { length: 40 }).notNull(),
  /** The task the word was saved from: its apiTask and skill; both null when saved from elsewhere. */
  practiceType: varchar('practice_type', { length: 60 }),
  skillType: varchar('skill_type', { length: 12 }).$type<Skill>(),
  bookmark: varchar('bookmark', { length: 12 }).$type<BookmarkType>().notNull().default('UNMARK'),
  practiceCount: integer('practice_count').notNull().default(0),
  note: text('note'),
  version: integer('version').notNull().default(0),
  createdDate: timestamp('created_date', { withTimezone: true }).notNull().defaultNow(),
  due: timestamp('due', { withTimezone: true }).notNull().defaultNow(),
  stability: doublePrecision('stability').notNull().default(0),
  difficulty: doublePrecision('difficulty').notNull().default(0),
  scheduledDays: integer('scheduled_days').notNull().default(0),
  learningSteps: integer('learning_steps').notNull().default(0),
  reps: integer('reps').notNull().default(0),
  lapses: integer('lapses').notNull().default(0),
  /** ts-fsrs State: 0 New, 1 Learning, 2 Review, 3 Relearning. */
  state: smallint('state').notNull().default(0),
  lastReview: timestamp('last_review', { withTimezone: true }),
}, (table) => [
  uniqueIndex('vocab_entries_user_word').on(table.userId, table.word),
  index('vocab_entries_user_created').on(table.userId, table.createdDate),
  index('vocab_entries_user_due').on(table.userId, table.due),
  index('vocab_entries_user_task').on(table.userId, table.practiceType, table.skillType),
]);

export type WordBook = 'pronunciationBook' | 'spellingBook';

/**
 * A word of the pronunciation or the spelling book: the two books hold the same fields (the spelling book never has a
 * score), so one table with the book's name keeps one set of queries for both. POST /speaking/word/score keeps a
 * pronunciation word's last score; the dictation draw takes its words from the spelling book when it has any.
 */
export const wordBookEntries = pgTable('word_book_entries', {
  id: serial('id').primaryKey(),
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  book: varchar('book', { length: 20 }).$type<WordBook>().notNull(),
  word: varchar('word', { length: 40 }).notNull(),
  bookmark: varchar('bookmark', { length: 12 }).$type<BookmarkType>().notNull().default('UNMARK'),
  practiceCount: integer('practice_count').notNull().default(0),
  /** The last word score out of 100 (pronunciation book only). */
  lastScore: integer('last_score'),
  note: text('note'),
  version: integer('version').notNull().default(0),
  createdDate: timestamp('created_date', { withTimezone: true }).notNull().defaultNow(),
}, (table) => [
  uniqueIndex('word_book_entries_user_book_word').on(table.userId, table.book, table.word),
  index('word_book_entries_user_book_created').on(table.userId, table.book, table.createdDate),
]);
