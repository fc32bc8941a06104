// The agent centre's record lists over the caller's own subtree (issue 17; requirements §2 personalHistoryCopy as team
// betting, agentDownlineTransactionDetailsCopy): the team's bets and the movements of its wallets, newest first,
// paged. The count and totals come from the per business day summaries joined to the subtree; a page then reads only
// the business days it covers (pageWindow), bounded at both ends, rather than sorting the team's whole range.
import type { z } from 'zod';
import type { GameType, Language, LedgerEntryKind } from '@mekong/contracts';
import type { teamBetSchema, teamTransactionSchema } from '@mekong/contracts/agents';
import type { Db } from '../../db/database';
import { pickLanguage } from '../columns';
import { businessDaysOf, type InstantRange } from '../records/business-days';
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

export interface TeamBetFilter extends Paging {
  /** One downline (the route checked it is in the subtree). */
  memberId?: string;
  gameType?: GameType;
  language: Language;
}

/** Every bet of the team in the range (rolled-back ones listed too), newest first; totals count the standing ones. */
export async function listTeamBets(
  db: Db,
  agentId: string,
  range: InstantRange,
  filter: TeamBetFilter,
): Promise<Page<z.output<typeof teamBetSchema>> & { totals: BetTotals }> {
  const days = businessDaysOf(range);
  let summary = summaries(db)
    .selectFrom('bet_day_totals as b')
    .innerJoin(subtreeOf(db, agentId).as('t'), 't.descendantId', 'b.memberId')
    .select((eb) => [
      'b.day',
      eb.fn.sum<string | number>('b.bets').as('bets'),
      eb.fn.sum<string | number>('b.standing').as('standing'),
      eb.fn.sum<string | number>('b.stakeMinor').as('stake'),
      eb.fn.sum<string | number>('b.winMinor').as('win'),
    ])
    .where('b.day', '>=', days.first)
    .where('b.day', '<', days.afterLast)
    .groupBy('b.day');
  if (filter.memberId) summary = summary.where('b.memberId', '=', filter.memberId);
  if (filter.gameType) summary = summary.where('b.gameType', '=', filter.gameType);
  const perDay = await summary.execute();
  const window = pageWindow(
    rowsByDayOf(perDay, (row) => [row.day, whole(row.bets)]),
    offsetOf(filter),
    filter.pageSize,
    range,
  );
  const pageQuery = (w: NonNullable<typeof window>) => {
    let query = db
      .selectFrom('bets')
      .innerJoin(subtreeOf(db, agentId).as('t'), 't.descendantId', 'bets.memberId')
      .innerJoin('members as m', 'm.id', 'bets.memberId')
      .leftJoin('games', 'games.nodeId', 'bets.nodeId')
      .selectAll('bets')
      .select(['m.account', 'games.nameLo', 'games.nameEn', 'games.nameCn'])
      .where('bets.placedAt', '>=', w.after)
      .where('bets.placedAt', '<', w.before);
    if (filter.memberId) query = query.where('bets.memberId', '=', filter.memberId);
    if (filter.gameType) query = query.where('bets.gameType', '=', filter.gameType);
    return query.orderBy('bets.placedAt', 'desc').orderBy('bets.id', 'desc').limit(filter.pageSize).offset(w.skip).execute();
  };
  const rows = window ? await pageQuery(window) : [];
  let [total, standing, stake, win] = [0, 0, 0, 0];
  for (const row of perDay) {
    total += whole(row.bets);
    standing += whole(row.standing);
    stake += whole(row.stake);
    win += whole(row.win);
  }
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
  return { ...pageOf(list, total, filter), totals: totalsOf(standing, stake, win) };
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
  const days = businessDaysOf(range);
  let summary = summaries(db)
    .selectFrom('wallet_day_postings as w')
    .innerJoin(subtreeOf(db, agentId).as('t'), (join) => join.on('w.accountId', '=', walletAccountOf('t.descendantId')))
    .select((eb) => [
      'w.day',
      eb.fn.sum<string | number>('w.postings').as('postings'),
      eb.fn.sum<string | number>('w.amountMinor').as('amount'),
    ])
    .where('w.day', '>=', days.first)
    .where('w.day', '<', days.afterLast)
    .groupBy('w.day');
  if (filter.memberId) summary = summary.where('w.accountId', '=', walletAccount(filter.memberId));
  if (filter.kind) summary = summary.where('w.kind', '=', filter.kind);
  const perDay = await summary.execute();
  const window = pageWindow(
    rowsByDayOf(perDay, (row) => [row.day, whole(row.postings)]),
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
  const total = perDay.reduce((sum, row) => sum + whole(row.postings), 0);
  const totalAmount = perDay.reduce((sum, row) => sum + whole(row.amount), 0);
  return { ...pageOf(list, total, filter), totalAmount };
}
