// Runs one seamless call: reads what the round rules need, lets the call decide, and writes what it decided together
// with the call's own transaction row, or nothing. On PostgreSQL it takes no lock: one statement reads, one statement
// (data-modifying CTEs) writes the wallet, journal entry, postings, bet and transaction row only if the member's wallet
// is still at the version it read, so a call of the same member that wrote in between makes it read and decide again.
// After two such losses (a member's calls racing each other) the call runs in a transaction that claims (locks) the
// wallet row first; on SQLite always in a transaction, its one writer serialising the calls (statements are in-process
// calls there, no round trips to save; its statements are prepared, db/prepared.ts, since the query builder cost more
// CPU than SQLite's own work). Either way a call of a member is decided on everything the member's earlier
// calls wrote: every call that writes raises the wallet's version, and so does every other posting to it. A stake of a
// member with play limits (issue 20) always takes the locked path, where the limits are checked after it is written.
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { LedgerEntryKind } from '@mekong/contracts/money';
import { isPostgres, type Db } from '../../db/database';
import { preparedQuery } from '../../db/prepared';
import { claimWallet, HOUSE_ACCOUNTS, isUniqueViolation, moveAmount, postEntry, walletAccount } from '../ledger';
import type { BetsTable, SeamlessTransactionsTable } from './seamless.table';
import { hasPlayLimits, requireWithinPlayLimits } from '../play-limits';

export interface Call {
  provider: string;
  kind: SeamlessTransactionsTable['kind'];
  transactionId: string;
  roundId: string;
  memberId: string;
  /** The hash of the kind and the validated body: a transactionId reused for anything else is a conflict. */
  hash: string;
}

/** What a call reads before it decides. */
export interface Found {
  /** Every earlier transaction of the round and of the ids the call names, its own id's included (a replay). */
  related: SeamlessTransactionsTable[];
  /** The member's wallet balance (0 before its first posting). */
  balance: number;
}

type BetClosing = 'SETTLED' | 'ROLLED_BACK';

/** What a call writes, once its round rules passed. */
export interface Decision {
  /** Money into the wallet from the house's games account (negative: a stake), under an entry of this kind; null moves none. */
  move: { kind: LedgerEntryKind; amountMinor: number } | null;
  /** The round's bet: opened by a debit (placed when the entry is), closed by a credit or a rollback. */
  bet: { open: Omit<BetsTable, 'placedAt'> } | { close: BetClosing; winMinor: number } | null;
  /** What the call's transaction row records. */
  amountMinor: number;
  referenceTransactionId: string | null;
}

/** What a call answered. */
export interface Applied {
  /** The row of the call: written now, or the one an earlier call with the same transactionId wrote (a replay). */
  row: SeamlessTransactionsTable;
  replayed: boolean;
}

/** The bet of a provider's round: round ids are unique per provider only. */
export const betIdOf = (provider: string, roundId: string): string => `${provider}:${roundId}`;

/** Optimistic attempts before a call takes the wallet's lock: enough for the rare race, few when one member's calls pile up. */
const OPTIMISTIC_ATTEMPTS = 2;

function findTransaction(db: Db, provider: string, transactionId: string) {
  return db
    .selectFrom('seamless_transactions')
    .selectAll()
    .where('provider', '=', provider)
    .where('transactionId', '=', transactionId)
    .executeTakeFirst();
}

/** What a call reads: the wallet's version too, which its lock-free write checks. */
export interface Read extends Found {
  /** null: the member has no wallet account yet. */
  version: number | null;
}

/**
 * The round's transactions and the call's own, and the one more it names (a rollback's debit; else its own again: one
 * shape for every call, so it can be prepared). A union, not an OR: each half stays an index lookup (an OR made
 * SQLite scan the provider's rows).
 */
export function relatedTransactions(
  db: Db,
  call: Pick<Call, 'provider' | 'transactionId' | 'roundId'>,
  alsoTransactionId: string = call.transactionId,
) {
  const byProvider = db.selectFrom('seamless_transactions').selectAll().where('provider', '=', call.provider);
  return byProvider
    .where('transactionId', 'in', [call.transactionId, alsoTransactionId])
    .union(byProvider.where('roundId', '=', call.roundId));
}

/** One statement, prepared: the call's related transactions and the member's wallet (balance and version), whether or not there are any. */
const readQuery = preparedQuery(
  (db: Db, v: { provider: string; transactionId: string; alsoTransactionId: string; roundId: string; walletId: string }) => {
    const wallet = db.selectFrom('ledger_accounts').where('id', '=', v.walletId);
    return db
      .selectFrom(db.selectNoFrom(sql<number>`1`.as('one')).as('anchor'))
      .leftJoin(relatedTransactions(db, v, v.alsoTransactionId).as('related'), (join) => join.onTrue())
      .selectAll('related')
      .select([wallet.select('balanceMinor').as('walletBalance'), wallet.select('version').as('walletVersion')]);
  },
);

