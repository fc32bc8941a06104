// A member's money records from the real data: bets (the seamless wallet's bet records), every movement of the
// wallet account with its entry kind and balance after, profit and loss by game type and business day, and bonuses.
// Every query is the member's own; ranges are the InstantRange of business days. Totals count bets that stand:
// a rolled-back bet returned its stake, so it is listed but adds nothing.
import {
  GAME_TYPES,
  type Language,
  type betRecordSchema,
  type bonusRecordSchema,
  type GameType,
  type LedgerEntryKind,
  type transactionRecordSchema,
} from '@mekong/contracts';
import { sql } from 'kysely';
import type { z } from 'zod';
import type { Db } from '../../db/database';
import { pickLanguage } from '../columns';
import { walletAccount } from '../ledger';
import { businessDayOf, type InstantRange } from './business-days';

export interface Paging {
  pageNo: number;
  pageSize: number;
}

export interface Page<T> {
  list: T[];
  pageNo: number;
  totalPages: number;
  total: number;
}

export interface BetTotals {
  betCount: number;
  stake: number;
  win: number;
  profit: number;
}

const pageOf = <T>(list: T[], total: number, paging: Paging): Page<T> => ({
  list,
  pageNo: paging.pageNo,
  totalPages: Math.ceil(total / paging.pageSize),
  total,
});
const offsetOf = (paging: Paging): number => (paging.pageNo - 1) * paging.pageSize;
/** PostgreSQL sums bigints as numeric, which arrives as text. */
const whole = (value: string | number | bigint | null | undefined): number => Number(value ?? 0);

const totalsOf = (betCount: number, stake: number, win: number): BetTotals => ({ betCount, stake, win, profit: win - stake });

function gameTypeOf(value: string): GameType {
  const type = GAME_TYPES.find((t) => t === value);
  if (!type) throw new Error(`Unknown game type ${value}`);
  return type;
}

export interface BetFilter extends Paging {
  gameType?: GameType;
  vassalage?: string;
  /** The page's language: a bet's game is named as the catalogue names it in this language. */
  language: Language;
}

/** A bet's row with its game's names when the catalogue still has that game (a lottery draw's game is not in it). */
const namedInCatalogue = <T extends { nameLo: string | null; nameEn: string | null; nameCn: string | null }>(
  row: T,
): row is T & { nameLo: string; nameEn: string; nameCn: string } => row.nameLo !== null && row.nameEn !== null && row.nameCn !== null;

