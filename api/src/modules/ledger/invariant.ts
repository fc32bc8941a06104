// The ledger's invariant, checked by tests after every money suite and by the `ledger-check` ops command:
// every entry has two or more postings summing to zero, every cached balance equals the sum of its account's
// postings, no member account is below zero, and no entry mixes points accounts with money accounts.
import { sql } from 'kysely';
import type { Db } from '../../db/database';

export interface InvariantReport {
  entries: number;
  postings: number;
  problems: string[];
}

export async function checkLedgerInvariant(db: Db): Promise<InvariantReport> {
  const problems: string[] = [];
  const unbalanced = await sql<{ entryId: string; total: number | string; count: number | string }>`
    select e.id as entry_id, coalesce(sum(p.amount_minor), 0) as total, count(p.entry_id) as count
    from journal_entries e left join postings p on p.entry_id = e.id
    group by e.id
    having coalesce(sum(p.amount_minor), 0) <> 0 or count(p.entry_id) < 2`.execute(db);
  for (const row of unbalanced.rows) problems.push(`entry ${row.entryId}: ${row.count} postings summing to ${row.total}`);

  const drifted = await sql<{ id: string; balanceMinor: number | string; total: number | string }>`
    select a.id, a.balance_minor, coalesce(sum(p.amount_minor), 0) as total
    from ledger_accounts a left join postings p on p.account_id = a.id
    where a.balance_minor is not null
    group by a.id, a.balance_minor
    having a.balance_minor <> coalesce(sum(p.amount_minor), 0)`.execute(db);
  for (const row of drifted.rows) problems.push(`account ${row.id}: cached balance ${row.balanceMinor} but postings sum to ${row.total}`);

  // The points accounts share the tables (issue 18): an entry touching both units would balance apples and pears.
  const mixed = await sql<{ entryId: string }>`
    select entry_id from postings
    group by entry_id
    having count(distinct case when account_id like 'points:%' or account_id like 'house:points%' then 1 else 0 end) > 1`.execute(db);
  for (const row of mixed.rows) problems.push(`entry ${row.entryId}: mixes points and money accounts`);
  const negative = await db.selectFrom('ledger_accounts').select(['id', 'balanceMinor']).where('balanceMinor', '<', 0).execute();
  for (const row of negative) problems.push(`account ${row.id}: negative balance ${row.balanceMinor}`);

  const counts = await sql<{ entries: number | string; postings: number | string }>`
    select (select count(*) from journal_entries) as entries, (select count(*) from postings) as postings`.execute(db);
  const [count] = counts.rows;
  return { entries: Number(count?.entries ?? 0), postings: Number(count?.postings ?? 0), problems };
}
