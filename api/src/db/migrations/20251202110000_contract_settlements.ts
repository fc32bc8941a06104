// Migration frozen in time: settlements of agent contracts (issue 17 part 2; requirements §4 Contracts, §9 salary
// timing). One row per (contract, period) — the UNIQUE key that makes a settlement job killed mid-run and run again pay
// once — with the team figures its tier row was chosen by and the amount; `owed` while the upline could not pay a
// dividend (the upline is frozen until every owed row is collected), `paid` once the ledger entry moved it.
// It must never import application types: later code changes must not change what it did.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('contract_settlements')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('contract_id', 'text', (c) => c.notNull().references('agent_contracts.id'))
    // dividend, dailySalary, hourlySalary or realtimeSalary (copied from the contract: the records filter by it).
    .addColumn('kind', 'text', (c) => c.notNull())
    // Who pays (null: the house, from house:contracts) and who is paid, copied from the contract.
    .addColumn('upline_id', 'text', (c) => c.references('members.id'))
    .addColumn('downline_id', 'text', (c) => c.notNull().references('members.id'))
    // Dividends: Daily, Weekly, Semimonthly or Monthly; salaries: day, hour or window (5 minutes).
    .addColumn('period_type', 'text', (c) => c.notNull())
    // The period, UTC ISO: first instant, and first instant after it.
    .addColumn('period_start', 'text', (c) => c.notNull())
    .addColumn('period_end', 'text', (c) => c.notNull())
    // The Vientiane business day the period starts on (the records' date filter).
    .addColumn('business_day', 'text', (c) => c.notNull())
    // The team figures of the period (the downline and everyone below it, bets settled in it).
    .addColumn('active_members', 'integer', (c) => c.notNull())
    .addColumn('valid_bet_minor', 'bigint', (c) => c.notNull())
    .addColumn('profit_minor', 'bigint', (c) => c.notNull())
    // The tier row's rate (basis points); null when no row was reached, and for real time (a rate per bet).
    .addColumn('rate_bp', 'integer')
    // Real time: bets that reached a row's single bet, and the stakes of those the team won and lost.
    .addColumn('qualifying_bets', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('profit_stake_minor', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('loss_stake_minor', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('amount_minor', 'bigint', (c) => c.notNull())
    // paid or owed.
    .addColumn('status', 'text', (c) => c.notNull())
    // The CONTRACT_SETTLEMENT journal entry (null for a zero amount, or while owed).
    .addColumn('entry_id', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('paid_at', 'text')
    .addUniqueConstraint('contract_settlements_period_key', ['contract_id', 'period_start'])
    .execute();
  // The records pages: the caller's received (downline) or paid (upline) settlements of a kind, newest first.
  await db.schema
    .createIndex('contract_settlements_downline_idx')
    .on('contract_settlements')
    .columns(['downline_id', 'kind', 'business_day', 'period_start'])
    .execute();
  await db.schema
    .createIndex('contract_settlements_upline_idx')
    .on('contract_settlements')
    .columns(['upline_id', 'kind', 'business_day', 'period_start'])
    .execute();
  // What is owed: the freeze check on every withdrawal and transfer, and each run's collection.
  await sql`create index contract_settlements_owed_idx on contract_settlements (upline_id, period_start) where status = 'owed'`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('contract_settlements').execute();
}
