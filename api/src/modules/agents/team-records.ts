// The agent centre's record lists over the caller's own subtree (issue 17; requirements §2 personalHistoryCopy as team
// betting, agentDownlineTransactionDetailsCopy): the team's bets and the movements of its wallets, newest first,
// paged. The count and totals come from the per business day summaries joined to the subtree; a page then reads only
// the business days it covers (pageWindow), bounded at both ends, rather than sorting the team's whole range.
import { sql } from 'kysely';
import type { z } from 'zod';
import type { GameType, Language } from '@mekong/contracts';
import type { LedgerEntryKind } from '@mekong/contracts/money';
import type { teamBetSchema, teamTransactionSchema } from '@mekong/contracts/agents';
import type { Db } from '../../db/database';
import { pickLanguage } from '../columns';
import { businessDayOf, businessDaysOf, businessDayStart, type InstantRange } from '../records/business-days';
import {
  gameTypeOf,
  namedInCatalogue,
  offsetOf,
  pageOf,
  pageWindow,
  rowsByDayOf,
  summaries,
  totalsOf,
  whole,
  type BetTotals,
  type Page,
  type Paging,
} from '../records/records.repository';
import { walletAccount, walletAccountOf } from '../ledger';
import { subtreeOf } from './tree';
import { downlineBetDays, inSubtree, sumBetDays, teamBetDays, teamDays, teamPostingDays } from './team-sums';

export interface TeamBetFilter extends Paging {
  /** One downline (the route checked it is in the subtree). */
  memberId?: string;
  gameType?: GameType;
  language: Language;
  /** Keyset paging: the previous page's nextCursor (`placedAt|id` of its last bet). */
  cursor?: string;
}

/** A page's place in the bets' order (placed_at, id), newest first. */
interface BetKey {
  placedAt: string;
  id: string;
}

const cursorOf = (key: BetKey): string => `${key.placedAt}|${key.id}`;
/** The contract checked the cursor's form: an ISO instant, a bar, the id (which may hold bars itself). */
const keyOf = (cursor: string): BetKey => ({ placedAt: cursor.slice(0, 24), id: cursor.slice(25) });

/**
 * The rows of a keyset page: below the cursor, from the first instant of the latest day such that the whole days
 * before the cursor's day hold a page and one row more (by the per-day counts), so the team's query never reads
 * past the days its page can reach, however deep the cursor.
 */
function keysetWindow(rowsByDay: Map<string, number>, key: BetKey, pageSize: number, range: InstantRange): { after: string } {
  const cursorDay = businessDayOf(key.placedAt);
  let older = 0;
  for (const day of [...rowsByDay.keys()].sort().reverse()) {
    if (day >= cursorDay) continue;
    older += rowsByDay.get(day) ?? 0;
    if (older > pageSize) {
      const after = businessDayStart(day);
      return { after: after > range.from ? after : range.from };
    }
  }
  return { after: range.from };
}

/**
 * Every bet of the team in the range (rolled-back ones listed too), newest first; totals count the standing ones. A
 * page is found by its number (the per-day counts locate its day) or, deeper and cheaper, by the previous page's
 * cursor: the rows below that key in the bets' (placed_at, id) index, so the 5,000th page costs what the first does.
 */
export async function listTeamBets(
  db: Db,
  agentId: string,
  range: InstantRange,
  filter: TeamBetFilter,
): Promise<Page<z.output<typeof teamBetSchema>> & { totals: BetTotals; nextCursor: string | null }> {
  const days = await teamDays(db, agentId, range);
  // One downline's days are a few index probes; the whole team's come from the rollup (team-sums.ts).
  const perDay = filter.memberId
    ? await downlineBetDays(db, agentId, filter.memberId, range, filter.gameType)
    : await teamBetDays(db, days, filter.gameType);
  const rowsByDay = rowsByDayOf(perDay, (row) => [row.day, row.bets]);
  const key = filter.cursor === undefined ? null : keyOf(filter.cursor);
  const window = key
    ? { ...keysetWindow(rowsByDay, key, filter.pageSize, range), before: key.placedAt, skip: 0 }
    : pageWindow(rowsByDay, offsetOf(filter), filter.pageSize, range);
  const pageQuery = (w: NonNullable<typeof window>) => {
    let query = db
      .selectFrom('bets')
      .innerJoin('members as m', 'm.id', 'bets.memberId')
      .leftJoin('games', 'games.nodeId', 'bets.nodeId')
      .selectAll('bets')
      .select(['m.account', 'games.nameLo', 'games.nameEn', 'games.nameCn'])
      .where('bets.placedAt', '>=', w.after);
    // Below the key: one index range of (placed_at, id), its own instant's older ids included.
    query = key
      ? query
          .where('bets.placedAt', '<=', key.placedAt)
          .where('bets.placedAt', '<', range.to)
          .where((eb) => eb.or([eb('bets.placedAt', '<', key.placedAt), eb('bets.id', '<', key.id)]))
      : query.where('bets.placedAt', '<', w.before);
    // A large team's page walks the bets' time index back from the window's end, each bet probed against the tree;
    // a small team's reads its members' bets of the window from the member-time index and sorts them.
    if (days.large && !filter.memberId) query = query.where(inSubtree(agentId, sql.ref('bets.memberId')));
    else query = query.innerJoin(subtreeOf(db, agentId).as('t'), 't.descendantId', 'bets.memberId');
    if (filter.memberId) query = query.where('bets.memberId', '=', filter.memberId);
    if (filter.gameType) query = query.where('bets.gameType', '=', filter.gameType);
    // A keyset page reads one row more: whether a next page exists.
    return query
      .orderBy('bets.placedAt', 'desc')
      .orderBy('bets.id', 'desc')
      .limit(filter.pageSize + (key ? 1 : 0))
      .offset(w.skip)
      .execute();
  };
  const read = window ? await pageQuery(window) : [];
  const rows = read.slice(0, filter.pageSize);
  const { records: total, betCount, stake, win } = sumBetDays(perDay);
  const last = rows[rows.length - 1];
  const more = key ? read.length > filter.pageSize : offsetOf(filter) + rows.length < total;
  const list = rows.map((bet) => ({
    id: bet.id,
    account: bet.account,
    gameName: namedInCatalogue(bet) ? pickLanguage(bet, 'name', filter.language) : bet.gameName,
    vassalage: bet.vassalage,
    gameType: gameTypeOf(bet.gameType),
    stake: bet.stakeMinor,
    win: bet.winMinor,
    profit: bet.winMinor - bet.stakeMinor,
    status: bet.status,
    placedAt: bet.placedAt,
    settledAt: bet.settledAt,
  }));
  return {
    ...pageOf(list, total, filter),
    totals: totalsOf(betCount, stake, win),
    nextCursor: more && last && rows.length === filter.pageSize ? cursorOf(last) : null,
  };
}

