// Migration frozen in time: the audit trail (issue 20) — every change to an account (profile, bindings, passwords,
// limits, exclusions, status) and every manual money action by ops, with who made it, when, from where, and the
// values before and after. Append-only: the database itself refuses an update or delete of a row, whoever sends it
// (the application, an ops command, a hand-written statement), so the trail cannot be rewritten to hide a change.
// It must never import application types: later code changes must not change what it did.
import { PostgresAdapter, sql, type Kysely } from 'kysely';

const isPostgres = (db: Kysely<unknown>) => db.getExecutor().adapter instanceof PostgresAdapter;

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('audit_trail')
    .addColumn('id', 'text', (c) => c.primaryKey())
    // UTC ISO instant of the change (the same clock as the change's own rows).
    .addColumn('occurred_at', 'text', (c) => c.notNull())
    // member (the account's owner), ops (an ops command), system (a job or the server itself).
    .addColumn('actor_kind', 'text', (c) => c.notNull())
    // The member's id, the operator's name, or the job's name.
    .addColumn('actor', 'text', (c) => c.notNull())
    // Where it came from: the member's IP address, the operator's host, or the node.
    .addColumn('source', 'text', (c) => c.notNull())
    // The account changed (null for a change of no one account, e.g. a site setting).
    .addColumn('subject_member_id', 'text')
    // What changed, a dotted name (profile.update, limits.set, ops.money.adjust, …).
    .addColumn('action', 'text', (c) => c.notNull())
    // JSON of the changed values before and after; never a secret (a password change records only that it changed).
    .addColumn('before_json', 'text')
    .addColumn('after_json', 'text')
    .execute();
  await db.schema.createIndex('audit_trail_subject_idx').on('audit_trail').columns(['subject_member_id', 'occurred_at']).execute();
  await db.schema.createIndex('audit_trail_action_idx').on('audit_trail').columns(['action', 'occurred_at']).execute();
  await db.schema.createIndex('audit_trail_occurred_idx').on('audit_trail').column('occurred_at').execute();

  if (isPostgres(db)) {
    await sql`create function audit_trail_append_only() returns trigger language plpgsql as $$
      begin raise exception 'audit_trail is append-only'; end $$`.execute(db);
    await sql`create trigger audit_trail_append_only before update or delete or truncate on audit_trail
      for each statement execute function audit_trail_append_only()`.execute(db);
    return;
  }
  for (const event of ['update', 'delete'])
    await sql`create trigger ${sql.raw(`audit_trail_no_${event}`)} before ${sql.raw(event)} on audit_trail
      begin select raise(abort, 'audit_trail is append-only'); end`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) {
    await sql`drop trigger audit_trail_append_only on audit_trail`.execute(db);
    await sql`drop function audit_trail_append_only()`.execute(db);
  } else {
    for (const event of ['update', 'delete']) await sql`drop trigger ${sql.raw(`audit_trail_no_${event}`)}`.execute(db);
  }
  await db.schema.dropTable('audit_trail').execute();
}
