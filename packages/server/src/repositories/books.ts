import { sql } from 'drizzle-orm';
import type { BookmarkType } from '@pte-kit/core';
import type { Database } from '../db/client';
import { pronunciationEntries, spellingEntries, vocabEntries } from '../db/booksSchema';

/** A learner's entries of one word in each book, and the vocab entry's mark (UNMARK when the word is not there). */
export interface BookIds {
  vocabBook: number | null;
  pronunciationBook: number | null;
  spellingBook: number | null;
  bookmark: BookmarkType;
}

/** The learner's book ids of many words in one query, keyed by word (words are stored as the dictionary's headword). */
export async function bookIdsForWords(db: Database, userId: number, words: readonly string[]): Promise<Map<string, BookIds>> {
  const found = new Map<string, BookIds>();
  if (!words.length) return found;
  const list = sql.join(words.map((word) => sql`(${word}::varchar)`), sql`, `);
  const rows = await db.execute<{ word: string; vocab_id: number | null; bookmark: BookmarkType | null; pronunciation_id: number | null; spelling_id: number | null }>(sql`
    select w.word,
      (select v.id from ${vocabEntries} v where v.user_id = ${userId} and v.word = w.word) as vocab_id,
      (select v.bookmark from ${vocabEntries} v where v.user_id = ${userId} and v.word = w.word) as bookmark,
      (select p.id from ${pronunciationEntries} p where p.user_id = ${userId} and p.word = w.word) as pronunciation_id,
      (select s.id from ${spellingEntries} s where s.user_id = ${userId} and s.word = w.word) as spelling_id
    from (values ${list}) as w(word)`);
  for (const row of rows.rows) {
    found.set(row.word, {
      vocabBook: row.vocab_id,
      pronunciationBook: row.pronunciation_id,
      spellingBook: row.spelling_id,
      bookmark: row.bookmark ?? 'UNMARK',
    });
  }
  return found;
}

/** The learner's book ids of one word (D's dictionary route fills WordDto's book fields with it). */
export async function bookIdsForWord(db: Database, userId: number, word: string): Promise<BookIds> {
  return (await bookIdsForWords(db, userId, [word])).get(word)
    ?? { vocabBook: null, pronunciationBook: null, spellingBook: null, bookmark: 'UNMARK' };
}