export interface TeamTransactionFilter extends Paging {
  memberId?: string;
  kind?: LedgerEntryKind;
}

/** Every posting on the team's wallets in the range (of one entry kind, or all), newest first, with their sum. */
export async function listTeamTransactions(
  db: Db,
  agentId: string,
  range: InstantRange,
  filter: TeamTransactionFilter,
): Promise<Page<z.output<typeof teamTransactionSchema>> & { totalAmount: number }> {
  // The whole team's days from the rollup (team-sums.ts); one downline's from its own per-day rows.
  let perDay: { day: string; postings: number; amount: number }[];
  if (filter.memberId) {
    const days = businessDaysOf(range);
    let summary = summaries(db)
      .selectFrom('wallet_day_postings as w')
      .innerJoin(subtreeOf(db, agentId).as('t'), (join) => join.on('w.accountId', '=', walletAccountOf('t.descendantId')))
      .select((eb) => [
        'w.day',
        eb.fn.sum<string | number>('w.postings').as('postings'),
        eb.fn.sum<string | number>('w.amountMinor').as('amount'),
      ])
      .where('w.accountId', '=', walletAccount(filter.memberId))
      .where('w.day', '>=', days.first)
      .where('w.day', '<', days.afterLast)
      .groupBy('w.day');
    if (filter.kind) summary = summary.where('w.kind', '=', filter.kind);
    perDay = (await summary.execute()).map((row) => ({ day: row.day, postings: whole(row.postings), amount: whole(row.amount) }));
  } else perDay = await teamPostingDays(db, await teamDays(db, agentId, range), filter.kind ? [filter.kind] : undefined);
  const window = pageWindow(
    rowsByDayOf(perDay, (row) => [row.day, row.postings]),
    offsetOf(filter),
    filter.pageSize,
    range,
  );
  const pageQuery = (w: NonNullable<typeof window>) => {
    let query = db
      .selectFrom('postings as p')
      .innerJoin(subtreeOf(db, agentId).as('t'), (join) => join.on('p.accountId', '=', walletAccountOf('t.descendantId')))
      .innerJoin('members as m', 'm.id', 't.descendantId')
      .innerJoin('journal_entries as e', 'e.id', 'p.entryId')
      .select(['e.id as entryId', 'e.kind', 'e.reference', 'p.amountMinor', 'p.balanceAfterMinor', 'p.createdAt', 'm.account'])
      .where('p.createdAt', '>=', w.after)
      .where('p.createdAt', '<', w.before);
    if (filter.memberId) query = query.where('p.accountId', '=', walletAccount(filter.memberId));
    if (filter.kind) query = query.where('e.kind', '=', filter.kind);
    return query.orderBy('p.createdAt', 'desc').orderBy('p.entryId', 'desc').limit(filter.pageSize).offset(w.skip).execute();
  };
  const rows = window ? await pageQuery(window) : [];
  const list = rows.map((row) => ({
    entryId: row.entryId,
    account: row.account,
    kind: row.kind,
    amount: row.amountMinor,
    balanceAfter: row.balanceAfterMinor ?? 0,
    reference: row.reference,
    createdAt: row.createdAt,
  }));
  const total = perDay.reduce((sum, row) => sum + row.postings, 0);
  const totalAmount = perDay.reduce((sum, row) => sum + row.amount, 0);
  return { ...pageOf(list, total, filter), totalAmount };
}
