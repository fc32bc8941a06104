// Decorates the app with `db` (Kysely), migrated and seeded before any route runs; closes it with the app.
import fp from 'fastify-plugin';
import { describeDatabase, type DatabaseConfig, type Db } from '../../db/database';
import { openDatabase } from '../../db/open';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
  }
}

export default fp<{ database: DatabaseConfig }>(
  async (fastify, opts) => {
    const { db, appliedMigrations, seeded, catalogueSeedMs } = await openDatabase(opts.database, (error) =>
      fastify.log.warn({ err: error }, 'an idle database connection broke; the pool opens a new one'),
    );
    fastify.decorate('db', db);
    fastify.addHook('onClose', () => db.destroy());
    fastify.log.info({ appliedMigrations, seeded, catalogueSeedMs }, `database ready: ${describeDatabase(opts.database)}`);
  },
  { name: 'database' },
);
