import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database, DatabaseHandle } from '../db/client';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
  }
}

export interface DatabaseOptions {
  handle: DatabaseHandle;
  /** Close the database with the app: false when the caller opened it and closes it (tests). */
  closeWithApp: boolean;
}

/** The database every other plugin reads through `app.db`. */
export default fp(async function database(app: FastifyInstance, { handle, closeWithApp }: DatabaseOptions) {
  app.decorate('db', handle.db);
  if (closeWithApp) app.addHook('onClose', () => handle.close());
}, { name: 'database' });
