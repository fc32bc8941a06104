// The member's records from real data: bets played through the seamless protocol, every wallet movement with its
// kind and balance after, profit and loss by game type and business day, and bonuses — filtered by business days
// of Asia/Vientiane, paged, validated, and never showing one member another's data.
import { authEndpoints } from '@mekong/contracts';
import { moneyEndpoints } from '@mekong/contracts/money';
import { buildTestApp, expectFailure, expectValue, type TestApp } from '../../test-support/test-app';
import { call, freshIp, loginOk, makeMember } from '../../test-support/accounts';
import { HOUSE_ACCOUNTS, postEntry, walletAccount } from '../../modules/ledger';
import type { LaunchableGame } from '@mekong/contracts/server';
import { inHouseClient, openRealGameSession, TEST_SLOT } from '../../test-support/game-sessions';
import { betIdOf, IN_HOUSE_PROVIDER, SeamlessClient } from '../../modules/seamless';
import { businessDayOf } from '../../modules/records/business-days';

let t: TestApp;
let client: SeamlessClient;
let owner: { id: string; token: string };
let stranger: { id: string; token: string };
beforeAll(async () => {
  t = await buildTestApp();
  client = inHouseClient(t.app);
  owner = await loggedIn(1_000_000);
  stranger = await loggedIn(1_000_000);
  await playHistory();
});
afterAll(() => t.close());

async function loggedIn(balance: number) {
  const member = await makeMember(t.app, { balanceMinor: balance });
  return { id: member.id, token: (await loginOk(t.app, member.account, 'Passw0rd9', { ip: freshIp() })).token };
}

const SLOT = TEST_SLOT;
const TABLE: LaunchableGame = {
  nodeId: 'live-evo-0001',
  gameCode: 'EVO_LIVE_0001',
  vassalage: 'EVO',
  accountTypeName: 'EVO',
  gameType: 'LIVE',
  name: 'Baccarat A',
};
const FISHING: LaunchableGame = {
  nodeId: 'fish-jdb-0001',
  gameCode: 'JDB_FISH_0001',
  vassalage: 'JDB',
  accountTypeName: 'JDB',
  gameType: 'FISH',
  name: 'Dragon Fishing',
};

/** Vientiane is UTC+7: 16:59:59.999Z is the last moment of a business day (h2 is paid then), 17:00Z the first of the next. */
const HISTORY = [
  { roundId: 'h1', game: SLOT, stake: 10_000, win: 0, at: '2025-03-01T02:00:00.000Z' },
  { roundId: 'h2', game: SLOT, stake: 20_000, win: 50_000, at: '2025-03-01T16:59:59.998Z' },
  { roundId: 'h3', game: TABLE, stake: 100_000, win: 195_000, at: '2025-03-01T17:00:00.000Z' },
  { roundId: 'h4', game: FISHING, stake: 5_000, win: 1_000, at: '2025-03-03T09:30:00.000Z' },
  { roundId: 'h5', game: TABLE, stake: 40_000, win: null, at: '2025-03-04T16:00:00.000Z' },
] as const;

/** The owner plays the history through the protocol (h5 rolled back); then each round is moved to its moment. */
async function playHistory(): Promise<void> {
  for (const round of HISTORY) {
    const session = await openRealGameSession(t.app.db, owner.id, round.game);
    await client.debit({
      transactionId: `${round.roundId}:debit`,
      roundId: round.roundId,
      sessionToken: session.token,
      amount: round.stake,
    });
    if (round.win === null) {
      await client.rollback({
        transactionId: `${round.roundId}:rollback`,
        roundId: round.roundId,
        playerId: owner.id,
        debitTransactionId: `${round.roundId}:debit`,
      });
    } else {
      await client.credit({ transactionId: `${round.roundId}:credit`, roundId: round.roundId, playerId: owner.id, amount: round.win });
    }
    // The win or rollback a millisecond after the bet, so the account record's order is the order money moved in.
    const betId = betIdOf(IN_HOUSE_PROVIDER, round.roundId);
    const settledAt = new Date(Date.parse(round.at) + 1).toISOString();
    await t.app.db.updateTable('bets').set({ placedAt: round.at, settledAt }).where('id', '=', betId).execute();
    const entriesOf = (kind: 'BET' | 'WIN' | 'BET_ROLLBACK') =>
      t.app.db.selectFrom('journal_entries').select('id').where('reference', '=', betId).where('kind', '=', kind);
    await t.app.db.updateTable('postings').set({ createdAt: round.at }).where('entryId', 'in', entriesOf('BET')).execute();
    await t.app.db
      .updateTable('postings')
      .set({ createdAt: settledAt })
      .where('entryId', 'in', entriesOf(round.win === null ? 'BET_ROLLBACK' : 'WIN'))
      .execute();
  }
  // The stranger plays too, on the same days: none of it may show in the owner's records.
  const session = await openRealGameSession(t.app.db, stranger.id, SLOT);
  await client.debit({ transactionId: 's1:debit', roundId: 's1', sessionToken: session.token, amount: 7_000 });
  await t.app.db
    .updateTable('bets')
    .set({ placedAt: '2025-03-02T05:00:00.000Z' })
    .where('id', '=', betIdOf(IN_HOUSE_PROVIDER, 's1'))
    .execute();
}

