// The seamless-wallet protocol as a provider meets it: signed calls (missing, forged, altered, stale and unknown-
// provider signatures refused with nothing changed), balance, debit, credit and rollback with every refusal,
// idempotent and conflicting replays, the round rules, a bet's need of the launching member session, the live balance
// push, and concurrent bets on one wallet.
import { LIMITS, PASSWORD_CHANGE_REQUIRED } from '@mekong/contracts';
import { type SocketPush } from '@mekong/contracts/socket';
import { buildTestApp, expectFailure, TEST_SCRYPT_COST, type TestApp } from '../../test-support/test-app';
import { makeMember } from '../../test-support/accounts';
import { inHouseClient, openRealGameSession, TEST_SLOT } from '../../test-support/game-sessions';
import { checkLedgerInvariant, HOUSE_ACCOUNTS, walletAccount } from '../../modules/ledger';
import { openGameSession } from '../../modules/games/game-sessions';
import { sha256Hex } from '../../security/tokens';
import {
  DEV_IN_HOUSE_SECRET,
  IN_HOUSE_PROVIDER,
  SEAMLESS_HEADERS,
  SeamlessClient,
  SeamlessRefusal,
  moveAnswerSchema,
  seamlessPath,
  seamlessSignature,
  signSeamlessRequest,
  type SeamlessCall,
} from '../../modules/seamless';
import { getBalanceMinor, setPassword } from '../../modules/accounts/members.repository';
import { deleteSession } from '../../modules/accounts/sessions.repository';
import { hashPassword } from '../../security/passwords';
import { TEST_OPS_ACTOR } from '../../ops/ops-test-support';

let t: TestApp;
let client: SeamlessClient;
beforeAll(async () => {
  t = await buildTestApp();
  client = inHouseClient(t.app);
});
afterAll(() => t.close());

const GAME = TEST_SLOT;

let serial = 0;
const nextId = (prefix: string) => `${prefix}-${process.pid}-${++serial}`;

/** A member with `balance` and a live REAL game session. */
async function player(balance: number) {
  const member = await makeMember(t.app, { balanceMinor: balance });
  const session = await openRealGameSession(t.app.db, member.id, GAME);
  return { memberId: member.id, token: session.token, launcher: { memberId: member.id, sessionHash: sha256Hex(session.memberToken) } };
}

async function expireSession(token: string): Promise<void> {
  await t.app.db
    .updateTable('seamless_sessions')
    .set({ expiresAt: new Date(Date.now() - 1000).toISOString() })
    .where('tokenHash', '=', sha256Hex(token))
    .execute();
}

/** What a member's money looks like in the database: balance, bets, entries and protocol transactions. */
async function moneyOf(memberId: string) {
  const [balance, bets, transactions, postings] = await Promise.all([
    getBalanceMinor(t.app.db, memberId),
    t.app.db.selectFrom('bets').selectAll().where('memberId', '=', memberId).orderBy('placedAt').execute(),
    t.app.db.selectFrom('seamless_transactions').selectAll().where('memberId', '=', memberId).execute(),
    t.app.db
      .selectFrom('postings as p')
      .innerJoin('journal_entries as e', 'e.id', 'p.entryId')
      .select(['e.kind', 'e.reference', 'p.amountMinor'])
      .where('p.accountId', '=', walletAccount(memberId))
      .where('e.kind', '!=', 'OPENING')
      .orderBy('p.createdAt')
      .execute(),
  ]);
  return { balance, bets, transactions, postings };
}

interface RawOptions {
  secret?: string;
  provider?: string;
  /** Unix seconds of the signature. */
  timestamp?: number;
  /** Headers left out. */
  omit?: string[];
  /** The body sent, when it differs from the body signed. */
  sent?: string;
}

