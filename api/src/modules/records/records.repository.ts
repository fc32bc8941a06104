// A member's money records from the real data: bets (the seamless wallet's bet records), every movement of the
// wallet account with its entry kind and balance after, profit and loss by game type and business day, and bonuses.
// Every query is the member's own; ranges are the InstantRange of business days. Totals count bets that stand:
// a rolled-back bet returned its stake, so it is listed but adds nothing. Counts and totals come from the per-day
// summary tables the database keeps (records.table.ts), and a page seeks to the day holding its first row, so no
// page counts or skips more than one day's rows however long the member's history (issue 15).
import { GAME_TYPES, type Language, type GameType } from '@mekong/contracts';
import { type betRecordSchema, type bonusPageSchema, type LedgerEntryKind, type transactionRecordSchema } from '@mekong/contracts/money';
import type { z } from 'zod';
import type { Db } from '../../db/database';
import { preparedQuery } from '../../db/prepared';
import { pickLanguage } from '../columns';
import { walletAccount } from '../ledger';
import { businessDayEnd, businessDayStart, businessDaysOf, type InstantRange } from './business-days';
import type { RecordTables } from './records.table';
import { bonusTurnovers } from '../promotions/turnover';

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

export const pageOf = <T>(list: T[], total: number, paging: Paging): Page<T> => ({
  list,
  pageNo: paging.pageNo,
  totalPages: Math.ceil(total / paging.pageSize),
  total,
});
export const offsetOf = (paging: Paging): number => (paging.pageNo - 1) * paging.pageSize;
export const summaries = (db: Db) => db.withTables<RecordTables>();
/** PostgreSQL sums bigints as numeric, which arrives as text. */
export const whole = (value: string | number | bigint | null | undefined): number => Number(value ?? 0);

export const totalsOf = (betCount: number, stake: number, win: number): BetTotals => ({ betCount, stake, win, profit: win - stake });

/** Where a page of rows listed newest first begins: below `before` (an instant), after `skip` rows of that day. */
export interface PageStart {
  before: string;
  skip: number;
}

/**
 * The start of the page at `offset` from the rows each business day holds: the day of its first row bounds the
 * query from above (the index seeks there), and only that day's newer rows are skipped. The same rows as an OFFSET
 * over the whole range, as the summaries count exactly what the query lists. Null past the last row.
 */
function pageStart(rowsByDay: Map<string, number>, offset: number, range: InstantRange): PageStart | null {
  let newer = 0;
  for (const day of [...rowsByDay.keys()].sort().reverse()) {
    const rows = rowsByDay.get(day) ?? 0;
    if (newer + rows > offset) {
      const end = businessDayEnd(day);
      return { before: end < range.to ? end : range.to, skip: offset - newer };
    }
    newer += rows;
  }
  return null;
}

/**
 * The stretch of business days a page of rows listed newest first covers, from the rows each day holds: below
 * `before`, from `after` (the first instant of the day holding the page's last row), after `skip` rows. A query over
 * many members' rows (an agent's team) is bounded to those days at both ends, so it never reads past its page's days.
 */
export function pageWindow(
  rowsByDay: Map<string, number>,
  offset: number,
  pageSize: number,
  range: InstantRange,
): (PageStart & { after: string }) | null {
  const start = pageStart(rowsByDay, offset, range);
  if (!start) return null;
  let newer = 0;
  let lastDay = '';
  for (const day of [...rowsByDay.keys()].sort().reverse()) {
    lastDay = day;
    newer += rowsByDay.get(day) ?? 0;
    if (newer >= offset + pageSize) break;
  }
  const after = businessDayStart(lastDay);
  return { ...start, after: after > range.from ? after : range.from };
}

/** Rows per business day from summary rows (several rows of one day added up). */
export function rowsByDayOf<S>(summary: S[], rowsOfDay: (row: S) => [day: string, rows: number]): Map<string, number> {
  const byDay = new Map<string, number>();
  for (const row of summary) {
    const [day, rows] = rowsOfDay(row);
    byDay.set(day, (byDay.get(day) ?? 0) + rows);
  }
  return byDay;
}