/** The names the seeded catalogue gives a game, by column. */
async function catalogueNames(nodeId: string) {
  return t.app.db.selectFrom('games').select(['nameLo', 'nameEn', 'nameCn']).where('nodeId', '=', nodeId).executeTakeFirstOrThrow();
}

const get = (path: string, query: object, token = owner.token) => call(t.app, 'GET', path, query, { token });
const bets = async (query: object, token?: string) =>
  expectValue(await get(moneyEndpoints.betRecords.path, query, token), moneyEndpoints.betRecords);
const march = (from: number, to: number) => ({ startDate: `2025-03-0${from}`, endDate: `2025-03-0${to}` });

describe('betting record', () => {
  it('lists the bets of the asked business days, newest first, with totals of the bets that stand', async () => {
    const firstDay = await bets(march(1, 1));
    // Without a site language, in the site's default: Lao.
    const slot = (await catalogueNames(SLOT.nodeId)).nameLo;
    expect(
      firstDay.list.map((bet) => [bet.id, bet.gameName, bet.vassalage, bet.gameType, bet.stake, bet.win, bet.profit, bet.status]),
    ).toEqual([
      ['MEKONG:h2', slot, 'PG', 'RNG', 20_000, 50_000, 30_000, 'SETTLED'],
      ['MEKONG:h1', slot, 'PG', 'RNG', 10_000, 0, -10_000, 'SETTLED'],
    ]);
    expect(firstDay.totals).toEqual({ betCount: 2, stake: 30_000, win: 50_000, profit: 20_000 });
    const rest = await bets(march(2, 4));
    expect(rest.list.map((bet) => [bet.id, bet.status])).toEqual([
      ['MEKONG:h5', 'ROLLED_BACK'],
      ['MEKONG:h4', 'SETTLED'],
      ['MEKONG:h3', 'SETTLED'],
    ]);
    expect(rest.totals).toEqual({ betCount: 2, stake: 105_000, win: 196_000, profit: 91_000 });
    expect(rest.list[0]).toMatchObject({ placedAt: '2025-03-04T16:00:00.000Z', settledAt: '2025-03-04T16:00:00.001Z' });
  });

  it('filters by game type and vendor', async () => {
    expect((await bets({ ...march(1, 5), gameType: 'LIVE' })).list.map((bet) => bet.id)).toEqual(['MEKONG:h5', 'MEKONG:h3']);
    expect((await bets({ ...march(1, 5), vassalage: 'JDB' })).list.map((bet) => bet.id)).toEqual(['MEKONG:h4']);
    expect((await bets({ ...march(1, 5), gameType: 'RNG', vassalage: 'EVO' })).total).toBe(0);
  });

  it('pages, with the real page count past the last page', async () => {
    const second = await bets({ ...march(1, 5), pageSize: 2, pageNo: 2 });
    expect({ ids: second.list.map((bet) => bet.id), pageNo: second.pageNo, totalPages: second.totalPages, total: second.total }).toEqual({
      ids: ['MEKONG:h3', 'MEKONG:h2'],
      pageNo: 2,
      totalPages: 3,
      total: 5,
    });
    const beyond = await bets({ ...march(1, 5), pageSize: 2, pageNo: 9 });
    expect({ list: beyond.list, totalPages: beyond.totalPages, totals: beyond.totals.betCount }).toEqual({
      list: [],
      totalPages: 3,
      totals: 4,
    });
  });

  it("names each bet's game as the catalogue does in the caller's language, and keeps the played name for a game it lacks", async () => {
    const inLanguage = async (language: string) => {
      const response = await t.app.inject({
        method: 'GET',
        url: `${moneyEndpoints.betRecords.path}?startDate=2025-03-01&endDate=2025-03-05`,
        headers: { authorization: `Bearer ${owner.token}`, 'accept-language': language },
      });
      return expectValue(response, moneyEndpoints.betRecords).list.map((bet) => [bet.id, bet.gameName]);
    };
    const catalogue = {
      [SLOT.nodeId]: await catalogueNames(SLOT.nodeId),
      [TABLE.nodeId]: await catalogueNames(TABLE.nodeId),
      [FISHING.nodeId]: await catalogueNames(FISHING.nodeId),
    };
    const named = (nodeId: string, column: 'nameLo' | 'nameEn' | 'nameCn') => catalogue[nodeId]?.[column];
    expect(named(SLOT.nodeId, 'nameCn')).not.toBe(named(SLOT.nodeId, 'nameEn'));
    expect(named(SLOT.nodeId, 'nameLo')).not.toBe(named(SLOT.nodeId, 'nameEn'));
    // The site's client sends LO/EN/CN; a browser's own tags read the same.
    for (const [language, column] of [
      ['LO', 'nameLo'],
      ['EN', 'nameEn'],
      ['CN', 'nameCn'],
      ['en-US,en;q=0.9', 'nameEn'],
      ['zh-CN,zh;q=0.9', 'nameCn'],
    ] as const) {
      expect(await inLanguage(language)).toEqual([
        ['MEKONG:h5', named(TABLE.nodeId, column)],
        ['MEKONG:h4', named(FISHING.nodeId, column)],
        ['MEKONG:h3', named(TABLE.nodeId, column)],
        ['MEKONG:h2', named(SLOT.nodeId, column)],
        ['MEKONG:h1', named(SLOT.nodeId, column)],
      ]);
    }

    // A game gone from the catalogue keeps the name it was played under.
    await t.app.db.updateTable('bets').set({ nodeId: 'retired-game-0001' }).where('id', '=', 'MEKONG:h4').execute();
    try {
      expect((await inLanguage('CN')).find(([id]) => id === 'MEKONG:h4')).toEqual(['MEKONG:h4', FISHING.name]);
    } finally {
      await t.app.db.updateTable('bets').set({ nodeId: FISHING.nodeId }).where('id', '=', 'MEKONG:h4').execute();
    }
  });
});