/** A protocol call made by hand, to send what a well-behaved client never would. */
function rawCall(call: SeamlessCall, body: unknown, options: RawOptions = {}) {
  const raw = typeof body === 'string' ? body : JSON.stringify(body);
  const timestamp = String(options.timestamp ?? Math.floor(Date.now() / 1000));
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    [SEAMLESS_HEADERS.provider]: options.provider ?? IN_HOUSE_PROVIDER,
    [SEAMLESS_HEADERS.timestamp]: timestamp,
    [SEAMLESS_HEADERS.signature]: seamlessSignature(options.secret ?? DEV_IN_HOUSE_SECRET, timestamp, raw),
  };
  for (const name of options.omit ?? []) delete headers[name];
  return t.app.inject({ method: 'POST', url: seamlessPath(call), headers, payload: options.sent ?? raw });
}

async function refusal(promise: Promise<unknown>): Promise<{ status: number; code: string; value: unknown; message: string }> {
  const error = await promise.then(
    () => {
      throw new Error('expected a refusal');
    },
    (e: unknown) => e,
  );
  if (!(error instanceof SeamlessRefusal)) throw error;
  return { status: error.statusCode, code: error.code, value: error.value, message: error.message };
}

const debitOf = (p: { token: string }, amount: number, roundId = nextId('round')) => ({
  transactionId: `${roundId}:debit`,
  roundId,
  sessionToken: p.token,
  amount,
});

describe('signatures', () => {
  it('answers a signed call, and refuses missing, forged, altered, stale and unknown-provider ones with 401, moving nothing', async () => {
    const p = await player(100_000);
    const body = debitOf(p, 1_000);
    const refusals = [
      rawCall('debit', body, { omit: [SEAMLESS_HEADERS.signature] }),
      rawCall('debit', body, { omit: [SEAMLESS_HEADERS.timestamp] }),
      rawCall('debit', body, { omit: [SEAMLESS_HEADERS.provider] }),
      rawCall('debit', body, { secret: 'not-the-secret' }),
      rawCall('debit', body, { sent: JSON.stringify({ ...body, amount: 99_000 }) }),
      rawCall('debit', body, { timestamp: Math.floor(Date.now() / 1000) - 301 }),
      // An hour ahead: the wallet reads its clock later than this line, on a loaded machine by tens of seconds (+330 once
      // passed as fresh), so only a margin far above the 300 s limit keeps the verdict independent of the machine's speed.
      rawCall('debit', body, { timestamp: Math.floor(Date.now() / 1000) + 3_600 }),
      rawCall('debit', body, { provider: 'ACME' }),
    ];
    const messages = [];
    for (const response of await Promise.all(refusals)) messages.push(expectFailure(response, 401, 'unauthorized'));
    expect(messages).toEqual([
      'Signed requests need the x-seamless-provider, x-seamless-timestamp, x-seamless-signature headers',
      'Signed requests need the x-seamless-provider, x-seamless-timestamp, x-seamless-signature headers',
      'Signed requests need the x-seamless-provider, x-seamless-timestamp, x-seamless-signature headers',
      'The signature does not match the request',
      'The signature does not match the request',
      'x-seamless-timestamp must be the current Unix time in seconds (at most 300 s off)',
      'x-seamless-timestamp must be the current Unix time in seconds (at most 300 s off)',
      "Unknown provider 'ACME'",
    ]);
    expect(await moneyOf(p.memberId)).toMatchObject({ balance: 100_000, bets: [], transactions: [], postings: [] });

    const signed = await rawCall('debit', body, { timestamp: Math.floor(Date.now() / 1000) - 290 });
    expect(signed.statusCode).toBe(200);
    expect(moveAnswerSchema.parse(signed.json<{ value: unknown }>().value)).toEqual({ transactionId: body.transactionId, balance: 99_000 });
  });

  it('checks the signature before the body: a forged bad body is 401, a signed bad body 400', async () => {
    expectFailure(await rawCall('debit', '{not json', { secret: 'forged' }), 401, 'unauthorized');
    expect(expectFailure(await rawCall('debit', '{not json'), 400, 'bad-request')).toBe('The body must be a JSON object');
    expect(
      expectFailure(await rawCall('debit', { transactionId: 'x', roundId: 'r', sessionToken: 's', amount: 1.5 }), 400, 'bad-request'),
    ).toContain('amount must be a whole number of minor units');
    expect(expectFailure(await rawCall('debit', { roundId: 'r', sessionToken: 's', amount: 100 }), 400, 'bad-request')).toContain(
      "Missing body field 'transactionId'",
    );
    expect(
      expectFailure(await rawCall('credit', { transactionId: 'x', roundId: 'r', playerId: 'p', amount: -1 }), 400, 'bad-request'),
    ).toContain('amount must not be negative');
  });

  it('signs over the exact bytes: the same JSON spaced differently needs its own signature', async () => {
    const p = await player(10_000);
    const spaced = JSON.stringify({ sessionToken: p.token }, null, 2);
    const headers = {
      'content-type': 'application/json',
      ...signSeamlessRequest(IN_HOUSE_PROVIDER, DEV_IN_HOUSE_SECRET, JSON.stringify({ sessionToken: p.token })),
    };
    expectFailure(await t.app.inject({ method: 'POST', url: seamlessPath('balance'), headers, payload: spaced }), 401, 'unauthorized');
    expect((await rawCall('balance', spaced)).statusCode).toBe(200);
  });
});

