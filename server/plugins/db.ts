import fp from 'fastify-plugin';
import type { AppConfig } from '../config.ts';
import type { Db } from '../db/db.ts';
import { migrate } from '../db/migrate.ts';
import { openDb } from '../db/open-db.ts';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
  }
}

/**
 * Opens the database (or takes one the caller owns, as tests do), brings its schema up to date
 * before any route runs, and closes what it opened when the app closes.
 */
export const dbPlugin = fp<{ config: AppConfig; db?: Db | undefined }>(
  async (app, options) => {
    const db = options.db ?? (await openDb(options.config, app.log.child({ component: 'db' })));
    if (!options.db) app.addHook('onClose', () => db.close());
    const applied = await migrate(db);
    if (applied.length > 0) app.log.info({ applied }, 'database migrations applied');
    app.decorate('db', db);
  },
  { name: 'db', fastify: '5.x' },
);
