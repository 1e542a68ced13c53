import { PGlite } from '@electric-sql/pglite';
import { eq, sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { executeArguments, prepared, withPreparedStatements } from './prepared';

describe('executeArguments', () => {
  it('writes strings, numbers, booleans and nulls as literals, quoting with pg.escapeLiteral', () => {
    expect(executeArguments(['reading', 7, -2.5, true, false, null, undefined])).toBe(`'reading', (7), (-2.5), true, false, NULL, NULL`);
    expect(executeArguments([`it's`])).toBe(`'it''s'`);
    expect(executeArguments(['a\\b'])).toBe(` E'a\\\\b'`);
  });

  it('refuses what it does not write, so the statement runs unprepared', () => {
    expect(executeArguments([Number.NaN])).toBeNull();
    expect(executeArguments([Number.POSITIVE_INFINITY])).toBeNull();
    expect(executeArguments(['a\0b'])).toBeNull();
    expect(executeArguments([{ a: 1 }])).toBeNull();
    expect(executeArguments([new Date()])).toBeNull();
    expect(executeArguments([10n])).toBeNull();
  });
});

describe('withPreparedStatements on PGlite', () => {
  const notes = pgTable('prepared_notes', { id: integer('id').primaryKey(), owner: integer('owner').notNull(), body: text('body').notNull() });
  let client: PGlite;
  let db: ReturnType<typeof drizzle>;

  beforeAll(async () => {
    client = new PGlite();
    await client.waitReady;
    await client.exec(`create table prepared_notes (id int primary key, owner int not null, body text not null);
      insert into prepared_notes values (1, 1, 'first'), (2, 1, 'it''s second'), (3, 2, 'a\\b'), (4, 2, 'other''s');`);
    db = drizzle(withPreparedStatements(client));
  });
  afterAll(async () => client?.close());

  const statements = async () => (await client.query<{ name: string; generic_plans: number; custom_plans: number }>(
    'select name, generic_plans, custom_plans from pg_prepared_statements order by name')).rows;

  it('prepares a registered statement once and runs it with EXECUTE, with the rows the plain query gives', async () => {
    const byOwner = prepared('test_notes_by_owner', db.select().from(notes).where(eq(notes.owner, sql.placeholder('owner')))
      .orderBy(notes.id).limit(sql.placeholder('limit')));
    const plain = await db.select().from(notes).where(eq(notes.owner, 1)).orderBy(notes.id).limit(10);
    for (let run = 0; run < 8; run += 1) expect(await byOwner.execute({ owner: 1, limit: 10 })).toEqual(plain);
    expect(await byOwner.execute({ owner: 2, limit: 1 })).toEqual([{ id: 3, owner: 2, body: 'a\\b' }]);
    const [statement] = await statements();
    expect(statement?.name).toBe('test_notes_by_owner');
    // Nine executions of one statement, one PREPARE: PostgreSQL settles on a generic plan after five custom ones.
    expect(statement!.generic_plans + statement!.custom_plans).toBeGreaterThanOrEqual(9);
    expect(statement!.generic_plans).toBeGreaterThan(0);
  });

  it('passes text values as data, quotes and backslashes included', async () => {
    const byBody = prepared('test_notes_by_body', db.select({ id: notes.id }).from(notes).where(eq(notes.body, sql.placeholder('body'))));
    expect(await byBody.execute({ body: `it's second` })).toEqual([{ id: 2 }]);
    expect(await byBody.execute({ body: 'a\\b' })).toEqual([{ id: 3 }]);
    expect(await byBody.execute({ body: `x'); delete from prepared_notes; --` })).toEqual([]);
    expect((await client.query('select count(*)::int as n from prepared_notes')).rows).toEqual([{ n: 4 }]);
  });

  it('runs unregistered queries and transactions on the client as they are', async () => {
    const before = (await statements()).length;
    expect(await db.select({ id: notes.id }).from(notes).where(eq(notes.owner, 2)).orderBy(notes.id)).toEqual([{ id: 3 }, { id: 4 }]);
    await db.transaction(async (tx) => {
      await tx.update(notes).set({ body: 'changed' }).where(eq(notes.id, 4));
    });
    expect((await db.select({ body: notes.body }).from(notes).where(eq(notes.id, 4)))[0]?.body).toBe('changed');
    expect((await statements()).length).toBe(before);
  });

  it('refuses two texts under one name', () => {
    expect(() => prepared('test_notes_by_owner', db.select().from(notes).where(eq(notes.id, sql.placeholder('id'))))).toThrow(/has the text of|Statement/);
    expect(() => prepared('Bad Name', db.select().from(notes))).toThrow(/Not a statement name/);
  });
});