describe('balance', () => {
  it('answers the real balance of a live REAL session, and refuses unknown, play-money and expired sessions', async () => {
    const p = await player(123_400);
    expect(await client.balance({ sessionToken: p.token })).toEqual({ playerId: p.memberId, balance: 123_400 });
    expect(await refusal(client.balance({ sessionToken: 'no-such-token' }))).toMatchObject({ status: 404, code: 'session-not-found' });
    const demo = await openGameSession(t.app, { game: GAME, launcher: p.launcher, mode: 'DEMO', language: 'EN' });
    expect(await refusal(client.balance({ sessionToken: demo.token }))).toMatchObject({ status: 403, code: 'not-real-session' });
    await expireSession(p.token);
    expect(await refusal(client.balance({ sessionToken: p.token }))).toMatchObject({ status: 401, code: 'session-expired' });
  });
});

describe('debit', () => {
  it('takes the stake into house:games and opens the bet with its game, vendor, type and node', async () => {
    const p = await player(50_000);
    const body = debitOf(p, 12_000);
    expect(await client.debit(body)).toEqual({ transactionId: body.transactionId, balance: 38_000 });
    const money = await moneyOf(p.memberId);
    expect(money.balance).toBe(38_000);
    expect(money.bets).toEqual([
      {
        id: `${IN_HOUSE_PROVIDER}:${body.roundId}`,
        memberId: p.memberId,
        provider: IN_HOUSE_PROVIDER,
        roundId: body.roundId,
        nodeId: 'rng-pg-0001',
        gameName: 'Lucky Temple',
        vassalage: 'PG',
        gameType: 'RNG',
        stakeMinor: 12_000,
        winMinor: 0,
        status: 'OPEN',
        placedAt: expect.any(String),
        settledAt: null,
      },
    ]);
    expect(money.postings).toEqual([{ kind: 'BET', reference: `${IN_HOUSE_PROVIDER}:${body.roundId}`, amountMinor: -12_000 }]);
    const house = await t.app.db
      .selectFrom('postings')
      .select('amountMinor')
      .where('entryId', '=', money.transactions[0]?.entryId ?? '')
      .where('accountId', '=', HOUSE_ACCOUNTS.games)
      .execute();
    expect(house).toEqual([{ amountMinor: 12_000 }]);
  });

  it('refuses a bet beyond the balance with the real balance, writing nothing', async () => {
    const p = await player(9_999);
    expect(await refusal(client.debit(debitOf(p, 10_000)))).toEqual({
      status: 409,
      code: 'insufficient-balance',
      value: { balance: 9_999 },
      message: 'Balance 99.99 is less than 100.00',
    });
    expect(await moneyOf(p.memberId)).toMatchObject({ balance: 9_999, bets: [], transactions: [], postings: [] });
    const entries = await checkLedgerInvariant(t.app.db);
    expect(entries.problems).toEqual([]);
  });

  it('needs a live REAL session: unknown 404, expired 401, play money 403', async () => {
    const p = await player(10_000);
    expect(await refusal(client.debit({ ...debitOf(p, 100), sessionToken: 'unknown' }))).toMatchObject({
      status: 404,
      code: 'session-not-found',
    });
    const demo = await openGameSession(t.app, { game: GAME, launcher: p.launcher, mode: 'DEMO', language: 'EN' });
    expect(await refusal(client.debit({ ...debitOf(p, 100), sessionToken: demo.token }))).toMatchObject({
      status: 403,
      code: 'not-real-session',
    });
    await expireSession(p.token);
    expect(await refusal(client.debit(debitOf(p, 100)))).toMatchObject({ status: 401, code: 'session-expired' });
    expect((await moneyOf(p.memberId)).transactions).toEqual([]);
  });

  it('replays the same transaction with its first answer, refuses it with another body or as another call, and one round takes one debit', async () => {
    const p = await player(10_000);
    const body = debitOf(p, 1_000);
    const first = await client.debit(body);
    await client.debit(debitOf(p, 500));
    expect(await client.debit(body)).toEqual(first);
    expect(await refusal(client.debit({ ...body, amount: 2_000 }))).toMatchObject({ status: 409, code: 'idempotency-conflict' });
    expect(
      await refusal(client.credit({ transactionId: body.transactionId, roundId: body.roundId, playerId: p.memberId, amount: 0 })),
    ).toMatchObject({ status: 409, code: 'idempotency-conflict' });
    expect(await refusal(client.debit({ ...body, transactionId: nextId('other') }))).toMatchObject({ status: 409, code: 'round-exists' });
    expect(await moneyOf(p.memberId)).toMatchObject({ balance: 8_500 });
    expect((await moneyOf(p.memberId)).postings).toHaveLength(2);
  });

  it('needs the member session that launched the game live: after it ends a bet and a balance are 401, an owed password change 403, while the rounds already open still settle', async () => {
    const p = await player(10_000);
    const paid = debitOf(p, 1_000);
    const rolled = debitOf(p, 2_000);
    await client.debit(paid);
    await client.debit(rolled);
    const launcherHash = p.launcher.sessionHash;

    await setPassword(t.app.db, p.memberId, await hashPassword(LIMITS.defaultPassword, TEST_SCRYPT_COST), true, {
      actor: TEST_OPS_ACTOR,
      action: 'password.reset',
    });
    expect(await refusal(client.debit(debitOf(p, 100)))).toMatchObject({ status: 403, code: PASSWORD_CHANGE_REQUIRED });
    await deleteSession(t.app.db, launcherHash);
    expect(await refusal(client.debit(debitOf(p, 100)))).toMatchObject({ status: 401, code: 'session-expired' });
    expect(await refusal(client.balance({ sessionToken: p.token }))).toMatchObject({ status: 401, code: 'session-expired' });
    // What the wallet owes the player is still paid: a win and a rollback need no session.
    await client.credit({ transactionId: `${paid.roundId}:credit`, roundId: paid.roundId, playerId: p.memberId, amount: 3_000 });
    await client.rollback({
      transactionId: `${rolled.roundId}:rollback`,
      roundId: rolled.roundId,
      playerId: p.memberId,
      debitTransactionId: rolled.transactionId,
    });
    expect(await moneyOf(p.memberId)).toMatchObject({ balance: 12_000 });
    expect((await moneyOf(p.memberId)).transactions).toHaveLength(4);
  });

  it('refuses a REAL session bound to no member session (opened before the binding existed): fail closed', async () => {
    const p = await player(10_000);
    await t.app.db.updateTable('seamless_sessions').set({ memberSessionHash: null }).where('tokenHash', '=', sha256Hex(p.token)).execute();
    expect(await refusal(client.debit(debitOf(p, 100)))).toMatchObject({ status: 401, code: 'session-expired' });
    expect((await moneyOf(p.memberId)).transactions).toEqual([]);
  });

  it('replays a debit even after its session expired', async () => {
    const p = await player(10_000);
    const body = debitOf(p, 1_000);
    const first = await client.debit(body);
    await expireSession(p.token);
    expect(await client.debit(body)).toEqual(first);
  });
});