async function read(db: Db, call: Call, alsoTransactionId: string | undefined): Promise<Read> {
  const { rows } = await readQuery(db, {
    provider: call.provider,
    transactionId: call.transactionId,
    alsoTransactionId: alsoTransactionId ?? call.transactionId,
    roundId: call.roundId,
    walletId: walletAccount(call.memberId),
  });
  const first = rows[0];
  return {
    related: rows.flatMap(({ walletBalance: _balance, walletVersion: _version, ...row }) =>
      row.transactionId === null ? [] : [row as SeamlessTransactionsTable],
    ),
    balance: Number(first?.walletBalance ?? 0),
    version: first?.walletVersion === null || first?.walletVersion === undefined ? null : Number(first.walletVersion),
  };
}

/** The locked path's writes, prepared: a debit's bet, a credit's or rollback's closing of it, the call's own row. */
const openBetQuery = preparedQuery((db: Db, v: BetsTable) => db.insertInto('bets').values(v));
const closeBetQuery = preparedQuery((db: Db, v: { id: string; status: BetClosing; winMinor: number; settledAt: string }) =>
  db
    .updateTable('bets')
    .set({ status: v.status, winMinor: v.winMinor, settledAt: v.settledAt })
    .where('id', '=', v.id)
    .where('status', '=', 'OPEN'),
);
const recordQuery = preparedQuery((db: Db, v: SeamlessTransactionsTable) => db.insertInto('seamless_transactions').values(v));

function rowOf(
  call: Call,
  decision: Decision,
  entryId: string | null,
  balanceAfterMinor: number,
  createdAt: string,
): SeamlessTransactionsTable {
  return {
    provider: call.provider,
    transactionId: call.transactionId,
    kind: call.kind,
    roundId: call.roundId,
    memberId: call.memberId,
    amountMinor: decision.amountMinor,
    referenceTransactionId: decision.referenceTransactionId,
    requestHash: call.hash,
    entryId,
    balanceAfterMinor,
    createdAt,
  };
}

/** What a lock-free stake answers when the member has play limits: it wrote nothing, and is decided under the lock. */
const LIMITED = 'limited';

/**
 * PostgreSQL, no lock: everything the call decided in one statement, each write hanging on the wallet's conditional
 * upsert (same version as read, never below zero), so a wallet moved since the read writes nothing at all. Null then.
 * A stake of a member with play limits writes nothing either (LIMITED): its limits are checked after the write, which
 * needs the wallet's lock (applyLocked). A limit set after this statement read is set after the stake, as if later.
 */
async function writeIfUnmoved(db: Db, call: Call, version: number | null, decision: Decision): Promise<Applied | null | typeof LIMITED> {
  const createdAt = new Date().toISOString();
  const wallet = walletAccount(call.memberId);
  const delta = decision.move?.amountMinor ?? 0;
  const betId = betIdOf(call.provider, call.roundId);
  const entryId = decision.move ? randomUUID() : null;
  // A wallet the read did not find is made here (a rollback of a member who never had money); a stake never gets here without one.
  if (version === null && delta < 0) throw new Error(`Wallet ${wallet} cannot pay a stake it does not have`);
  const writes = [
    sql`moved as (
      insert into ledger_accounts (id, kind, member_id, balance_minor, created_at, version)
      select ${wallet}, 'MEMBER_WALLET', id, ${delta}::bigint, ${createdAt}, 1 from members where id = ${call.memberId}
      on conflict (id) do update set balance_minor = ledger_accounts.balance_minor + excluded.balance_minor,
        version = ledger_accounts.version + 1
      where ledger_accounts.version = ${version}::bigint and ledger_accounts.balance_minor + excluded.balance_minor >= 0
        ${delta < 0 ? sql`and not ${hasPlayLimits(call.memberId)}` : sql``}
      returning balance_minor)`,
  ];
  if (decision.move && entryId) {
    writes.push(
      sql`entry as (insert into journal_entries (id, kind, reference, memo, created_at)
        select ${entryId}, ${decision.move.kind}, ${betId}, null, ${createdAt} from moved)`,
      sql`posted as (insert into postings (entry_id, account_id, amount_minor, balance_after_minor, created_at)
        select ${entryId}, ${wallet}, ${delta}::bigint, balance_minor, ${createdAt} from moved
        union all select ${entryId}, ${HOUSE_ACCOUNTS.games}, ${-delta}::bigint, null, ${createdAt} from moved)`,
    );
  }
  const { bet } = decision;
  if (bet && 'open' in bet) {
    const b = bet.open;
    writes.push(sql`bet as (insert into bets (id, member_id, provider, round_id, node_id, game_name, vassalage, game_type,
        stake_minor, win_minor, status, placed_at, settled_at)
      select ${b.id}, ${b.memberId}, ${b.provider}, ${b.roundId}, ${b.nodeId}, ${b.gameName}, ${b.vassalage}, ${b.gameType},
        ${b.stakeMinor}::bigint, ${b.winMinor}::bigint, ${b.status}, ${createdAt}, null from moved)`);
  } else if (bet) {
    writes.push(sql`bet as (update bets set status = ${bet.close}, win_minor = ${bet.winMinor}::bigint, settled_at = ${createdAt}
      where id = ${betId} and status = 'OPEN' and exists (select 1 from moved))`);
  }
  writes.push(sql`recorded as (insert into seamless_transactions (provider, transaction_id, kind, round_id, member_id, amount_minor,
      reference_transaction_id, request_hash, entry_id, balance_after_minor, created_at)
    select ${call.provider}, ${call.transactionId}, ${call.kind}, ${call.roundId}, ${call.memberId}, ${decision.amountMinor}::bigint,
      ${decision.referenceTransactionId}, ${call.hash}, ${entryId}, balance_minor, ${createdAt} from moved)`);
  const { rows } = await sql<{ balanceMinor: number | null; limited: boolean }>`with ${sql.join(writes)}
    select (select balance_minor from moved) as balance_minor, ${delta < 0 ? hasPlayLimits(call.memberId) : sql`false`} as limited`.execute(
    db,
  );
  const moved = rows[0];
  if (moved?.balanceMinor === null || moved?.balanceMinor === undefined) return moved?.limited ? LIMITED : null;
  return { row: rowOf(call, decision, entryId, Number(moved.balanceMinor), createdAt), replayed: false };
}