describe('account record', () => {
  it('lists every movement of the wallet with its kind, signed amount, balance after and round', async () => {
    const records = expectValue(await get(moneyEndpoints.transactionRecords.path, march(1, 5)), moneyEndpoints.transactionRecords);
    expect(records.list.map((row) => [row.kind, row.amount, row.reference])).toEqual([
      ['BET_ROLLBACK', 40_000, 'MEKONG:h5'],
      ['BET', -40_000, 'MEKONG:h5'],
      ['WIN', 1_000, 'MEKONG:h4'],
      ['BET', -5_000, 'MEKONG:h4'],
      ['WIN', 195_000, 'MEKONG:h3'],
      ['BET', -100_000, 'MEKONG:h3'],
      ['WIN', 50_000, 'MEKONG:h2'],
      ['BET', -20_000, 'MEKONG:h2'],
      ['BET', -10_000, 'MEKONG:h1'],
    ]);
    // Balances after follow the order the money moved in, from the opening 1,000,000.
    const chronological = [...records.list].reverse().map((row) => row.balanceAfter);
    expect(chronological).toEqual([990_000, 970_000, 1_020_000, 920_000, 1_115_000, 1_110_000, 1_111_000, 1_071_000, 1_111_000]);
  });

  it('filters by kind, and shows the opening entry on the day it was made', async () => {
    const wins = expectValue(
      await get(moneyEndpoints.transactionRecords.path, { ...march(1, 5), kind: 'WIN' }),
      moneyEndpoints.transactionRecords,
    );
    expect(wins.list.map((row) => row.amount)).toEqual([1_000, 195_000, 50_000]);
    const today = businessDayOf(new Date().toISOString());
    const opening = expectValue(
      await get(moneyEndpoints.transactionRecords.path, { startDate: today, endDate: today }),
      moneyEndpoints.transactionRecords,
    );
    expect(opening.list.map((row) => [row.kind, row.amount, row.balanceAfter])).toEqual([['OPENING', 1_000_000, 1_000_000]]);
  });
});

describe('profit and loss', () => {
  it('sums the standing bets by game type and by business day', async () => {
    const report = expectValue(await get(moneyEndpoints.profit.path, march(1, 5)), moneyEndpoints.profit);
    expect(report).toEqual({
      byGameType: [
        { gameType: 'RNG', betCount: 2, stake: 30_000, win: 50_000, profit: 20_000 },
        { gameType: 'LIVE', betCount: 1, stake: 100_000, win: 195_000, profit: 95_000 },
        { gameType: 'FISH', betCount: 1, stake: 5_000, win: 1_000, profit: -4_000 },
      ],
      byDay: [
        { day: '2025-03-01', betCount: 2, stake: 30_000, win: 50_000, profit: 20_000 },
        { day: '2025-03-02', betCount: 1, stake: 100_000, win: 195_000, profit: 95_000 },
        { day: '2025-03-03', betCount: 1, stake: 5_000, win: 1_000, profit: -4_000 },
      ],
      total: { betCount: 4, stake: 135_000, win: 246_000, profit: 111_000 },
    });
  });
});

