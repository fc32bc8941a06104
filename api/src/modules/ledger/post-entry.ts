// Writes one journal entry: its postings sum to zero, each member account's cached balance moves (and its version
// rises) by a conditional update that never lets it go below zero, and everything happens on the caller's transaction,
// so an entry is written whole or not at all. Accounts are updated in id order, so two entries touching the
// same accounts on PostgreSQL wait for each other instead of deadlocking. Its statements are prepared (built and
// compiled once, db/prepared.ts): every money movement runs them, and on SQLite the query builder cost more CPU than
// the statements themselves (api/README.md, Benchmarks).
import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/database';
import { preparedQuery } from '../../db/prepared';
import { InsufficientBalance } from '@mekong/contracts/server';
import { HOUSE_ACCOUNTS, memberAccountOf, unitOf, walletAccount } from './accounts';
import type { LedgerEntryKind } from '@mekong/contracts/money';
import type { JournalEntryKind } from './ledger.table';

export interface Posting {
  accountId: string;
  /** Signed minor units: money into the account is positive. */
  amountMinor: number;
}

/** The two postings that move `amountMinor` from one account to another (every entry this platform makes). */
export function moveAmount(fromAccountId: string, toAccountId: string, amountMinor: number): Posting[] {
  return [
    { accountId: fromAccountId, amountMinor: -amountMinor },
    { accountId: toAccountId, amountMinor },
  ];
}

export interface NewEntry {
  kind: JournalEntryKind;
  /** The order, round or counterparty the movement belongs to. */
  reference?: string | null;
  memo?: string | null;
  postings: readonly Posting[];
}

export interface PostedEntry {
  entryId: string;
  createdAt: string;
  /** Balance after the entry of each member account it touched. */
  balances: Readonly<Record<string, number>>;
}

/** A member account would go below zero. `value.balance` carries the real balance (the contracts' class, which the seamless protocol carries). */
export { InsufficientBalance };

function checkBalanced(entry: NewEntry): void {
  const accounts = new Set(entry.postings.map((p) => p.accountId));
  if (entry.postings.length < 2 || accounts.size !== entry.postings.length)
    throw new Error(`Entry ${entry.kind} needs two or more postings on distinct accounts`);
  for (const posting of entry.postings) {
    if (!Number.isSafeInteger(posting.amountMinor) || posting.amountMinor === 0)
      throw new Error(`Entry ${entry.kind}: posting ${posting.amountMinor} is not a non-zero whole number of minor units`);
  }
  // Points and money are different units: an entry of both would balance numbers that mean nothing together.
  if (new Set(entry.postings.map((p) => unitOf(p.accountId))).size > 1)
    throw new Error(`Entry ${entry.kind} mixes points and money accounts`);
  const sum = entry.postings.reduce((total, p) => total + p.amountMinor, 0);
  if (sum !== 0) throw new Error(`Entry ${entry.kind} postings sum to ${sum}, not 0`);
}

/** The entry's own row. */
const insertEntryQuery = preparedQuery(
  (db: Db, v: { id: string; kind: LedgerEntryKind; reference: string | null; memo: string | null; createdAt: string }) =>
    db.insertInto('journal_entries').values(v),
);

/** A member account moved by `amountMinor` (its version raised); a debit (`need` given) only if it has `need` or more. */
const moveAccountQuery = preparedQuery((db: Db, v: { accountId: string; amountMinor: number; need?: number }) =>
  db
    .updateTable('ledger_accounts')
    .set((eb) => ({ balanceMinor: eb('balanceMinor', '+', v.amountMinor), version: eb('version', '+', 1) }))
    .where('id', '=', v.accountId)
    .$if(v.need !== undefined, (qb) => qb.where('balanceMinor', '>=', v.need as number))
    .returning('balanceMinor'),
);

/** The values of an entry's postings, named by index (`accountId0`, `amountMinor0`, …): each number of postings is a shape of its own. */
type PostingValues = { entryId: string; createdAt: string } & Record<`accountId${number}`, string> &
  Record<`amountMinor${number}` | `balanceAfterMinor${number}`, number | null>;

/** All the entry's postings in one statement: a statement per posting cost a round trip each for nothing. */
const insertPostingsQuery = preparedQuery((db: Db, v: PostingValues) => {
  const rows = [];
  for (let i = 0; `accountId${i}` in v; i++) {
    rows.push({
      entryId: v.entryId,
      accountId: v[`accountId${i}`] as string,
      amountMinor: v[`amountMinor${i}`] as number,
      balanceAfterMinor: v[`balanceAfterMinor${i}`] ?? null,
      createdAt: v.createdAt,
    });
  }
  return db.insertInto('postings').values(rows);
});

