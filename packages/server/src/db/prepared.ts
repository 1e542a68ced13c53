import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

/**
 * Prepared statements for the fixed-shape hot queries (docs/performance-at-scale.md, third round): the unfiltered
 * question list, one question, the answer lists, the notes list, the learner row of the bearer check.
 *
 * A repository builds each such query once, with `sql.placeholder` for its values, and prepares it under a name with
 * `prepared(name, query)`; every request then only fills in the values, so drizzle builds no SQL and the database
 * parses the statement once:
 *
 * - on PostgreSQL, drizzle's `.prepare(name)` sends pg a named statement, prepared once per pooled connection, and
 *   planned for its values on every run (client.ts sets plan_cache_mode: PostgreSQL's generic plans for the list and
 *   community answers read 100 times more rows at 100k questions);
 * - on PGlite, drizzle's driver ignores the name and sends the text as an unnamed statement, planned afresh every
 *   time (planning was ~80 % of the unfiltered list's database time there). `withPreparedStatements` wraps the PGlite
 *   client given to drizzle: a text registered here is prepared once with `PREPARE` and run with `EXECUTE`, and after
 *   five runs PGlite keeps a generic plan (its banks are small: the demo bank's plans are the same either way).
 */

/** The name of each prepared query, by its SQL text (the PGlite wrapper looks names up here), and the text by name. */
const names = new Map<string, string>();
const texts = new Map<string, string>();

interface Preparable<P> {
  toSQL(): { sql: string };
  prepare(name: string): P;
}

/** Prepares `query` (built with placeholders) under `name`: one name per SQL text, in this process. */
export function prepared<P>(name: string, query: Preparable<P>): P {
  if (!/^[a-z][a-z0-9_]*$/.test(name)) throw new Error(`Not a statement name: ${name}`);
  const text = query.toSQL().sql;
  const known = names.get(text);
  if (known && known !== name) throw new Error(`Statement ${name} has the text of ${known}`);
  if ((texts.get(name) ?? text) !== text) throw new Error(`Statement ${name} is prepared with another text`);
  names.set(text, name);
  texts.set(name, text);
  return query.prepare(name);
}

/**
 * The values of one execution as SQL literals for `EXECUTE name(...)`, or null when one is of a kind this does not
 * write (the statement then runs unprepared). PGlite runs `EXECUTE` as a statement of its own, whose arguments
 * cannot be bound parameters ("bind message supplies 3 parameters, but prepared statement "" requires 0"), so they
 * are literals, written by pg's escapeLiteral; each is then cast by PostgreSQL to the statement's parameter type.
 */
export function executeArguments(params: readonly unknown[]): string | null {
  const literals: string[] = [];
  for (const value of params) {
    if (value === null || value === undefined) literals.push('NULL');
    else if (typeof value === 'number' && Number.isFinite(value)) literals.push(`(${String(value)})`);
    else if (typeof value === 'boolean') literals.push(value ? 'true' : 'false');
    else if (typeof value === 'string' && !value.includes('\0')) literals.push(pg.escapeLiteral(value));
    else return null;
  }
  return literals.join(', ');
}

type Query = PGlite['query'];

/**
 * The PGlite client with `query` running the registered texts as prepared statements (see above); every other call,
 * transactions included, goes to the client as it is. A statement PostgreSQL will not prepare (a parameter whose type
 * it cannot tell) runs unprepared from then on.
 */
export function withPreparedStatements(client: PGlite): PGlite {
  const ready = new Map<string, Promise<boolean>>();
  const query = (async (text: string, params?: unknown[], options?: Parameters<Query>[2]) => {
    const name = names.get(text);
    const literals = name ? executeArguments(params ?? []) : null;
    if (!name || literals === null) return client.query(text, params, options);
    let prepare = ready.get(name);
    if (!prepare) {
      prepare = client.exec(`prepare ${name} as ${text}`).then(() => true, () => false);
      ready.set(name, prepare);
    }
    if (!(await prepare)) return client.query(text, params, options);
    return client.query(`execute ${name}(${literals})`, [], options);
  }) as Query;
  return new Proxy(client, {
    get(target, property) {
      if (property === 'query') return query;
      const value = Reflect.get(target, property, target) as unknown;
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
}
