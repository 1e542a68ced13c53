import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/client';
import { pronunciationEntries, vocabEntries } from '../db/booksSchema';
import { bookIdsForWord } from '../repositories/books';
import { databases, freshDatabase } from './helpers';
import { users } from '../db/schema';

describe.each(databases)('word books ($name)', ({ url }) => {
  let database: DatabaseHandle;
  beforeAll(async () => { database = await freshDatabase(url); }, 120_000);
  afterAll(async () => { await database?.close(); });

  it('bookIdsForWord answers the learner\'s own entries only', async () => {
    const { db } = database;
    const [a, b] = await db.insert(users).values([
      { email: 'a@pte.test', passwordHash: 'x', nickname: 'A' }, { email: 'b@pte.test', passwordHash: 'x', nickname: 'B' },
    ]).returning({ id: users.id });
    const [vocab] = await db.insert(vocabEntries).values({ userId: a.id, word: 'library', bookmark: 'HARD' }).returning();
    const [pron] = await db.insert(pronunciationEntries).values({ userId: a.id, word: 'library' }).returning();
    expect(await bookIdsForWord(db, a.id, 'library')).toEqual({ vocabBook: vocab.id, pronunciationBook: pron.id, spellingBook: null, bookmark: 'HARD' });
    expect(await bookIdsForWord(db, b.id, 'library')).toEqual({ vocabBook: null, pronunciationBook: null, spellingBook: null, bookmark: 'UNMARK' });
  });
});