describe('credit', () => {
  it('pays a win from house:games and settles the bet; 0 closes a losing round with no entry', async () => {
    const p = await player(10_000);
    const won = debitOf(p, 1_000);
    const lost = debitOf(p, 2_000);
    await client.debit(won);
    await client.debit(lost);
    expect(
      await client.credit({ transactionId: `${won.roundId}:credit`, roundId: won.roundId, playerId: p.memberId, amount: 3_500 }),
    ).toEqual({
      transactionId: `${won.roundId}:credit`,
      balance: 10_500,
    });
    expect(
      await client.credit({ transactionId: `${lost.roundId}:credit`, roundId: lost.roundId, playerId: p.memberId, amount: 0 }),
    ).toEqual({
      transactionId: `${lost.roundId}:credit`,
      balance: 10_500,
    });
    const money = await moneyOf(p.memberId);
    expect(money.bets.map((bet) => [bet.roundId, bet.status, bet.stakeMinor, bet.winMinor, bet.settledAt !== null])).toEqual([
      [won.roundId, 'SETTLED', 1_000, 3_500, true],
      [lost.roundId, 'SETTLED', 2_000, 0, true],
    ]);
    expect(money.postings.map((posting) => [posting.kind, posting.amountMinor])).toEqual([
      ['BET', -1_000],
      ['BET', -2_000],
      ['WIN', 3_500],
    ]);
  });

  it('is accepted after the session expired, replays, and refuses unknown rounds, other players and a second credit', async () => {
    const p = await player(10_000);
    const other = await player(10_000);
    const body = debitOf(p, 1_000);
    await client.debit(body);
    await expireSession(p.token);
    const credit = { transactionId: `${body.roundId}:credit`, roundId: body.roundId, playerId: p.memberId, amount: 700 };
    expect(await refusal(client.credit({ ...credit, playerId: other.memberId }))).toMatchObject({ status: 404, code: 'round-not-found' });
    expect(await refusal(client.credit({ ...credit, roundId: 'never-played' }))).toMatchObject({ status: 404, code: 'round-not-found' });
    const first = await client.credit(credit);
    expect(first.balance).toBe(9_700);
    expect(await client.credit(credit)).toEqual(first);
    expect(await refusal(client.credit({ ...credit, amount: 800 }))).toMatchObject({ status: 409, code: 'idempotency-conflict' });
    expect(await refusal(client.credit({ ...credit, transactionId: nextId('again') }))).toMatchObject({
      status: 409,
      code: 'round-settled',
    });
    expect((await moneyOf(p.memberId)).balance).toBe(9_700);
  });
});

