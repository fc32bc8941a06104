// Migration frozen in time: agent contracts (issue 17 part 2; requirements §3 Contract rows, §4 Contracts). A contract
// is offered by an upline agent (or the house: upline_id null) to a direct downline agent, of one kind (dividend,
// dailySalary, hourlySalary, realtimeSalary), with tier rows in a child table of typed columns; it goes
// offered → active | rejected, and active → terminated. Partial unique indexes keep at most one pending offer and one
// active contract per (downline, kind), so racing offers or accepts cannot make two. Requests (a downline asking for
// a new contract; either side asking to end one) live in contract_requests, one pending of each sort at a time.
// The house's side of house contracts is the ledger account house:contracts.
// It must never import application types: later code changes must not change what it did.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  const now = new Date().toISOString();
  await db.schema
    .createTable('agent_contracts')
    .addColumn('id', 'text', (c) => c.primaryKey())
    // dividend, dailySalary, hourlySalary or realtimeSalary.
    .addColumn('kind', 'text', (c) => c.notNull())
    // The agent that offers and pays; null is the house (a top agent's contract, paid from house:contracts).
    .addColumn('upline_id', 'text', (c) => c.references('members.id'))
    .addColumn('downline_id', 'text', (c) => c.notNull().references('members.id'))
    // offered, active, rejected or terminated.
    .addColumn('status', 'text', (c) => c.notNull())
    // Dividends only: Daily, Weekly, Semimonthly or Monthly (requirements §4 Salary periods); null for salaries.
    .addColumn('period', 'text')
    // The highest rate of its rows (real-time salary: of its profit and loss rates), in basis points: what the
    // upline's cap and the "downline already has a higher rate" rule compare.
    .addColumn('top_rate_bp', 'integer', (c) => c.notNull())
    // 1 when the upline agreed, at offering, that accepting ends the downline's current contract of a higher rate.
    .addColumn('upline_agreed', 'integer', (c) => c.notNull().defaultTo(0))
    // The new-contract request this offer answers, if any.
    .addColumn('request_id', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    // When the downline accepted or rejected it.
    .addColumn('answered_at', 'text')
    .addColumn('terminated_at', 'text')
    // request (the other side agreed), superseded (a newer contract of its kind was accepted) or ops.
    .addColumn('termination_reason', 'text')
    .execute();
  await sql`create unique index agent_contracts_one_offer_idx on agent_contracts (downline_id, kind) where status = 'offered'`.execute(db);
  await sql`create unique index agent_contracts_one_active_idx on agent_contracts (downline_id, kind) where status = 'active'`.execute(db);
  await db.schema.createIndex('agent_contracts_downline_idx').on('agent_contracts').columns(['downline_id', 'created_at', 'id']).execute();
  await db.schema.createIndex('agent_contracts_upline_idx').on('agent_contracts').columns(['upline_id', 'created_at', 'id']).execute();
  // The settlement jobs walk the active contracts of a kind.
  await db.schema.createIndex('agent_contracts_kind_status_idx').on('agent_contracts').columns(['kind', 'status']).execute();

  await db.schema
    .createTable('agent_contract_tiers')
    .addColumn('contract_id', 'text', (c) => c.notNull().references('agent_contracts.id'))
    // 1, 2, … in the order offered (thresholds ascending).
    .addColumn('position', 'integer', (c) => c.notNull())
    // Signing ratio (dividend) or rate (daily and hourly salary), basis points of the base it applies to.
    .addColumn('rate_bp', 'integer')
    // Thresholds a period must reach for the tier: active members of the team, valid bet, P&L (dividend), bet amount
    // of the day (daily salary) or hour (hourly salary); money in minor units.
    .addColumn('active_members', 'integer')
    .addColumn('period_valid_bet_minor', 'bigint')
    .addColumn('period_profit_loss_minor', 'bigint')
    .addColumn('daily_bet_minor', 'bigint')
    .addColumn('hourly_bet_minor', 'bigint')
    // Real-time salary: the rate of a won and of a lost bet of at least single_bet_minor.
    .addColumn('profit_rate_bp', 'integer')
    .addColumn('loss_rate_bp', 'integer')
    .addColumn('single_bet_minor', 'bigint')
    .addPrimaryKeyConstraint('agent_contract_tiers_pk', ['contract_id', 'position'])
    .execute();

  await db.schema
    .createTable('contract_requests')
    .addColumn('id', 'text', (c) => c.primaryKey())
    // new (a downline asks its upline for a contract) or termination (either side asks to end one).
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    // Termination: the contract to end; new: null.
    .addColumn('contract_id', 'text', (c) => c.references('agent_contracts.id'))
    .addColumn('from_member_id', 'text', (c) => c.notNull().references('members.id'))
    // Who answers; null is the house (ops).
    .addColumn('to_member_id', 'text', (c) => c.references('members.id'))
    // pending, accepted or rejected.
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('answered_at', 'text')
    .execute();
  await sql`create unique index contract_requests_one_termination_idx on contract_requests (contract_id) where status = 'pending' and type = 'termination'`.execute(
    db,
  );
  await sql`create unique index contract_requests_one_new_idx on contract_requests (from_member_id, kind) where status = 'pending' and type = 'new'`.execute(
    db,
  );
  await db.schema
    .createIndex('contract_requests_to_idx')
    .on('contract_requests')
    .columns(['to_member_id', 'status', 'created_at'])
    .execute();
  await db.schema.createIndex('contract_requests_from_idx').on('contract_requests').columns(['from_member_id', 'created_at']).execute();

  await sql`insert into ledger_accounts (id, kind, member_id, balance_minor, created_at) values ('house:contracts', 'HOUSE', null, null, ${now})`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`delete from ledger_accounts where id = 'house:contracts'`.execute(db);
  await db.schema.dropTable('contract_requests').execute();
  await db.schema.dropTable('agent_contract_tiers').execute();
  await db.schema.dropTable('agent_contracts').execute();
}
