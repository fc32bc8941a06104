// Decorates the app with `db` (Kysely), migrated and seeded before any route runs, and `recordsDb`, where the records
// and reports read (records-database.ts: reader threads on a SQLite file, a pool of its own on PostgreSQL); closes both
// with the app, the records' first.
import fp from 'fastify-plugin';
import { describeDatabase, type DatabaseConfig, type Db } from '../../db/database';
import { openDatabase } from '../../db/open';
import { openRecordsDatabase, type RecordsDatabase, type RecordsSettings } from '../../db/records-database';
import { WalCheckpointError } from '../../db/wal-checkpointer';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    /** Read-only: the records' and reports' queries, kept off the money calls' event loop (SQLite) or pool (PostgreSQL). */
    recordsDb: Db;
    /** How the records are read, and what is waiting (tests and diagnostics). */
    records: RecordsDatabase;
  }
}

export default fp<{ database: DatabaseConfig; records?: RecordsSettings }>(
  async (fastify, opts) => {
    const { db, appliedMigrations, seeded, catalogueSeedMs } = await openDatabase(opts.database, (error) =>
      fastify.log.warn(
        { err: error },
        error instanceof WalCheckpointError
          ? 'a background SQLite checkpoint failed; commits checkpoint the log themselves past its fallback size'
          : 'an idle database connection broke; the pool opens a new one',
      ),
    );
    // Opened after migrating: the reader threads open the file as it now is.
    const records = openRecordsDatabase(opts.database, db, opts.records, (error) =>
      fastify.log.warn({ err: error }, 'a records reader thread or connection failed; it is replaced'),
    );
    fastify.decorate('db', db);
    fastify.decorate('recordsDb', records.db);
    fastify.decorate('records', records);
    fastify.addHook('onClose', async () => {
      await records.close();
      await db.destroy();
    });
    fastify.log.info(
      { appliedMigrations, seeded, catalogueSeedMs, records: records.kind },
      `database ready: ${describeDatabase(opts.database)}`,
    );
  },
  { name: 'database' },
);
