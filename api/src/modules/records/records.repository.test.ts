// The records read from per-day totals and day-seeking pages (issue 15) give exactly what the plain queries gave:
// every page (first, deep, last, past the end) the same rows as an OFFSET over the whole range, and the totals, the
// profit report and the bonus sum equal to sums over the rows themselves — also after bets settle, roll back, move
// day or go, and on the edges of business days.
import { GAME_TYPES, type GameType } from '@mekong/contracts';
import { type BetStatus, type LedgerEntryKind } from '@mekong/contracts/money';
import { buildTestApp, type TestApp } from '../../test-support/test-app';
import { makeMember } from '../../test-support/accounts';
import { HOUSE_ACCOUNTS, postEntry, walletAccount } from '../ledger';
import { businessDayOf, businessDayRange } from './business-days';
import { listBetRecords, listBonusRecords, listTransactionRecords, profitReport } from './records.repository';

let t: TestApp;
let memberId: string;
beforeAll(async () => {
  t = await buildTestApp();
  memberId = (await makeMember(t.app)).id;
  await seedBets();
  await seedPostings();
});
afterAll(() => t.close());

/** A fixed PRNG (mulberry32), so every run and both databases see the same history. */
function prng(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let r = Math.imul(a ^ (a >>> 15), 1 | a);
    r = (r + Math.imul(r ^ (r >>> 7), 61 | r)) ^ r;
    return ((r ^ (r >>> 14)) >>> 0) / 4294967296;
  };
}
const random = prng(15);
const pickOf = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;

const GAMES: { gameType: GameType; vassalage: string }[] = [
  { gameType: 'RNG', vassalage: 'PG' },
  { gameType: 'RNG', vassalage: 'JDB' },
  { gameType: 'LIVE', vassalage: 'EVO' },
  { gameType: 'FISH', vassalage: 'JDB' },
];
/** 2025-05-01 .. 05-06 in Vientiane; each business day starts at 17:00Z of the UTC day before. */
const DAY_EDGES = ['2025-04-30T17:00:00.000Z', '2025-05-01T16:59:59.999Z', '2025-05-02T17:00:00.000Z', '2025-05-03T16:59:59.999Z'];
const RANGE = businessDayRange('2025-05-01', '2025-05-06');

/** 700 bets over six days (with ties on one instant and rows on the days' edges), of several types and states. */
async function seedBets(): Promise<void> {
  const rows = Array.from({ length: 700 }, (_, i) => {
    const game = pickOf(GAMES);
    const status = pickOf<BetStatus>(['SETTLED', 'SETTLED', 'SETTLED', 'OPEN', 'ROLLED_BACK']);
    const placedAt =
      i % 50 === 0
        ? (DAY_EDGES[(i / 50) % DAY_EDGES.length] as string)
        : i % 37 === 0
          ? '2025-05-04T05:00:00.000Z'
          : new Date(Date.parse('2025-04-30T17:00:00.000Z') + Math.floor(random() * 6 * 86_400_000)).toISOString();
    const stake = 100 * (1 + Math.floor(random() * 50));
    return {
      id: `T:${memberId}:${String(i).padStart(4, '0')}`,
      memberId,
      provider: 'T',
      roundId: `r${i}`,
      nodeId: 'rng-pg-0001',
      gameName: 'Lucky Temple',
      ...game,
      stakeMinor: stake,
      winMinor: status === 'SETTLED' ? pickOf([0, 0, stake * 2]) : 0,
      status,
      placedAt,
      settledAt: status === 'OPEN' ? null : placedAt,
    };
  });
  // Several rows a statement, as a bulk load would write them.
  for (let i = 0; i < rows.length; i += 100)
    await t.app.db
      .insertInto('bets')
      .values(rows.slice(i, i + 100))
      .execute();
  // Then the states move as the protocol moves them, and a bet changes day and one goes.
  await t.app.db.updateTable('bets').set({ status: 'SETTLED', winMinor: 777 }).where('id', '=', `T:${memberId}:0003`).execute();
  await t.app.db.updateTable('bets').set({ status: 'ROLLED_BACK', winMinor: 0 }).where('id', '=', `T:${memberId}:0004`).execute();
  await t.app.db.updateTable('bets').set({ placedAt: '2025-05-06T12:00:00.000Z' }).where('id', '=', `T:${memberId}:0005`).execute();
  await t.app.db.deleteFrom('bets').where('id', '=', `T:${memberId}:0006`).execute();
}