describe('rollback', () => {
  it('gives the debit back and closes the bet, after the session expired too; a win or another rollback then is refused', async () => {
    const p = await player(10_000);
    const body = debitOf(p, 4_000);
    await client.debit(body);
    await expireSession(p.token);
    const rollback = {
      transactionId: `${body.roundId}:rollback`,
      roundId: body.roundId,
      playerId: p.memberId,
      debitTransactionId: body.transactionId,
    };
    expect(await client.rollback(rollback)).toEqual({ transactionId: rollback.transactionId, balance: 10_000 });
    expect(await client.rollback(rollback)).toEqual({ transactionId: rollback.transactionId, balance: 10_000 });
    expect(await refusal(client.rollback({ ...rollback, transactionId: nextId('again') }))).toMatchObject({
      status: 409,
      code: 'round-rolled-back',
    });
    expect(
      await refusal(client.credit({ transactionId: nextId('late-win'), roundId: body.roundId, playerId: p.memberId, amount: 100 })),
    ).toMatchObject({ status: 409, code: 'round-rolled-back' });
    const money = await moneyOf(p.memberId);
    expect(money.balance).toBe(10_000);
    expect(money.bets.map((bet) => bet.status)).toEqual(['ROLLED_BACK']);
    expect(money.postings.map((posting) => [posting.kind, posting.amountMinor])).toEqual([
      ['BET', -4_000],
      ['BET_ROLLBACK', 4_000],
    ]);
  });

  it('refuses a rollback after the round was paid', async () => {
    const p = await player(10_000);
    const body = debitOf(p, 1_000);
    await client.debit(body);
    await client.credit({ transactionId: `${body.roundId}:credit`, roundId: body.roundId, playerId: p.memberId, amount: 0 });
    const rollback = {
      transactionId: `${body.roundId}:rollback`,
      roundId: body.roundId,
      playerId: p.memberId,
      debitTransactionId: body.transactionId,
    };
    expect(await refusal(client.rollback(rollback))).toMatchObject({ status: 409, code: 'round-settled' });
    expect((await moneyOf(p.memberId)).balance).toBe(9_000);
  });

  it('records the rollback of a debit it never saw, so that debit arriving late is refused', async () => {
    const p = await player(10_000);
    const body = debitOf(p, 1_000);
    const rollback = {
      transactionId: `${body.roundId}:rollback`,
      roundId: body.roundId,
      playerId: p.memberId,
      debitTransactionId: body.transactionId,
    };
    expect(await client.rollback(rollback)).toEqual({ transactionId: rollback.transactionId, balance: 10_000 });
    expect(await refusal(client.debit(body))).toMatchObject({ status: 409, code: 'transaction-rolled-back' });
    expect(await client.rollback(rollback)).toEqual({ transactionId: rollback.transactionId, balance: 10_000 });
    const money = await moneyOf(p.memberId);
    expect({ balance: money.balance, bets: money.bets, postings: money.postings }).toEqual({ balance: 10_000, bets: [], postings: [] });
    expect(money.transactions.map((row) => [row.kind, row.amountMinor, row.referenceTransactionId, row.entryId])).toEqual([
      ['ROLLBACK', 0, body.transactionId, null],
    ]);
  });

  it('refuses a rollback naming something that is not the debit of that round, and an unknown player', async () => {
    const p = await player(10_000);
    const body = debitOf(p, 1_000);
    await client.debit(body);
    const rollback = {
      transactionId: nextId('rb'),
      roundId: 'another-round',
      playerId: p.memberId,
      debitTransactionId: body.transactionId,
    };
    expect(await refusal(client.rollback(rollback))).toMatchObject({ status: 409, code: 'transaction-mismatch' });
    expect(await refusal(client.rollback({ ...rollback, roundId: body.roundId, playerId: 'no-such-player' }))).toMatchObject({
      status: 404,
      code: 'player-not-found',
    });
    expect((await moneyOf(p.memberId)).balance).toBe(9_000);
  });
});