/** In a transaction that first claims the wallet on PostgreSQL (SQLite's one writer already serialises it): reads, decides, writes. */
function applyLocked(db: Db, call: Call, decide: (found: Found) => Decision, alsoTransactionId: string | undefined): Promise<Applied> {
  return db.transaction().execute(async (trx) => {
    const createdAt = new Date().toISOString();
    const wallet = walletAccount(call.memberId);
    if (isPostgres(trx)) await claimWallet(trx, call.memberId, createdAt);
    const found = await read(trx, call, alsoTransactionId);
    const earlier = found.related.find((row) => row.transactionId === call.transactionId);
    if (earlier) return { row: earlier, replayed: true };
    const decision = decide(found);
    const betId = betIdOf(call.provider, call.roundId);
    let entryId: string | null = null;
    let balance = found.balance;
    let placedAt = createdAt;
    if (decision.move) {
      const posted = await postEntry(trx, {
        kind: decision.move.kind,
        reference: betId,
        postings: moveAmount(HOUSE_ACCOUNTS.games, wallet, decision.move.amountMinor),
      });
      entryId = posted.entryId;
      balance = posted.balances[wallet] ?? 0;
      placedAt = posted.createdAt;
      // A stake counts at once toward the member's wager and loss limits: checked now that it is written (refused: undone).
      const stake = -decision.move.amountMinor;
      if (stake > 0) await requireWithinPlayLimits(trx, call.memberId, { WAGER: stake, LOSS: stake }, new Date(placedAt));
    }
    const { bet } = decision;
    if (bet && 'open' in bet) await openBetQuery(trx, { ...bet.open, placedAt });
    else if (bet) await closeBetQuery(trx, { id: betId, status: bet.close, winMinor: bet.winMinor, settledAt: createdAt });
    const row = rowOf(call, decision, entryId, balance, createdAt);
    await recordQuery(trx, row);
    return { row, replayed: false };
  });
}

/**
 * Lock-free on PostgreSQL: null when the wallet moved between the read and the write (or a twin wrote the same keys
 * first); LIMITED for a stake of a member with play limits.
 */
async function applyOptimistic(
  db: Db,
  call: Call,
  decide: (found: Found) => Decision,
  found: Read,
): Promise<Applied | null | typeof LIMITED> {
  const earlier = found.related.find((row) => row.transactionId === call.transactionId);
  if (earlier) return { row: earlier, replayed: true };
  try {
    return await writeIfUnmoved(db, call, found.version, decide(found));
  } catch (error) {
    if (isUniqueViolation(error)) return null;
    throw error;
  }
}

/**
 * Runs the call once: `decide` gets what was read and throws a refusal (nothing written) or says what to write. The
 * call's own transactionId among the rows read is a replay, answered as it was first; so is a concurrent twin's
 * that committed first. `firstRead`: what the caller already read in one statement (a debit, with its session), which
 * the first lock-free attempt decides on.
 */
export async function applyCall(
  db: Db,
  call: Call,
  decide: (found: Found) => Decision,
  alsoTransactionId?: string,
  firstRead?: Read,
): Promise<Applied> {
  if (isPostgres(db)) {
    for (let attempt = 0; attempt < OPTIMISTIC_ATTEMPTS; attempt++) {
      const found = attempt === 0 && firstRead ? firstRead : await read(db, call, alsoTransactionId);
      const applied = await applyOptimistic(db, call, decide, found);
      if (applied === LIMITED) break;
      if (applied) return applied;
    }
  }
  try {
    return await applyLocked(db, call, decide, alsoTransactionId);
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    const raced = await findTransaction(db, call.provider, call.transactionId);
    if (raced) return { row: raced, replayed: true };
    throw error;
  }
}