/** 120 wallet movements of three kinds, moved to instants over the six days (the edges too). */
async function seedPostings(): Promise<void> {
  for (let i = 0; i < 120; i++) {
    const kind = pickOf(['DEPOSIT', 'BONUS', 'TRANSFER'] as const);
    const amount = 100 * (1 + Math.floor(random() * 20));
    const { entryId } = await t.app.db.transaction().execute((trx) =>
      postEntry(trx, {
        kind,
        memo: `m${i}`,
        postings: [
          { accountId: HOUSE_ACCOUNTS.bonuses, amountMinor: -amount },
          { accountId: walletAccount(memberId), amountMinor: amount },
        ],
      }),
    );
    const at =
      i % 10 === 0
        ? pickOf(DAY_EDGES)
        : new Date(Date.parse('2025-04-30T17:00:00.000Z') + Math.floor(random() * 6 * 86_400_000)).toISOString();
    await t.app.db.updateTable('postings').set({ createdAt: at }).where('entryId', '=', entryId).execute();
  }
}

/** The plain query the records ran before: an OFFSET over every bet of the range. */
async function offsetBetIds(filter: { gameType?: GameType; vassalage?: string }, pageNo: number, pageSize: number): Promise<string[]> {
  let query = t.app.db
    .selectFrom('bets')
    .select('id')
    .where('memberId', '=', memberId)
    .where('placedAt', '>=', RANGE.from)
    .where('placedAt', '<', RANGE.to);
  if (filter.gameType) query = query.where('gameType', '=', filter.gameType);
  if (filter.vassalage) query = query.where('vassalage', '=', filter.vassalage);
  const rows = await query
    .orderBy('placedAt', 'desc')
    .orderBy('id', 'desc')
    .limit(pageSize)
    .offset((pageNo - 1) * pageSize)
    .execute();
  return rows.map((row) => row.id);
}

async function betsOfRange(filter: { gameType?: GameType; vassalage?: string } = {}) {
  const rows = await t.app.db
    .selectFrom('bets')
    .selectAll()
    .where('memberId', '=', memberId)
    .where('placedAt', '>=', RANGE.from)
    .where('placedAt', '<', RANGE.to)
    .execute();
  return rows.filter(
    (row) => (!filter.gameType || row.gameType === filter.gameType) && (!filter.vassalage || row.vassalage === filter.vassalage),
  );
}

const sumOf = (values: number[]) => values.reduce((sum, value) => sum + Number(value), 0);

describe('bet records', () => {
  it.each([{}, { gameType: 'RNG' as const }, { vassalage: 'JDB' }, { gameType: 'RNG' as const, vassalage: 'PG' }])(
    'pages exactly as OFFSET did and totals what the bets hold: %j',
    async (filter) => {
      const rows = await betsOfRange(filter);
      const standing = rows.filter((row) => row.status !== 'ROLLED_BACK');
      for (const pageSize of [7, 20, 100]) {
        const totalPages = Math.ceil(rows.length / pageSize);
        for (let pageNo = 1; pageNo <= totalPages + 1; pageNo++) {
          const page = await listBetRecords(t.app.db, memberId, RANGE, { ...filter, pageNo, pageSize, language: 'EN' });
          expect(page.list.map((bet) => bet.id)).toEqual(await offsetBetIds(filter, pageNo, pageSize));
          expect({ total: page.total, totalPages: page.totalPages }).toEqual({ total: rows.length, totalPages });
          expect(page.totals).toEqual({
            betCount: standing.length,
            stake: sumOf(standing.map((row) => row.stakeMinor)),
            win: sumOf(standing.map((row) => row.winMinor)),
            profit: sumOf(standing.map((row) => row.winMinor - row.stakeMinor)),
          });
        }
      }
    },
  );

  it('keeps to the asked days, the edges of business days included', async () => {
    // 2025-05-03 in Vientiane runs from 2025-05-02T17:00Z to 2025-05-03T16:59:59.999Z.
    const oneDay = businessDayRange('2025-05-03', '2025-05-03');
    const rows = (await betsOfRange()).filter((row) => businessDayOf(row.placedAt) === '2025-05-03');
    const listed = [];
    for (let pageNo = 1; pageNo <= Math.ceil(rows.length / 100); pageNo++)
      listed.push(...(await listBetRecords(t.app.db, memberId, oneDay, { pageNo, pageSize: 100, language: 'EN' })).list);
    expect(listed.map((bet) => bet.id).sort()).toEqual(rows.map((row) => row.id).sort());
    const instants = listed.map((bet) => bet.placedAt);
    expect(instants).toContain('2025-05-02T17:00:00.000Z');
    expect(instants).toContain('2025-05-03T16:59:59.999Z');
    expect(instants).not.toContain('2025-05-01T16:59:59.999Z');
  });
});