describe('bonus details', () => {
  it('lists the bonuses credited to the wallet with their reasons and total', async () => {
    for (const [amount, reason] of [
      [5_000, 'Welcome bonus'],
      [2_500, 'VIP3 weekly bonus'],
    ] as const) {
      await t.app.db.transaction().execute((trx) =>
        postEntry(trx, {
          kind: 'BONUS',
          memo: reason,
          postings: [
            { accountId: HOUSE_ACCOUNTS.bonuses, amountMinor: -amount },
            { accountId: walletAccount(owner.id), amountMinor: amount },
          ],
        }),
      );
    }
    const today = businessDayOf(new Date().toISOString());
    const page = expectValue(await get(moneyEndpoints.bonuses.path, { startDate: today, endDate: today }), moneyEndpoints.bonuses);
    expect(page.list.map((row) => [row.amount, row.reason]).sort()).toEqual([
      [2_500, 'VIP3 weekly bonus'],
      [5_000, 'Welcome bonus'],
    ]);
    expect({ total: page.total, totalAmount: page.totalAmount }).toEqual({ total: 2, totalAmount: 7_500 });
    const none = expectValue(await get(moneyEndpoints.bonuses.path, march(1, 5)), moneyEndpoints.bonuses);
    expect({ total: none.total, totalAmount: none.totalAmount }).toEqual({ total: 0, totalAmount: 0 });
    const strangers = expectValue(
      await get(moneyEndpoints.bonuses.path, { startDate: today, endDate: today }, stranger.token),
      moneyEndpoints.bonuses,
    );
    expect(strangers.total).toBe(0);
  });
});

describe('ranges, access and privacy', () => {
  it('refuses an end before the start, a range over 92 days and days that do not exist', async () => {
    for (const path of [
      moneyEndpoints.betRecords.path,
      moneyEndpoints.transactionRecords.path,
      moneyEndpoints.profit.path,
      moneyEndpoints.bonuses.path,
    ]) {
      expect(expectFailure(await get(path, { startDate: '2025-03-05', endDate: '2025-03-04' }), 400, 'bad-request')).toBe(
        'endDate 2025-03-04 is before startDate 2025-03-05',
      );
      expect(expectFailure(await get(path, { startDate: '2025-01-01', endDate: '2025-04-03' }), 400, 'bad-request')).toBe(
        'A record range may span at most 92 days; 2025-01-01 to 2025-04-03 is 93',
      );
      expect(expectFailure(await get(path, { startDate: '2025-02-30', endDate: '2025-03-01' }), 400, 'bad-request')).toBe(
        "Invalid query parameter 'startDate': 2025-02-30 is not a calendar day",
      );
      expect(expectFailure(await get(path, { startDate: '1/3/2025', endDate: '2025-03-01' }), 400, 'bad-request')).toContain(
        'Dates are YYYY-MM-DD',
      );
    }
    expect((await get(moneyEndpoints.betRecords.path, { startDate: '2025-01-01', endDate: '2025-04-02' })).statusCode).toBe(200);
    expect(expectFailure(await get(moneyEndpoints.betRecords.path, { ...march(1, 2), pageSize: 101 }), 400, 'bad-request')).toContain(
      'pageSize',
    );
  });

  it('shows a member only its own records, and refuses visitors and trial accounts', async () => {
    const theirs = await bets(march(1, 5), stranger.token);
    expect(theirs.list.map((bet) => bet.id)).toEqual(['MEKONG:s1']);
    const theirMoves = expectValue(
      await get(moneyEndpoints.transactionRecords.path, march(1, 5), stranger.token),
      moneyEndpoints.transactionRecords,
    );
    expect(theirMoves.total).toBe(0);
    expect((await bets(march(1, 5))).list.some((bet) => bet.id === 'MEKONG:s1')).toBe(false);
    expectFailure(await call(t.app, 'GET', moneyEndpoints.betRecords.path, march(1, 5)), 401, 'unauthorized');
    const trial = expectValue(await call(t.app, 'POST', authEndpoints.freeplay.path, {}, { ip: freshIp() }), authEndpoints.freeplay).token;
    expectFailure(await get(moneyEndpoints.profit.path, march(1, 5), trial), 403, 'trial-account');
  });
});
