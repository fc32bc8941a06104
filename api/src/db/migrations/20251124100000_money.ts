// Migration frozen in time: the money core (docs/architecture.md, Money) — a double-entry ledger (accounts, journal entries,
// postings), idempotency keys, bets and seamless-wallet transactions of game providers, deposit and withdrawal
// orders with withdrawal proofs, internal messages and job leases. The members' balances move into the ledger
// as opening entries and the old balance column goes, so nothing can read a balance beside the ledger.
// It must never import application types: later code changes must not change what it did.
import { sql, type Kysely } from 'kysely';

const OPENING_ACCOUNT = 'house:opening';
const HOUSE_ACCOUNTS = ['house:opening', 'house:deposits', 'house:withdrawals', 'house:games', 'house:bonuses'];

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('ledger_accounts')
    .addColumn('id', 'text', (c) => c.primaryKey())
    // MEMBER_WALLET, MEMBER_HELD or HOUSE.
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('member_id', 'text', (c) => c.references('members.id'))
    // Cached sum of the account's postings, kept for member accounts (checked never negative). House accounts keep
    // none (null): every bet would otherwise queue on one hot house row.
    .addColumn('balance_minor', 'bigint')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('ledger_accounts_member_idx').on('ledger_accounts').column('member_id').execute();

  await db.schema
    .createTable('journal_entries')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('kind', 'text', (c) => c.notNull())
    // The order, round or counterparty the movement belongs to.
    .addColumn('reference', 'text')
    .addColumn('memo', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('postings')
    .addColumn('entry_id', 'text', (c) => c.notNull().references('journal_entries.id'))
    .addColumn('account_id', 'text', (c) => c.notNull().references('ledger_accounts.id'))
    // Signed: money into the account is positive. The postings of one entry sum to zero.
    .addColumn('amount_minor', 'bigint', (c) => c.notNull())
    // The account's balance after this posting, for cached (member) accounts.
    .addColumn('balance_after_minor', 'bigint')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('postings_pk', ['entry_id', 'account_id'])
    .execute();
  await db.schema.createIndex('postings_account_time_idx').on('postings').columns(['account_id', 'created_at']).execute();

  await db.schema
    .createTable('idempotency_keys')
    // Whose key it is: 'member:<id>', or 'provider:<code>' for seamless-wallet transactions.
    .addColumn('scope', 'text', (c) => c.notNull())
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('request_hash', 'text', (c) => c.notNull())
    // JSON of the first answer.
    .addColumn('response', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('idempotency_keys_pk', ['scope', 'key'])
    .execute();

  await db.schema
    .createTable('bets')
    // The provider's round id, prefixed by the provider code.
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('member_id', 'text', (c) => c.notNull().references('members.id'))
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('round_id', 'text', (c) => c.notNull())
    .addColumn('node_id', 'text', (c) => c.notNull())
    .addColumn('game_name', 'text', (c) => c.notNull())
    .addColumn('vassalage', 'text', (c) => c.notNull())
    .addColumn('game_type', 'text', (c) => c.notNull())
    .addColumn('stake_minor', 'bigint', (c) => c.notNull())
    .addColumn('win_minor', 'bigint', (c) => c.notNull())
    // OPEN, SETTLED or ROLLED_BACK.
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('placed_at', 'text', (c) => c.notNull())
    .addColumn('settled_at', 'text')
    .execute();
  await db.schema.createIndex('bets_member_time_idx').on('bets').columns(['member_id', 'placed_at']).execute();

  await db.schema
    .createTable('seamless_transactions')
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('transaction_id', 'text', (c) => c.notNull())
    // DEBIT, CREDIT or ROLLBACK.
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('round_id', 'text', (c) => c.notNull())
    .addColumn('member_id', 'text', (c) => c.notNull().references('members.id'))
    .addColumn('amount_minor', 'bigint', (c) => c.notNull())
    // The transaction a ROLLBACK undoes.
    .addColumn('reference_transaction_id', 'text')
    .addColumn('request_hash', 'text', (c) => c.notNull())
    .addColumn('entry_id', 'text', (c) => c.references('journal_entries.id'))
    .addColumn('balance_after_minor', 'bigint', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('seamless_transactions_pk', ['provider', 'transaction_id'])
    .execute();
  await db.schema.createIndex('seamless_transactions_round_idx').on('seamless_transactions').columns(['provider', 'round_id']).execute();

  await db.schema
    .createTable('deposit_orders')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('member_id', 'text', (c) => c.notNull().references('members.id'))
    .addColumn('channel', 'text', (c) => c.notNull())
    .addColumn('amount_minor', 'bigint', (c) => c.notNull())
    // PENDING, PAID, FAILED or REJECTED.
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('depositor_name', 'text')
    // The gateway's own reference, from its callback.
    .addColumn('provider_reference', 'text')
    .addColumn('failure_reason', 'text')
    .addColumn('entry_id', 'text', (c) => c.references('journal_entries.id'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('completed_at', 'text')
    .execute();
  await db.schema.createIndex('deposit_orders_member_time_idx').on('deposit_orders').columns(['member_id', 'created_at']).execute();
  await db.schema.createIndex('deposit_orders_status_idx').on('deposit_orders').column('status').execute();

  await db.schema
    .createTable('withdrawal_orders')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('member_id', 'text', (c) => c.notNull().references('members.id'))
    .addColumn('amount_minor', 'bigint', (c) => c.notNull())
    // PENDING, REJECTED, APPROVED, RECEIVED, AUTO_RECEIVED, NOT_RECEIVED, PARTIAL or REFUNDED.
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('bank_name', 'text', (c) => c.notNull())
    .addColumn('bank_account_no', 'text', (c) => c.notNull())
    .addColumn('account_name', 'text', (c) => c.notNull())
    .addColumn('reviewed_at', 'text')
    .addColumn('reject_reason', 'text')
    .addColumn('confirm_deadline', 'text')
    .addColumn('received_minor', 'bigint')
    .addColumn('disputed_minor', 'bigint')
    .addColumn('confirmed_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('withdrawal_orders_member_time_idx').on('withdrawal_orders').columns(['member_id', 'created_at']).execute();
  await db.schema
    .createIndex('withdrawal_orders_status_deadline_idx')
    .on('withdrawal_orders')
    .columns(['status', 'confirm_deadline'])
    .execute();

  await db.schema
    .createTable('withdrawal_proofs')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('withdrawal_id', 'text', (c) => c.notNull().references('withdrawal_orders.id'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('mime_type', 'text', (c) => c.notNull())
    // Base64 of the image.
    .addColumn('data', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('withdrawal_proofs_withdrawal_idx').on('withdrawal_proofs').column('withdrawal_id').execute();

  await db.schema
    .createTable('member_messages')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('member_id', 'text', (c) => c.notNull().references('members.id'))
    .addColumn('kind', 'text', (c) => c.notNull())
    // JSON of the text's parameters (amount, order id, reason, account).
    .addColumn('params', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('read_at', 'text')
    .execute();
  await db.schema.createIndex('member_messages_member_time_idx').on('member_messages').columns(['member_id', 'created_at']).execute();

  await db.schema
    .createTable('job_leases')
    // One row per scheduled job: the node holding it runs it until the lease expires.
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('holder', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .execute();

  const now = new Date().toISOString();
  await db
    .insertInto('ledger_accounts' as never)
    .values(HOUSE_ACCOUNTS.map((id) => ({ id, kind: 'HOUSE', member_id: null, balance_minor: null, created_at: now })) as never)
    .execute();

  // Each member's balance becomes an opening entry from the house, so the ledger alone says what a member holds.
  // One-word aliases read the same with or without a case-converting plugin.
  const { rows } = await sql<{ id: string; amount: number | string }>`select id, balance_minor as amount from members`.execute(db);
  for (const member of rows) {
    const balance = Number(member.amount);
    const wallet = `wallet:${member.id}`;
    await sql`insert into ledger_accounts (id, kind, member_id, balance_minor, created_at) values (${wallet}, 'MEMBER_WALLET', ${member.id}, ${balance}, ${now})`.execute(
      db,
    );
    await sql`insert into ledger_accounts (id, kind, member_id, balance_minor, created_at) values (${`held:${member.id}`}, 'MEMBER_HELD', ${member.id}, 0, ${now})`.execute(
      db,
    );
    if (balance === 0) continue;
    const entry = `opening-${member.id}`;
    await sql`insert into journal_entries (id, kind, reference, memo, created_at) values (${entry}, 'OPENING', null, 'balance before the ledger', ${now})`.execute(
      db,
    );
    await sql`insert into postings (entry_id, account_id, amount_minor, balance_after_minor, created_at) values (${entry}, ${wallet}, ${balance}, ${balance}, ${now})`.execute(
      db,
    );
    await sql`insert into postings (entry_id, account_id, amount_minor, balance_after_minor, created_at) values (${entry}, ${OPENING_ACCOUNT}, ${-balance}, null, ${now})`.execute(
      db,
    );
  }
  await db.schema.alterTable('members').dropColumn('balance_minor').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('members')
    .addColumn('balance_minor', 'bigint', (c) => c.notNull().defaultTo(0))
    .execute();
  await sql`update members set balance_minor = coalesce((select balance_minor from ledger_accounts where ledger_accounts.id = 'wallet:' || members.id), 0)`.execute(
    db,
  );
  for (const table of [
    'job_leases',
    'member_messages',
    'withdrawal_proofs',
    'withdrawal_orders',
    'deposit_orders',
    'seamless_transactions',
    'bets',
    'idempotency_keys',
    'postings',
    'journal_entries',
    'ledger_accounts',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
