// Migration frozen in time: the points ledger's own tables (issue 18). Points live in the money ledger's tables in an
// account namespace of their own (`points:<member>`, `house:points-issued`); beside them: the points configuration
// (minor units per point of each type), one row per source that earned or gave back points (its primary key is the
// guard that nothing earns twice), one row per points entry naming its point type (the details' index), the accrual's
// watermark over settled bets, and an index of bets by settlement time for the accrual to read from its watermark.
// It must never import application types: later code changes must not change what it did.
import { sql, type Kysely } from 'kysely';

/** Defaults: a point per ₭1,000 of valid bet, per ₭10,000 deposited; a point is worth ₭10 (all in minor units). */
const DEFAULT_RATIOS: [string, number][] = [
  ['live', 100_000],
  ['lott', 100_000],
  ['pvp', 100_000],
  ['rng', 100_000],
  ['sports', 100_000],
  ['deposit', 1_000_000],
  ['redeem', 1_000],
];

export async function up(db: Kysely<unknown>): Promise<void> {
  const now = new Date().toISOString();
  await db.schema
    .createTable('points_config')
    // live, lott, pvp, rng, sports, deposit or redeem.
    .addColumn('type', 'text', (c) => c.primaryKey())
    // Earning types: one point per this many minor units (0 earns none); redeem: what a point is worth.
    .addColumn('minor_per_point', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  for (const [type, minorPerPoint] of DEFAULT_RATIOS) {
    await sql`insert into points_config (type, minor_per_point, updated_at) values (${type}, ${minorPerPoint}, ${now})`.execute(db);
  }

  await db.schema
    .createTable('points_accruals')
    // BET or DEPOSIT, and the bet's or deposit order's id.
    .addColumn('source_kind', 'text', (c) => c.notNull())
    .addColumn('source_id', 'text', (c) => c.notNull())
    // EARN, or TAKE_BACK (a rolled-back bet's points).
    .addColumn('movement', 'text', (c) => c.notNull())
    .addColumn('member_id', 'text', (c) => c.notNull().references('members.id'))
    .addColumn('point_type', 'text', (c) => c.notNull())
    // The valid bet or deposit amount, and the ratio it was counted at: a later change of ratio never re-rates it.
    .addColumn('basis_minor', 'bigint', (c) => c.notNull())
    .addColumn('minor_per_point', 'bigint', (c) => c.notNull())
    // Signed points moved (0: none, e.g. below one point); the entry that moved them, null when none moved.
    .addColumn('points', 'bigint', (c) => c.notNull())
    .addColumn('entry_id', 'text', (c) => c.references('journal_entries.id'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('points_accruals_pk', ['source_kind', 'source_id', 'movement'])
    .execute();

  await db.schema
    .createTable('points_entries')
    .addColumn('entry_id', 'text', (c) => c.primaryKey().references('journal_entries.id'))
    .addColumn('member_id', 'text', (c) => c.notNull().references('members.id'))
    .addColumn('point_type', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('points_entries_member_time_idx').on('points_entries').columns(['member_id', 'created_at']).execute();

  await db.schema
    .createTable('points_watermarks')
    .addColumn('name', 'text', (c) => c.primaryKey())
    // Settlement time up to which every settled or rolled-back bet has been looked at (less the accrual's margin).
    .addColumn('through', 'text', (c) => c.notNull())
    .execute();
  // Bets settled before points existed earn none: the accrual starts here.
  await sql`insert into points_watermarks (name, through) values ('bets', ${now})`.execute(db);

  await db.schema.createIndex('bets_settled_at_idx').on('bets').column('settled_at').execute();

  await sql`insert into ledger_accounts (id, kind, member_id, balance_minor, created_at) values ('house:points-issued', 'HOUSE', null, null, ${now})`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`delete from ledger_accounts where id = 'house:points-issued'`.execute(db);
  await db.schema.dropIndex('bets_settled_at_idx').execute();
  await db.schema.dropTable('points_watermarks').execute();
  await db.schema.dropTable('points_entries').execute();
  await db.schema.dropTable('points_accruals').execute();
  await db.schema.dropTable('points_config').execute();
}
