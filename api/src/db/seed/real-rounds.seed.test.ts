// demo_member's seeded real-money history, and demo_agent's team's: played through the protocol once, on an empty bets
// table, leaving the balances as seeded and the ledger whole.
import { moneyEndpoints } from '@mekong/contracts/money';
import { agentEndpoints } from '@mekong/contracts/agents';
import { buildTestApp, expectValue, type TestApp } from '../../test-support/test-app';
import { call, freshIp, loginOk } from '../../test-support/accounts';
import { findMemberByAccount, getBalanceMinor } from '../../modules/accounts/members.repository';
import { checkLedgerInvariant } from '../../modules/ledger';
import { businessDayOf } from '../../modules/records/business-days';
import { DEV_IN_HOUSE_SECRET, IN_HOUSE_PROVIDER, SeamlessClient, injectTransport } from '../../modules/seamless';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './accounts.seed';
import { DEMO_REAL_ROUNDS, DEMO_TEAM_ROUNDS, seedRealRoundsIfEmpty } from './real-rounds.seed';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

it("plays the scripted rounds once through the protocol, leaving demo_member's balance as seeded", async () => {
  const client = new SeamlessClient({ provider: IN_HOUSE_PROVIDER, secret: DEV_IN_HOUSE_SECRET, transport: injectTransport(t.app) });
  expect(await seedRealRoundsIfEmpty(t.app.db, client)).toBe(true);
  expect(await seedRealRoundsIfEmpty(t.app.db, client)).toBe(false);

  const member = await findMemberByAccount(t.app.db, DEMO_ACCOUNTS.member.account);
  expect(member && (await getBalanceMinor(t.app.db, member.id))).toBe(DEMO_ACCOUNTS.member.balanceMinor);
  const token = (await loginOk(t.app, DEMO_ACCOUNTS.member.account, DEMO_PASSWORD, { ip: freshIp() })).token;
  const today = businessDayOf(new Date().toISOString());
  const bets = expectValue(
    await call(t.app, 'GET', moneyEndpoints.betRecords.path, { startDate: today, endDate: today, pageSize: 50 }, { token }),
    moneyEndpoints.betRecords,
  );
  expect(bets.total).toBe(DEMO_REAL_ROUNDS.length);
  expect(bets.list.filter((bet) => bet.status === 'ROLLED_BACK')).toHaveLength(1);
  expect(bets.totals.profit).toBe(0);
  expect(new Set(bets.list.map((bet) => bet.gameType))).toEqual(new Set(['RNG', 'LIVE', 'FISH', 'PVP']));
  expect((await checkLedgerInvariant(t.app.db)).problems).toEqual([]);
});

it("gives demo_agent's three-level team real rounds, each downline's balance as seeded", async () => {
  for (const account of Object.keys(DEMO_TEAM_ROUNDS)) {
    const member = await findMemberByAccount(t.app.db, account);
    const seeded = [...DEMO_ACCOUNTS.downlines, DEMO_ACCOUNTS.subDownline].find((d) => d.account === account)?.balanceMinor;
    expect(member && (await getBalanceMinor(t.app.db, member.id))).toBe(seeded);
  }
  const token = (await loginOk(t.app, DEMO_ACCOUNTS.agent.account, DEMO_PASSWORD, { ip: freshIp() })).token;
  const overview = expectValue(await call(t.app, 'GET', agentEndpoints.teamOverview.path, {}, { token }), agentEndpoints.teamOverview);
  expect(overview).toMatchObject({
    teamSize: 4,
    directCount: 3,
    activeMembers: 3,
    betCount: 6,
    validBets: 130_000,
    win: 130_000,
    profit: 0,
  });
});
