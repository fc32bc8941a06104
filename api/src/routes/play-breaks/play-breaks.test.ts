// Breaks from play (issue 20) on a real database: the reality-check interval (only the offered values, recorded in the
// audit trail), this login session's play, a time-out or self-exclusion (login password; ends every session at once;
// refuses login naming its end, play, seamless debit, deposit, promotion apply; no messages, no payouts or grants;
// only ever lengthened; its end lets the member in again), and 20 logins at the instant of a self-exclusion leave no
// live session.
import { PATHS } from '@mekong/contracts';
import { PERMANENT_BREAK_ENDS_AT, PLAY_BREAK_FAILURES, playBreakEndpoints } from '@mekong/contracts/play-breaks';
import type { FastifyInstance } from 'fastify';
import { buildTestApp, countRows, expectFailure, expectValue, type TestApp } from '../../test-support/test-app';
import { call, login, loginOk, makeMember } from '../../test-support/accounts';
import { moneyMember, newKey, type MoneyMember } from '../cashier/cashier-test-support';
import { inHouseClient, openRealGameSession, roundPlayer, TEST_SLOT } from '../../test-support/game-sessions';
import { createSession } from '../../modules/accounts/sessions.repository';
import { addMessage } from '../../modules/messages/messages.repository';
import { startBreak } from '../../modules/play-breaks/play-breaks';
import { grantWheelTickets } from '../../modules/rewards/reward-admin';
import { HOUSE_ACCOUNTS, moveAmount, postEntry, walletAccount } from '../../modules/ledger';

let testApp: TestApp;
let app: FastifyInstance;

beforeAll(async () => {
  testApp = await buildTestApp();
  app = testApp.app;
});

afterAll(() => testApp.close());

const PASSWORD = 'Passw0rd9';
const put = (who: MoneyMember, path: string, body: object) => call(app, 'PUT', path, body, { token: who.token });
const auditOf = (memberId: string, action: string) =>
  app.db.selectFrom('audit_trail').selectAll().where('subjectMemberId', '=', memberId).where('action', '=', action).execute();
const sessionsOf = async (memberId: string) =>
  (await app.db.selectFrom('sessions').select('tokenHash').where('memberId', '=', memberId).execute()).length;
const breakEnd = async (memberId: string) =>
  (await app.db.selectFrom('members').select('breakEndsAt').where('id', '=', memberId).executeTakeFirstOrThrow()).breakEndsAt;

/** Time passing: the member's break (and its history row) started `hours` earlier than recorded. */
async function movePast(memberId: string, hours: number) {
  const shift = (iso: string) => new Date(Date.parse(iso) - hours * 3_600_000).toISOString();
  const end = await breakEnd(memberId);
  await app.db
    .updateTable('members')
    .set({ breakEndsAt: end && shift(end) })
    .where('id', '=', memberId)
    .execute();
  for (const row of await app.db.selectFrom('play_breaks').selectAll().where('memberId', '=', memberId).execute())
    await app.db
      .updateTable('play_breaks')
      .set({ startedAt: shift(row.startedAt), endsAt: shift(row.endsAt) })
      .where('id', '=', row.id)
      .execute();
}

describe('reality check', () => {
  it('keeps an offered interval and records the change; refuses any other value with nothing changed', async () => {
    const who = await moneyMember(app);
    expect(expectValue(await who.get(playBreakEndpoints.state.path), playBreakEndpoints.state).realityCheckMinutes).toBe(0);
    expectValue(await put(who, playBreakEndpoints.setRealityCheck.path, { minutes: 30 }), playBreakEndpoints.setRealityCheck);
    expect(expectValue(await who.get(playBreakEndpoints.state.path), playBreakEndpoints.state).realityCheckMinutes).toBe(30);
    const [entry] = await auditOf(who.member.id, 'reality-check.set');
    expect(entry).toMatchObject({ actorKind: 'member', actor: who.member.id, source: '127.0.0.1' });
    expect(JSON.parse(entry?.afterJson ?? 'null')).toEqual({ realityCheckMinutes: 30 });

    for (const minutes of [20, -15, 'x', 1_000])
      expectFailure(await put(who, playBreakEndpoints.setRealityCheck.path, { minutes }), 400, 'bad-request');
    expect(expectValue(await who.get(playBreakEndpoints.state.path), playBreakEndpoints.state).realityCheckMinutes).toBe(30);
    expect(await auditOf(who.member.id, 'reality-check.set')).toHaveLength(1);
  });

  it("sums the stakes and wins of this login session's bets only", async () => {
    const who = await moneyMember(app);
    await app.db
      .updateTable('sessions')
      .set({ createdAt: new Date(Date.now() - 1_000).toISOString() })
      .where('memberId', '=', who.member.id)
      .execute();
    await app.db.updateTable('members').set({ realityCheckMinutes: 15 }).where('id', '=', who.member.id).execute();
    const play = roundPlayer(app, 'breaks-session-');
    await app.db.transaction().execute((trx) =>
      postEntry(trx, {
        kind: 'DEPOSIT',
        reference: `test-${who.member.account}`,
        memo: 'test deposit',
        postings: moveAmount(HOUSE_ACCOUNTS.deposits, walletAccount(who.member.id), 10_000),
      }),
    );
    await play(who.member.id, 500, 200);
    await play(who.member.id, 300, 900);
    await play(who.member.id, 400, null);
    const session = expectValue(await who.get(playBreakEndpoints.session.path), playBreakEndpoints.session);
    expect(session).toMatchObject({ stakes: 800, wins: 1_100, net: 300, realityCheckMinutes: 15, intervalSeconds: 900 });
  });
});

