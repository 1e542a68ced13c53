import { existsSync, mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { lockDirectory } from './lock';
import { withPreparedStatements } from './prepared';
import * as schema from './schema';

/** One query-builder type for both drivers: their builders are the same PostgreSQL dialect. */
export type Database = NodePgDatabase<typeof schema>;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}

function packageRoot(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  while (!existsSync(join(dir, 'drizzle', 'meta'))) {
    const parent = dirname(dir);
    if (parent === dir) throw new Error('Cannot find the server migrations folder (drizzle/)');
    dir = parent;
  }
  return dir;
}

export const migrationsFolder = join(packageRoot(), 'drizzle');

export interface DatabaseOptions {
  /** PostgreSQL connection string; when absent PGlite is used. */
  databaseUrl?: string;
  /** PGlite data directory; `memory://` or undefined for an in-memory database. */
  dataDir?: string;
  /** A PGlite data dump to start from (fast fresh test databases). */
  loadDataDir?: Blob | File;
  /** The port this server will serve, named to a second process that finds the PGlite directory locked. */
  port?: number;
  /** Where pool errors go (a connection lost while idle); the pool replaces the connection on the next query. */
  onPoolError?: (error: Error) => void;
}

/** How long a request waits for a PostgreSQL connection before it is answered 503. */
const CONNECT_TIMEOUT_MS = 5_000;
/** How long the server waits for PostgreSQL at start (a database starting beside it), retrying with backoff. */
const STARTUP_WAIT_MS = 60_000;

/** True for errors that mean the database is unreachable rather than the query wrong: the request may be retried. */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error as { code?: string; message?: string; cause?: unknown } | undefined, depth = 0; current && depth < 4; depth += 1) {
    const code = current.code ?? '';
    if (['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', 'EHOSTUNREACH', '57P01', '57P02', '57P03', '08000', '08001', '08003', '08006'].includes(code)) return true;
    if (/Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|the database system is (starting up|shutting down)/i.test(current.message ?? '')) return true;
    current = current.cause as typeof current;
  }
  return false;
}

async function waitForPostgres(pool: pg.Pool): Promise<void> {
  const deadline = Date.now() + STARTUP_WAIT_MS;
  for (let delay = 250; ; delay = Math.min(delay * 2, 4_000)) {
    try {
      const client = await pool.connect();
      client.release();
      return;
    } catch (error) {
      if (!isDatabaseUnavailable(error) || Date.now() + delay > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, delay));
    }
  }
}

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl, max: 10, connectionTimeoutMillis: CONNECT_TIMEOUT_MS, idleTimeoutMillis: 30_000,
      // The prepared statements (prepared.ts) are parsed once but planned for their values on every run: at 100k
      // questions the generic plans PostgreSQL would settle on read 100 times more rows for the list and community
      // answers (a learner's practice rows filtered per question, a popular question's answers sorted) than the plans
      // for the values (docs/performance-at-scale.md, third round).
      options: '-c plan_cache_mode=force_custom_plan',
    });
    // A connection lost while idle (the database restarted) is an 'error' event on the pool: without a listener it
    // takes the process down. The pool drops that client and connects afresh on the next query.
    pool.on('error', (error) => options.onPoolError?.(error));
    // A client checked out between two queries of a transaction has no pool listener: its own keeps the process up,
    // and the transaction's next query fails (and rolls back) instead.
    pool.on('connect', (client) => client.on('error', (error) => options.onPoolError?.(error)));
    await waitForPostgres(pool);
    const db = drizzlePg(pool, { schema });
    // API processes starting at once on one database would run the same migrations side by side: one at a time.
    const lock = await pool.connect();
    try {
      await lock.query('select pg_advisory_lock(7815018)');
      await migratePg(db, { migrationsFolder });
    } finally {
      await lock.query('select pg_advisory_unlock(7815018)').catch(() => {});
      lock.release();
    }
    return { db, kind: 'postgres', close: () => pool.end() };
  }
  const onDisk = options.dataDir !== undefined && !options.dataDir.startsWith('memory://');
  if (onDisk) mkdirSync(options.dataDir!, { recursive: true });
  const lock = onDisk ? lockDirectory(options.dataDir!, options.port) : null;
  try {
    const client = new PGlite(options.dataDir, options.loadDataDir ? { loadDataDir: options.loadDataDir } : undefined);
    await client.waitReady;
    // The fixed-shape hot queries run as prepared statements (prepared.ts): drizzle's PGlite driver would plan each afresh.
    const db = drizzlePglite(withPreparedStatements(client), { schema }) as unknown as Database;
    await migratePglite(db as never, { migrationsFolder });
    return {
      db,
      kind: 'pglite',
      async close() {
        try {
          await client.close();
        } finally {
          lock?.release();
        }
      },
    };
  } catch (error) {
    lock?.release();
    throw error;
  }
}