describe('profit report', () => {
  it('sums the standing bets by game type and business day as the bets hold them', async () => {
    const standing = (await betsOfRange()).filter((row) => row.status !== 'ROLLED_BACK');
    const totals = (rows: typeof standing) => {
      const stake = sumOf(rows.map((row) => row.stakeMinor));
      const win = sumOf(rows.map((row) => row.winMinor));
      return { betCount: rows.length, stake, win, profit: win - stake };
    };
    const report = await profitReport(t.app.db, memberId, RANGE);
    expect(report.total).toEqual(totals(standing));
    expect(report.byGameType).toEqual(
      GAME_TYPES.flatMap((gameType) => {
        const rows = standing.filter((row) => row.gameType === gameType);
        return rows.length ? [{ gameType, ...totals(rows) }] : [];
      }),
    );
    const days = [...new Set(standing.map((row) => businessDayOf(row.placedAt)))].sort();
    expect(report.byDay).toEqual(days.map((day) => ({ day, ...totals(standing.filter((row) => businessDayOf(row.placedAt) === day)) })));
  });
});

describe('account and bonus records', () => {
  async function offsetPostings(kind: LedgerEntryKind | undefined, pageNo: number, pageSize: number) {
    let query = t.app.db
      .selectFrom('postings as p')
      .innerJoin('journal_entries as e', 'e.id', 'p.entryId')
      .select(['e.id', 'p.amountMinor'])
      .where('p.accountId', '=', walletAccount(memberId))
      .where('p.createdAt', '>=', RANGE.from)
      .where('p.createdAt', '<', RANGE.to);
    if (kind) query = query.where('e.kind', '=', kind);
    return query
      .orderBy('p.createdAt', 'desc')
      .orderBy('e.id', 'desc')
      .limit(pageSize)
      .offset((pageNo - 1) * pageSize)
      .execute();
  }

  it.each([undefined, 'DEPOSIT', 'BONUS'] as const)('pages every movement exactly as OFFSET did (kind %s)', async (kind) => {
    const all = await offsetPostings(kind, 1, 10_000);
    for (const pageSize of [9, 20]) {
      const totalPages = Math.ceil(all.length / pageSize);
      for (let pageNo = 1; pageNo <= totalPages + 1; pageNo++) {
        const page = await listTransactionRecords(t.app.db, memberId, RANGE, { pageNo, pageSize, kind });
        expect(page.list.map((row) => row.entryId)).toEqual((await offsetPostings(kind, pageNo, pageSize)).map((row) => row.id));
        expect({ total: page.total, totalPages: page.totalPages }).toEqual({ total: all.length, totalPages });
      }
    }
  });

  it('lists the bonuses with a total that is their sum', async () => {
    const bonuses = await offsetPostings('BONUS', 1, 10_000);
    const page = await listBonusRecords(t.app.db, memberId, RANGE, { pageNo: 2, pageSize: 5 });
    expect(page.total).toBe(bonuses.length);
    expect(page.totalAmount).toBe(sumOf(bonuses.map((row) => row.amountMinor)));
    expect(page.list.map((row) => row.entryId)).toEqual(bonuses.slice(5, 10).map((row) => row.id));
  });
});