export async function listBetRecords(
  db: Db,
  memberId: string,
  range: InstantRange,
  filter: BetFilter,
): Promise<Page<z.output<typeof betRecordSchema>> & { totals: BetTotals }> {
  let bets = db
    .selectFrom('bets')
    .where('bets.memberId', '=', memberId)
    .where('bets.placedAt', '>=', range.from)
    .where('bets.placedAt', '<', range.to);
  if (filter.gameType) bets = bets.where('bets.gameType', '=', filter.gameType);
  if (filter.vassalage) bets = bets.where('bets.vassalage', '=', filter.vassalage);
  const standing = (column: 'stakeMinor' | 'winMinor') =>
    sql<string | number>`sum(case when status <> 'ROLLED_BACK' then ${sql.ref(column)} else 0 end)`;
  const [summary, rows] = await Promise.all([
    bets
      .select((eb) => [
        eb.fn.countAll<number>().as('total'),
        sql<number>`sum(case when status <> 'ROLLED_BACK' then 1 else 0 end)`.as('betCount'),
        standing('stakeMinor').as('stake'),
        standing('winMinor').as('win'),
      ])
      .executeTakeFirstOrThrow(),
    // The bet keeps the name it was played under (in the provider's words); the catalogue names it in each language.
    bets
      .leftJoin('games', 'games.nodeId', 'bets.nodeId')
      .selectAll('bets')
      .select(['games.nameLo', 'games.nameEn', 'games.nameCn'])
      .orderBy('bets.placedAt', 'desc')
      .orderBy('bets.id', 'desc')
      .limit(filter.pageSize)
      .offset(offsetOf(filter))
      .execute(),
  ]);
  const list = rows.map((bet) => ({
    id: bet.id,
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
    ...pageOf(list, whole(summary.total), filter),
    totals: totalsOf(whole(summary.betCount), whole(summary.stake), whole(summary.win)),
  };
}

/** Every posting on the member's wallet account: the signed change, the balance after and the entry it belongs to. */
export async function listTransactionRecords(
  db: Db,
  memberId: string,
  range: InstantRange,
  filter: Paging & { kind?: LedgerEntryKind },
): Promise<Page<z.output<typeof transactionRecordSchema>>> {
  let postings = db
    .selectFrom('postings as p')
    .innerJoin('journal_entries as e', 'e.id', 'p.entryId')
    .where('p.accountId', '=', walletAccount(memberId))
    .where('p.createdAt', '>=', range.from)
    .where('p.createdAt', '<', range.to);
  if (filter.kind) postings = postings.where('e.kind', '=', filter.kind);
  const [count, rows] = await Promise.all([
    postings.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
    postings
      .select(['e.id as entryId', 'e.kind', 'e.reference', 'p.amountMinor', 'p.balanceAfterMinor', 'p.createdAt'])
      .orderBy('p.createdAt', 'desc')
      .orderBy('e.id', 'desc')
      .limit(filter.pageSize)
      .offset(offsetOf(filter))
      .execute(),
  ]);
  const list = rows.map((row) => ({
    entryId: row.entryId,
    kind: row.kind,
    amount: row.amountMinor,
    balanceAfter: row.balanceAfterMinor ?? 0,
    reference: row.reference,
    createdAt: row.createdAt,
  }));
  return pageOf(list, whole(count.total), filter);
}

export interface ProfitReport {
  byGameType: (BetTotals & { gameType: GameType })[];
  byDay: (BetTotals & { day: string })[];
  total: BetTotals;
}

/**
 * Profit and loss of the standing bets placed in the range, by game type and by business day (days with bets
 * only). Summed in SQL per game type and UTC hour — Vientiane has no daylight saving, so each hour lies in one
 * business day — then folded into days here, the same on both databases.
 */
export async function profitReport(db: Db, memberId: string, range: InstantRange): Promise<ProfitReport> {
  const rows = await db
    .selectFrom('bets')
    .select((eb) => [
      'gameType',
      sql<string>`substr(placed_at, 1, 13)`.as('hour'),
      eb.fn.countAll<number>().as('betCount'),
      eb.fn.sum<string | number>('stakeMinor').as('stake'),
      eb.fn.sum<string | number>('winMinor').as('win'),
    ])
    .where('memberId', '=', memberId)
    .where('placedAt', '>=', range.from)
    .where('placedAt', '<', range.to)
    .where('status', '<>', 'ROLLED_BACK')
    .groupBy(['gameType', sql`substr(placed_at, 1, 13)`])
    .execute();
  const byType = new Map<GameType, BetTotals>();
  const byDay = new Map<string, BetTotals>();
  const add = <K>(map: Map<K, BetTotals>, key: K, count: number, stake: number, win: number) => {
    const sum = map.get(key) ?? totalsOf(0, 0, 0);
    map.set(key, totalsOf(sum.betCount + count, sum.stake + stake, sum.win + win));
  };
  let total = totalsOf(0, 0, 0);
  for (const row of rows) {
    const [count, stake, win] = [whole(row.betCount), whole(row.stake), whole(row.win)];
    add(byType, gameTypeOf(row.gameType), count, stake, win);
    add(byDay, businessDayOf(`${row.hour}:00:00.000Z`), count, stake, win);
    total = totalsOf(total.betCount + count, total.stake + stake, total.win + win);
  }
  return {
    byGameType: GAME_TYPES.flatMap((gameType) => {
      const sum = byType.get(gameType);
      return sum ? [{ gameType, ...sum }] : [];
    }),
    byDay: [...byDay.entries()].sort(([a], [b]) => (a < b ? -1 : 1)).map(([day, sum]) => ({ day, ...sum })),
    total,
  };
}

/** BONUS entries credited to the member's wallet, with their reason (the entry's memo). */
export async function listBonusRecords(
  db: Db,
  memberId: string,
  range: InstantRange,
  paging: Paging,
): Promise<Page<z.output<typeof bonusRecordSchema>> & { totalAmount: number }> {
  const bonuses = db
    .selectFrom('postings as p')
    .innerJoin('journal_entries as e', 'e.id', 'p.entryId')
    .where('p.accountId', '=', walletAccount(memberId))
    .where('e.kind', '=', 'BONUS')
    .where('p.createdAt', '>=', range.from)
    .where('p.createdAt', '<', range.to);
  const [summary, rows] = await Promise.all([
    bonuses
      .select((eb) => [eb.fn.countAll<number>().as('total'), eb.fn.sum<string | number>('p.amountMinor').as('amount')])
      .executeTakeFirstOrThrow(),
    bonuses
      .select(['e.id as entryId', 'e.memo', 'p.amountMinor', 'p.createdAt'])
      .orderBy('p.createdAt', 'desc')
      .orderBy('e.id', 'desc')
      .limit(paging.pageSize)
      .offset(offsetOf(paging))
      .execute(),
  ]);
  const list = rows.map((row) => ({ entryId: row.entryId, amount: row.amountMinor, reason: row.memo ?? '', createdAt: row.createdAt }));
  return { ...pageOf(list, whole(summary.total), paging), totalAmount: whole(summary.amount) };
}