/**
 * A page's rows and the range's per-day summary rows. The first page starts at the range's end, so it is read
 * beside the summary (one round trip less on PostgreSQL); a later page needs the summary to find its day first.
 */
async function seekPage<S, R>(
  summary: Promise<S[]>,
  rowsOfDay: (row: S) => [day: string, rows: number],
  offset: number,
  range: InstantRange,
  rowsFrom: (start: PageStart) => Promise<R[]>,
): Promise<{ summary: S[]; rows: R[] }> {
  if (offset === 0) {
    const [summaryRows, rows] = await Promise.all([summary, rowsFrom({ before: range.to, skip: 0 })]);
    return { summary: summaryRows, rows };
  }
  const summaryRows = await summary;
  const start = pageStart(rowsByDayOf(summaryRows, rowsOfDay), offset, range);
  return { summary: summaryRows, rows: start ? await rowsFrom(start) : [] };
}

export function gameTypeOf(value: string): GameType {
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
export const namedInCatalogue = <T extends { nameLo: string | null; nameEn: string | null; nameCn: string | null }>(
  row: T,
): row is T & { nameLo: string; nameEn: string; nameCn: string } => row.nameLo !== null && row.nameEn !== null && row.nameCn !== null;

interface BetQueryFilter {
  memberId: string;
  gameType: GameType | undefined;
  vassalage: string | undefined;
}

/** The member's per-day bet totals over business days [first, afterLast) (prepared: records calls are hot). */
const betDayTotalsQuery = preparedQuery((db: Db, v: BetQueryFilter & { first: string; afterLast: string }) => {
  let query = summaries(db)
    .selectFrom('bet_day_totals')
    .select(['day', 'bets', 'standing', 'stakeMinor', 'winMinor'])
    .where('memberId', '=', v.memberId)
    .where('day', '>=', v.first)
    .where('day', '<', v.afterLast);
  if (v.gameType) query = query.where('gameType', '=', v.gameType);
  if (v.vassalage) query = query.where('vassalage', '=', v.vassalage);
  return query;
});

/** A page of the member's bets placed in [from, before), newest first, after `skip` of them, with their game's names. */
const betPageQuery = preparedQuery((db: Db, v: BetQueryFilter & { from: string; before: string; pageSize: number; skip: number }) => {
  let bets = db
    .selectFrom('bets')
    .select('bets.id')
    .where('bets.memberId', '=', v.memberId)
    .where('bets.placedAt', '>=', v.from)
    .where('bets.placedAt', '<', v.before);
  if (v.gameType) bets = bets.where('bets.gameType', '=', v.gameType);
  if (v.vassalage) bets = bets.where('bets.vassalage', '=', v.vassalage);
  // The page's ids from the index alone, then only its rows are read and joined. An IN, not a join to the ids: with
  // the limit a parameter, SQLite planned that join by walking every row of the member.
  const page = bets.orderBy('bets.placedAt', 'desc').orderBy('bets.id', 'desc').limit(v.pageSize).offset(v.skip);
  // The bet keeps the name it was played under (in the provider's words); the catalogue names it in each language.
  return db
    .selectFrom('bets')
    .leftJoin('games', 'games.nodeId', 'bets.nodeId')
    .selectAll('bets')
    .select(['games.nameLo', 'games.nameEn', 'games.nameCn'])
    .where('bets.id', 'in', page)
    .orderBy('bets.placedAt', 'desc')
    .orderBy('bets.id', 'desc');
});

export async function listBetRecords(
  db: Db,
  memberId: string,
  range: InstantRange,
  filter: BetFilter,
): Promise<Page<z.output<typeof betRecordSchema>> & { totals: BetTotals }> {
  const days = businessDaysOf(range);
  const { gameType, vassalage, pageSize } = filter;
  const pageRows = async (start: PageStart) =>
    (await betPageQuery(db, { memberId, from: range.from, before: start.before, gameType, vassalage, pageSize, skip: start.skip })).rows;
  const totals = betDayTotalsQuery(db, { memberId, first: days.first, afterLast: days.afterLast, gameType, vassalage });
  const { summary, rows } = await seekPage(
    totals.then((result) => result.rows),
    (row) => [row.day, whole(row.bets)],
    offsetOf(filter),
    range,
    pageRows,
  );
  let [total, betCount, stake, win] = [0, 0, 0, 0];
  for (const row of summary) {
    total += whole(row.bets);
    betCount += whole(row.standing);
    stake += whole(row.stakeMinor);
    win += whole(row.winMinor);
  }
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
  return { ...pageOf(list, total, filter), totals: totalsOf(betCount, stake, win) };
}

/** The wallet's per-day posting counts and sums over business days [first, afterLast), of one kind or all. */
const walletDayTotalsQuery = preparedQuery(
  (db: Db, v: { account: string; first: string; afterLast: string; kind: LedgerEntryKind | undefined }) => {
    let query = summaries(db)
      .selectFrom('wallet_day_postings')
      .select(['day', 'postings', 'amountMinor'])
      .where('accountId', '=', v.account)
      .where('day', '>=', v.first)
      .where('day', '<', v.afterLast);
    if (v.kind) query = query.where('kind', '=', v.kind);
    return query;
  },
);

/** A page of the wallet's postings made in [from, before), newest first, after `skip` of them, with their entries. */
const postingPageQuery = preparedQuery(
  (db: Db, v: { account: string; from: string; before: string; kind: LedgerEntryKind | undefined; pageSize: number; skip: number }) => {
    const { kind } = v;
    let postings = db
      .selectFrom('postings as p')
      .select('p.entryId')
      .where('p.accountId', '=', v.account)
      .where('p.createdAt', '>=', v.from)
      .where('p.createdAt', '<', v.before);
    if (kind)
      postings = postings.where((eb) =>
        eb.exists(eb.selectFrom('journal_entries as k').select('k.id').whereRef('k.id', '=', 'p.entryId').where('k.kind', '=', kind)),
      );
    // The page's entries from the index (the entry id breaks ties), then only their rows are read (an IN, as for bets).
    const page = postings.orderBy('p.createdAt', 'desc').orderBy('p.entryId', 'desc').limit(v.pageSize).offset(v.skip);
    return db
      .selectFrom('postings as p')
      .innerJoin('journal_entries as e', 'e.id', 'p.entryId')
      .select(['e.id as entryId', 'e.kind', 'e.reference', 'e.memo', 'p.amountMinor', 'p.balanceAfterMinor', 'p.createdAt'])
      .where('p.accountId', '=', v.account)
      .where('p.entryId', 'in', page)
      .orderBy('p.createdAt', 'desc')
      .orderBy('p.entryId', 'desc');
  },
);

/**
 * A page of the postings on the member's wallet (of one entry kind, or all), newest first, with how many there are
 * and their sum, from the per-day summary (no join to the entries for the count).
 */
async function walletPostings(db: Db, memberId: string, range: InstantRange, paging: Paging, kind?: LedgerEntryKind) {
  const days = businessDaysOf(range);
  const account = walletAccount(memberId);
  const pageRows = async (start: PageStart) =>
    (await postingPageQuery(db, { account, from: range.from, before: start.before, kind, pageSize: paging.pageSize, skip: start.skip }))
      .rows;
  const { summary, rows } = await seekPage(
    walletDayTotalsQuery(db, { account, first: days.first, afterLast: days.afterLast, kind }).then((result) => result.rows),
    (row) => [row.day, whole(row.postings)],
    offsetOf(paging),
    range,
    pageRows,
  );
  const total = summary.reduce((sum, row) => sum + whole(row.postings), 0);
  const amount = summary.reduce((sum, row) => sum + whole(row.amountMinor), 0);
  return { rows, total, amount };
}

/** Every posting on the member's wallet account: the signed change, the balance after and the entry it belongs to. */
export async function listTransactionRecords(
  db: Db,
  memberId: string,
  range: InstantRange,
  filter: Paging & { kind?: LedgerEntryKind },
): Promise<Page<z.output<typeof transactionRecordSchema>>> {
  const { rows, total } = await walletPostings(db, memberId, range, filter, filter.kind);
  const list = rows.map((row) => ({
    entryId: row.entryId,
    kind: row.kind,
    amount: row.amountMinor,
    balanceAfter: row.balanceAfterMinor ?? 0,
    reference: row.reference,
    createdAt: row.createdAt,
  }));
  return pageOf(list, total, filter);
}

export interface ProfitReport {
  byGameType: (BetTotals & { gameType: GameType })[];
  byDay: (BetTotals & { day: string })[];
  total: BetTotals;
}

/** The member's per-day totals of days with standing bets over business days [first, afterLast). */
const profitQuery = preparedQuery((db: Db, v: { memberId: string; first: string; afterLast: string }) =>
  summaries(db)
    .selectFrom('bet_day_totals')
    .select(['day', 'gameType', 'standing', 'stakeMinor', 'winMinor'])
    .where('memberId', '=', v.memberId)
    .where('day', '>=', v.first)
    .where('day', '<', v.afterLast)
    .where('standing', '>', 0),
);

/**
 * Profit and loss of the standing bets placed in the range, by game type and by business day (days with standing
 * bets only), from the per-day totals: a few rows per day whatever the member played.
 */
export async function profitReport(db: Db, memberId: string, range: InstantRange): Promise<ProfitReport> {
  const days = businessDaysOf(range);
  const { rows } = await profitQuery(db, { memberId, first: days.first, afterLast: days.afterLast });
  const byType = new Map<GameType, BetTotals>();
  const byDay = new Map<string, BetTotals>();
  const add = <K>(map: Map<K, BetTotals>, key: K, count: number, stake: number, win: number) => {
    const sum = map.get(key) ?? totalsOf(0, 0, 0);
    map.set(key, totalsOf(sum.betCount + count, sum.stake + stake, sum.win + win));
  };
  let total = totalsOf(0, 0, 0);
  for (const row of rows) {
    const [count, stake, win] = [whole(row.standing), whole(row.stakeMinor), whole(row.winMinor)];
    add(byType, gameTypeOf(row.gameType), count, stake, win);
    add(byDay, row.day, count, stake, win);
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

/**
 * BONUS entries credited to the member's wallet, with their reason (the entry's memo) and each one's turnover
 * requirement and progress; the page's turnover is all the member's requirements together, which lock withdrawals.
 */
export async function listBonusRecords(
  db: Db,
  memberId: string,
  range: InstantRange,
  paging: Paging,
): Promise<z.output<typeof bonusPageSchema>> {
  const [{ rows, total, amount }, turnovers] = await Promise.all([
    walletPostings(db, memberId, range, paging, 'BONUS'),
    bonusTurnovers(db, memberId),
  ]);
  const byEntry = new Map(turnovers.map((t) => [t.entryId, t]));
  const list = rows.map((row) => {
    const turnover = byEntry.get(row.entryId);
    return {
      entryId: row.entryId,
      amount: row.amountMinor,
      reason: row.memo ?? '',
      createdAt: row.createdAt,
      turnover: turnover
        ? { required: turnover.requiredMinor, counted: turnover.countedMinor, outstanding: turnover.outstandingMinor }
        : null,
    };
  });
  const sum = (pick: (t: (typeof turnovers)[number]) => number) => turnovers.reduce((all, t) => all + pick(t), 0);
  const outstanding = sum((t) => t.outstandingMinor);
  return {
    ...pageOf(list, total, paging),
    totalAmount: amount,
    turnover: {
      required: sum((t) => t.requiredMinor),
      counted: sum((t) => t.countedMinor),
      outstanding,
      withdrawalLocked: outstanding > 0,
    },
  };
}
