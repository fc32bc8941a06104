// Decorates the app with `db` (Kysely), migrated and seeded before any route runs; closes it with the app.
import fp from 'fastify-plugin';
import { describeDatabase, type DatabaseConfig, type Db } from '../../db/database';
import { openDatabase } from '../../db/open';
import { WalCheckpointError } from '../../db/wal-checkpointer';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
  }
}

export default fp<{ database: DatabaseConfig }>(
  async (fastify, opts) => {
    const { db, appliedMigrations, seeded, catalogueSeedMs } = await openDatabase(opts.database, (error) =>
      fastify.log.warn(
        { err: error },
        error instanceof WalCheckpointError
          ? 'a background SQLite checkpoint failed; commits checkpoint the log themselves past its fallback size'
          : 'an idle database connection broke; the pool opens a new one',
      ),
    );
    fastify.decorate('db', db);
    fastify.addHook('onClose', () => db.destroy());
    fastify.log.info({ appliedMigrations, seeded, catalogueSeedMs }, `database ready: ${describeDatabase(opts.database)}`);
  },
  { name: 'database' },
);