/** Moves a member account by `amountMinor` if it stays at or above zero; the account is made on its first credit. */
async function moveMemberAccount(trx: Db, accountId: string, amountMinor: number, createdAt: string): Promise<number> {
  const move = async () =>
    (await moveAccountQuery(trx, { accountId, amountMinor, need: amountMinor < 0 ? -amountMinor : undefined })).rows[0];
  const moved = await move();
  if (moved) return moved.balanceMinor as number;
  if (amountMinor < 0) {
    // A debit that would take the account below zero, or an account with nothing in it yet: refused, with its real balance.
    throw new InsufficientBalance(await accountBalance(trx, accountId), -amountMinor);
  }
  // A credit to an account its first credit makes. A concurrent first credit may be making it right now (two
  // withdrawals' holds at once): the insert then waits for it and does nothing, and the retried move credits the
  // account it made. (Reading the account here instead would find it made, and refuse a credit as if it were a debit.)
  const owner = memberAccountOf(accountId);
  if (!owner) throw new Error(`No ledger account ${accountId}`);
  await trx
    .insertInto('ledger_accounts')
    .values({ id: accountId, kind: owner.kind, memberId: owner.memberId, balanceMinor: 0, createdAt })
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
  const retried = await move();
  if (!retried) throw new Error(`Ledger account ${accountId} could not be credited`);
  return retried.balanceMinor as number;
}

/** Writes the entry on `trx` (a transaction the caller opened); throws InsufficientBalance and writes nothing if a member account would go negative. */
export async function postEntry(trx: Db, entry: NewEntry): Promise<PostedEntry> {
  checkBalanced(entry);
  const entryId = randomUUID();
  const createdAt = new Date().toISOString();
  // A points kind is stored in the same column (ledger.table.ts says why it is typed as the money kinds).
  await insertEntryQuery(trx, {
    id: entryId,
    kind: entry.kind as LedgerEntryKind,
    reference: entry.reference ?? null,
    memo: entry.memo ?? null,
    createdAt,
  });
  const balances: Record<string, number> = {};
  const ordered = [...entry.postings].sort((a, b) => (a.accountId < b.accountId ? -1 : a.accountId > b.accountId ? 1 : 0));
  const postings: PostingValues = { entryId, createdAt };
  for (const [i, posting] of ordered.entries()) {
    const balanceAfter = memberAccountOf(posting.accountId)
      ? await moveMemberAccount(trx, posting.accountId, posting.amountMinor, createdAt)
      : null;
    if (balanceAfter !== null) balances[posting.accountId] = balanceAfter;
    postings[`accountId${i}`] = posting.accountId;
    postings[`amountMinor${i}`] = posting.amountMinor;
    postings[`balanceAfterMinor${i}`] = balanceAfter;
  }
  // Once every balance moved, as one statement.
  await insertPostingsQuery(trx, postings);
  return { entryId, createdAt, balances };
}

/**
 * Raises the wallet's version, making the wallet (of a member who has none yet) if need be: on PostgreSQL that locks
 * the row until commit and tells a concurrent lock-free call that read before it to read again. The member's wallet
 * row is the lock of everything that must see the member's money still (a seamless call, a play limit's check).
 */
export async function claimWallet(trx: Db, memberId: string, createdAt: string): Promise<void> {
  const wallet = walletAccount(memberId);
  await trx
    .insertInto('ledger_accounts')
    .columns(['id', 'kind', 'memberId', 'balanceMinor', 'createdAt'])
    .expression((eb) =>
      eb
        .selectFrom('members')
        .select([
          eb.val(wallet).as('id'),
          eb.val('MEMBER_WALLET').as('kind'),
          'id as memberId',
          eb.val(0).as('balanceMinor'),
          eb.val(createdAt).as('createdAt'),
        ])
        .where('id', '=', memberId),
    )
    .onConflict((oc) => oc.column('id').doUpdateSet((eb) => ({ version: eb('ledger_accounts.version', '+', 1) })))
    .execute();
}

/** Prepared: a balance is read on every wallet page and balance call. */
const accountBalanceQuery = preparedQuery((db: Db, v: { accountId: string }) =>
  db.selectFrom('ledger_accounts').select('balanceMinor').where('id', '=', v.accountId),
);

/** A member account's balance (0 before its first posting). */
export async function accountBalance(db: Db, accountId: string): Promise<number> {
  const [row] = (await accountBalanceQuery(db, { accountId })).rows;
  return row?.balanceMinor ?? 0;
}

/** Starting money of a new account (demo accounts, tests), from the house's opening account, in its own transaction unless given one. */
export async function postOpeningBalance(db: Db, memberId: string, amountMinor: number): Promise<PostedEntry> {
  const post = (trx: Db) =>
    postEntry(trx, {
      kind: 'OPENING',
      memo: 'starting balance',
      postings: moveAmount(HOUSE_ACCOUNTS.opening, walletAccount(memberId), amountMinor),
    });
  return db.isTransaction ? post(db) : db.transaction().execute(post);
}
