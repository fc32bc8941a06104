// Migration frozen in time: the reward centre (issue 16) — red envelope campaigns (a budget shared by a number of
// envelopes, each drawn on the server between a min and a max) with each member's envelopes, and prize wheels (weighted
// segments) with members' tickets and the spins they paid for.
// It must never import application types: later code changes must not change what it did.
import { sql, type Kysely } from 'kysely';

const LANGUAGES = ['lo', 'en', 'cn'];

export async function up(db: Kysely<unknown>): Promise<void> {
  let campaigns = db.schema
    .createTable('envelope_campaigns')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('starts_at', 'text', (c) => c.notNull())
    .addColumn('ends_at', 'text', (c) => c.notNull())
    .addColumn('budget_minor', 'bigint', (c) => c.notNull())
    .addColumn('envelope_count', 'integer', (c) => c.notNull())
    .addColumn('min_minor', 'bigint', (c) => c.notNull())
    .addColumn('max_minor', 'bigint', (c) => c.notNull())
    // 0: every real member gets one envelope; n: members of VIP level n and above.
    .addColumn('vip_level_min', 'integer', (c) => c.notNull().defaultTo(0))
    // Whether each member of the audience gets one envelope by themselves (else only ops grant them).
    .addColumn('auto_grant', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('turnover_multiple', 'integer', (c) => c.notNull().defaultTo(0))
    // Taken by one conditional update per opening: spent never exceeds the budget, opened never the count.
    .addColumn('spent_minor', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('opened_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull());
  for (const language of LANGUAGES) campaigns = campaigns.addColumn(`title_${language}`, 'text', (c) => c.notNull());
  await campaigns.execute();

  await db.schema
    .createTable('red_envelopes')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('campaign_id', 'text', (c) => c.notNull().references('envelope_campaigns.id'))
    .addColumn('member_id', 'text', (c) => c.notNull().references('members.id'))
    // AUTO for the campaign's own envelope of the member, else the ops grant that gave it.
    .addColumn('source', 'text', (c) => c.notNull())
    // UNOPENED or OPENED.
    .addColumn('status', 'text', (c) => c.notNull().defaultTo(sql.lit('UNOPENED')))
    .addColumn('amount_minor', 'bigint')
    .addColumn('entry_id', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('opened_at', 'text')
    .addUniqueConstraint('red_envelopes_once', ['campaign_id', 'member_id', 'source'])
    .execute();
  await db.schema.createIndex('red_envelopes_member_idx').on('red_envelopes').columns(['member_id', 'status']).execute();

  let wheels = db.schema
    .createTable('prize_wheels')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('turnover_multiple', 'integer', (c) => c.notNull().defaultTo(0))
    // A paid deposit of at least this many minor units earns one ticket; null: tickets come from ops only.
    .addColumn('deposit_ticket_min_minor', 'bigint')
    .addColumn('created_at', 'text', (c) => c.notNull());
  for (const language of LANGUAGES) wheels = wheels.addColumn(`title_${language}`, 'text', (c) => c.notNull());
  await wheels.execute();

  let segments = db.schema
    .createTable('prize_wheel_segments')
    .addColumn('wheel_id', 'text', (c) => c.notNull().references('prize_wheels.id'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('prize_minor', 'bigint', (c) => c.notNull())
    .addColumn('weight', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('prize_wheel_segments_pk', ['wheel_id', 'position']);
  for (const language of LANGUAGES) segments = segments.addColumn(`label_${language}`, 'text', (c) => c.notNull());
  await segments.execute();

  await db.schema
    .createTable('wheel_tickets')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('wheel_id', 'text', (c) => c.notNull().references('prize_wheels.id'))
    .addColumn('member_id', 'text', (c) => c.notNull().references('members.id'))
    // What gave it: an ops grant (grant id and number), a deposit (its order), the demo seed.
    .addColumn('source', 'text', (c) => c.notNull())
    // UNSPENT or SPENT; spent by one conditional update before the draw.
    .addColumn('status', 'text', (c) => c.notNull().defaultTo(sql.lit('UNSPENT')))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('spent_at', 'text')
    .addUniqueConstraint('wheel_tickets_once', ['wheel_id', 'member_id', 'source'])
    .execute();
  await db.schema.createIndex('wheel_tickets_member_idx').on('wheel_tickets').columns(['member_id', 'status']).execute();

  await db.schema
    .createTable('wheel_spins')
    .addColumn('id', 'text', (c) => c.primaryKey())
    // One spin per ticket, whatever happens.
    .addColumn('ticket_id', 'text', (c) => c.notNull().unique().references('wheel_tickets.id'))
    .addColumn('wheel_id', 'text', (c) => c.notNull().references('prize_wheels.id'))
    .addColumn('member_id', 'text', (c) => c.notNull().references('members.id'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('prize_minor', 'bigint', (c) => c.notNull())
    .addColumn('entry_id', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('wheel_spins_member_idx').on('wheel_spins').columns(['member_id', 'created_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['wheel_spins', 'wheel_tickets', 'prize_wheel_segments', 'prize_wheels', 'red_envelopes', 'envelope_campaigns'])
    await db.schema.dropTable(table).execute();
}
