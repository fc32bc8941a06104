// Migration frozen in time: breaks from play (issue 20). Each time-out or self-exclusion a member takes is a row of
// play_breaks (its history; rows are never changed or removed); the member's row keeps when the break in force ends
// (`break_ends_at`, read with every session so every token of a member on a break is refused at once) and the
// reality-check interval the member chose (0: off). It also keeps the login before the last one, which the member is
// shown after logging in.
// It must never import application types: later code changes must not change what it did.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('play_breaks')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('member_id', 'text', (c) => c.notNull().references('members.id'))
    // time-out or self-exclusion
    .addColumn('kind', 'text', (c) => c.notNull())
    // 24h, 7d, 30d, 6w, 6m, 1y, 5y, permanent
    .addColumn('period', 'text', (c) => c.notNull())
    .addColumn('started_at', 'text', (c) => c.notNull())
    // UTC ISO instant; a permanent exclusion holds the far-future instant 9999-12-31T23:59:59.999Z.
    .addColumn('ends_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('play_breaks_member_idx').on('play_breaks').columns(['member_id', 'started_at']).execute();
  await db.schema.createIndex('play_breaks_ends_idx').on('play_breaks').column('ends_at').execute();
  await db.schema.alterTable('members').addColumn('break_ends_at', 'text').execute();
  await db.schema
    .alterTable('members')
    .addColumn('reality_check_minutes', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('members').addColumn('previous_login_at', 'text').execute();
  await db.schema.alterTable('members').addColumn('previous_login_ip', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const column of ['previous_login_ip', 'previous_login_at', 'reality_check_minutes', 'break_ends_at'])
    await db.schema.alterTable('members').dropColumn(column).execute();
  await db.schema.dropTable('play_breaks').execute();
}