describe('time-out and self-exclusion', () => {
  it('asks for the login password: a wrong one changes nothing', async () => {
    const who = await moneyMember(app);
    const response = await who.post(playBreakEndpoints.start.path, { kind: 'time-out', period: '24h', password: 'wrong' });
    expectFailure(response, 400, PLAY_BREAK_FAILURES.wrongPassword);
    expect(await breakEnd(who.member.id)).toBeNull();
    expect(await sessionsOf(who.member.id)).toBe(1);
    expectFailure(
      await who.post(playBreakEndpoints.start.path, { kind: 'time-out', period: '1y', password: PASSWORD }),
      400,
      'bad-request',
    );
    expect(await countRows(app.db, 'play_breaks')).toBe(0);
  });

  it('ends every session at once and refuses login (naming its end), play, debit, deposit and promotions', async () => {
    const who = await moneyMember(app);
    const other = await createSession(app.db, who.member.id, '10.0.0.9', app.accounts.sessionPolicy);
    const game = await openRealGameSession(app.db, who.member.id, TEST_SLOT);
    const started = expectValue(
      await who.post(playBreakEndpoints.start.path, { kind: 'self-exclusion', period: '6m', password: PASSWORD }),
      playBreakEndpoints.start,
    );
    expect(started).toMatchObject({ kind: 'self-exclusion', period: '6m', permanent: false });
    expect(await sessionsOf(who.member.id)).toBe(0);
    const [entry] = await auditOf(who.member.id, 'exclusion.start');
    expect(JSON.parse(entry?.afterJson ?? 'null')).toMatchObject({ kind: 'self-exclusion', period: '6m', breakEndsAt: started.endsAt });

    for (const token of [who.token, other]) expectFailure(await call(app, 'GET', PATHS.member.info, {}, { token }), 401, 'unauthorized');
    expectFailure(await login(app, { username: who.member.account, password: PASSWORD }), 403, PLAY_BREAK_FAILURES.onBreak, {
      endsAt: started.endsAt,
      permanent: false,
    });
    // Launch: the dead token is a visitor, refused a real-money game.
    const launch = await call(app, 'POST', PATHS.games.launch, { nodeId: 'any', mode: 'REAL' }, { token: who.token });
    expect(launch.json<{ success: boolean }>().success).toBe(false);
    await expect(
      inHouseClient(app).debit({ transactionId: 'breaks-debit', roundId: 'breaks-round', sessionToken: game.token, amount: 100 }),
    ).rejects.toMatchObject({ code: 'session-expired' });
    expect(await app.db.selectFrom('bets').select('id').where('memberId', '=', who.member.id).execute()).toHaveLength(0);
    expectFailure(await who.post(PATHS.cashier.deposits, { amount: 10_000, idempotencyKey: newKey() }), 401, 'unauthorized');
    expectFailure(await who.post(PATHS.promotions.apply, { promotionId: 'any' }), 401, 'unauthorized');
  });

  it('sends no message and grants no reward to a member on a break', async () => {
    const who = await makeMember(app);
    await startBreak(app.db, who.id, { kind: 'time-out', period: '7d' }, { kind: 'system', name: 'test', node: 'jest' });
    expect(await addMessage(app.db, who.id, 'DEPOSIT_ARRIVAL', { amount: 100, orderId: 'D1' })).toBeNull();
    expect(await app.db.selectFrom('member_messages').select('id').where('memberId', '=', who.id).execute()).toHaveLength(0);
    const wheel = await app.db.selectFrom('prize_wheels').select('id').executeTakeFirst();
    if (wheel) expect((await grantWheelTickets(app.db, wheel.id, who.id, 2, `breaks-${who.id}`, new Date())).value).toBe(0);
  });

  it('may be lengthened (by account and password), never shortened; a permanent one says so', async () => {
    const who = await makeMember(app);
    const lengthen = (period: string, kind = 'self-exclusion') =>
      call(app, 'POST', playBreakEndpoints.lengthen.path, { username: who.account, password: PASSWORD, kind, period });
    await startBreak(app.db, who.id, { kind: 'self-exclusion', period: '1y' }, { kind: 'system', name: 'test', node: 'jest' });
    const end = await breakEnd(who.id);
    expectFailure(await lengthen('6m'), 409, PLAY_BREAK_FAILURES.shorten, { endsAt: end });
    expectFailure(await lengthen('6w', 'time-out'), 409, PLAY_BREAK_FAILURES.shorten, { endsAt: end });
    expect(await breakEnd(who.id)).toBe(end);
    expectFailure(
      await call(app, 'POST', playBreakEndpoints.lengthen.path, {
        username: who.account,
        password: 'nope',
        kind: 'self-exclusion',
        period: '5y',
      }),
      400,
      PLAY_BREAK_FAILURES.wrongPassword,
    );
    expect(expectValue(await lengthen('5y'), playBreakEndpoints.lengthen).period).toBe('5y');
    expect(expectValue(await lengthen('permanent'), playBreakEndpoints.lengthen).permanent).toBe(true);
    expect(await breakEnd(who.id)).toBe(PERMANENT_BREAK_ENDS_AT);
    expectFailure(await lengthen('5y'), 409, PLAY_BREAK_FAILURES.shorten, { endsAt: PERMANENT_BREAK_ENDS_AT });
    expectFailure(await login(app, { username: who.account, password: PASSWORD }), 403, PLAY_BREAK_FAILURES.onBreak, {
      endsAt: PERMANENT_BREAK_ENDS_AT,
      permanent: true,
    });
    expect(await auditOf(who.id, 'exclusion.start')).toHaveLength(3);
  });

  it('lets the member in again once a time-out has ended, and shows the previous login with its place', async () => {
    const who = await makeMember(app);
    // A public address of Lao Telecom: the built-in provider's country table places it in Laos.
    await loginOk(app, who.account, PASSWORD, { ip: '115.84.64.1' });
    await startBreak(app.db, who.id, { kind: 'time-out', period: '24h' }, { kind: 'system', name: 'test', node: 'jest' });
    await movePast(who.id, 23);
    expectFailure(await login(app, { username: who.account, password: PASSWORD }), 403, PLAY_BREAK_FAILURES.onBreak, {
      endsAt: await breakEnd(who.id),
      permanent: false,
    });
    await movePast(who.id, 2);
    const { token } = await loginOk(app, who.account, PASSWORD, { ip: '10.4.5.6' });
    const state = expectValue(await call(app, 'GET', playBreakEndpoints.state.path, {}, { token }), playBreakEndpoints.state);
    expect(state.previousLogin).toMatchObject({ ip: '115.84.64.1', place: 'LA' });
    // The next login's previous one is this private address: the local network.
    const again = await loginOk(app, who.account, PASSWORD, { ip: '10.7.8.9' });
    const next = expectValue(await call(app, 'GET', playBreakEndpoints.state.path, {}, { token: again.token }), playBreakEndpoints.state);
    expect(next.previousLogin).toMatchObject({ ip: '10.4.5.6', place: 'LOCAL' });
  });

  it('leaves no live session when 20 logins race a self-exclusion', async () => {
    const who = await makeMember(app);
    const results = await Promise.all([
      ...Array.from({ length: 20 }, () => login(app, { username: who.account, password: PASSWORD })),
      startBreak(app.db, who.id, { kind: 'self-exclusion', period: 'permanent' }, { kind: 'system', name: 'test', node: 'jest' }),
    ]);
    const logins = results.slice(0, 20) as Awaited<ReturnType<typeof login>>[];
    expect(await sessionsOf(who.id)).toBe(0);
    for (const response of logins) {
      const body = response.json<{ success: boolean; value: { token?: string } }>();
      // Refused: on the break, or held by the account's guess limits (20 at once on one account).
      if (!body.success) {
        expect([401, 403, 429]).toContain(response.statusCode);
        continue;
      }
      const token = body.value.token ?? '';
      expectFailure(await call(app, 'GET', PATHS.member.info, {}, { token }), 401, 'unauthorized');
    }
  });
});