describe('live balance', () => {
  it('pushes the balance after each move that changed it, not after replays or a zero win', async () => {
    const p = await player(10_000);
    const pushes: SocketPush[] = [];
    const stop = t.app.liveEvents.subscribe(p.memberId, (push) => pushes.push(push));
    try {
      const body = debitOf(p, 1_000);
      await client.debit(body);
      await client.debit(body);
      await client.credit({ transactionId: `${body.roundId}:credit`, roundId: body.roundId, playerId: p.memberId, amount: 2_500 });
      const losing = debitOf(p, 500);
      await client.debit(losing);
      await client.credit({ transactionId: `${losing.roundId}:credit`, roundId: losing.roundId, playerId: p.memberId, amount: 0 });
    } finally {
      stop();
    }
    expect(pushes).toEqual([9_000, 11_500, 11_000].map((balance) => ({ type: 'balance', payload: { balance, currencySymbol: '₭' } })));
  });
});

describe('concurrency', () => {
  it('never overdraws one wallet under 200 concurrent bets, and keeps the ledger whole', async () => {
    const p = await player(150 * 1_000);
    const answers = await Promise.all(Array.from({ length: 200 }, () => rawCall('debit', debitOf(p, 1_000))));
    const statuses = answers.map((response) => `${response.statusCode} ${response.json<{ code?: string }>().code ?? 'ok'}`);
    expect(statuses.filter((status) => status === '200 ok')).toHaveLength(150);
    expect(statuses.filter((status) => status === '409 insufficient-balance')).toHaveLength(50);
    const money = await moneyOf(p.memberId);
    expect({ balance: money.balance, bets: money.bets.length, transactions: money.transactions.length }).toEqual({
      balance: 0,
      bets: 150,
      transactions: 150,
    });
    expect((await checkLedgerInvariant(t.app.db)).problems).toEqual([]);
  });

  it('moves once per transaction when each is sent four times at once, interleaved with wins and rollbacks', async () => {
    const p = await player(100_000);
    const rounds = Array.from({ length: 40 }, () => debitOf(p, 1_000));
    const debits = rounds.flatMap((body) => [body, body, body, body]);
    await Promise.all(debits.map((body) => client.debit(body)));
    const settle = rounds.flatMap((body, index) => {
      const move =
        index % 2 === 0
          ? () => client.credit({ transactionId: `${body.roundId}:credit`, roundId: body.roundId, playerId: p.memberId, amount: 1_500 })
          : () =>
              client.rollback({
                transactionId: `${body.roundId}:rollback`,
                roundId: body.roundId,
                playerId: p.memberId,
                debitTransactionId: body.transactionId,
              });
      return [move(), move(), move()];
    });
    await Promise.all(settle);
    const money = await moneyOf(p.memberId);
    expect(money.balance).toBe(100_000 + 20 * 500);
    expect(money.transactions).toHaveLength(80);
    expect(money.bets.map((bet) => bet.status).sort()).toEqual([...Array(20).fill('ROLLED_BACK'), ...Array(20).fill('SETTLED')]);
    expect((await checkLedgerInvariant(t.app.db)).problems).toEqual([]);
  });

  it('keeps a round whole when a debit and its own rollback arrive at once: refunded, or refused after the rollback', async () => {
    const p = await player(100_000);
    const rounds = Array.from({ length: 25 }, () => debitOf(p, 1_000));
    const answers = await Promise.all(
      rounds.flatMap((body) => [
        rawCall('debit', body),
        rawCall('rollback', {
          transactionId: `${body.roundId}:rollback`,
          roundId: body.roundId,
          playerId: p.memberId,
          debitTransactionId: body.transactionId,
        }),
      ]),
    );
    const outcomes = rounds.map((body, index) => {
      const [debit, rollback] = [answers[2 * index], answers[2 * index + 1]];
      return `${debit?.statusCode} ${debit?.json<{ code?: string }>().code ?? 'ok'} / ${rollback?.statusCode}`;
    });
    // Whichever came first, the rollback is answered and the money is back: a debit either ran and was given back, or
    // found its rollback already recorded and moved nothing.
    for (const outcome of outcomes) expect(['200 ok / 200', '409 transaction-rolled-back / 200']).toContain(outcome);
    const money = await moneyOf(p.memberId);
    expect(money.balance).toBe(100_000);
    expect(money.bets.every((bet) => bet.status === 'ROLLED_BACK')).toBe(true);
    expect((await checkLedgerInvariant(t.app.db)).problems).toEqual([]);
  });
});
