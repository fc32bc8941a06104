// The settlement ops commands: settlement-run pays a period once however often it is run, settlement-collect reports
// what it collected, and bad arguments are refused before anything runs.
import { insertActiveContract } from '../test-support/contracts';
import { buildTestApp, type TestApp } from '../test-support/test-app';
import { roundPlayer } from '../test-support/game-sessions';
import { expectLedgerTrue, moneyMember } from '../routes/cashier/cashier-test-support';
import { accountBalance, walletAccount } from '../modules/ledger';
import { parseOpsCommand, runOpsCommand } from './commands';
import type { LiveNotices } from '../modules/cashier/live-notices';
import { opsRunner } from './ops-test-support';
import { runContractSettlementJob } from '../jobs/contract-settlements';
import { settleContracts } from '../modules/settlements/settle';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const run = opsRunner(() => t.app.db);

it('runs a kind’s settlement for the periods ended by a time, once', async () => {
  const agent = await moneyMember(t.app, { account: 'ops_settle_agent', type: 1 });
  const player = await moneyMember(t.app, { account: 'ops_settle_player', balanceMinor: 100_000, parent: agent.member });
  const bet = await roundPlayer(t.app, 'ops-settle-r')(player.member.id, 50_000, 0);
  await t.app.db
    .updateTable('bets')
    .set({ placedAt: '2026-11-02T03:00:00.000Z', settledAt: '2026-11-02T03:00:00.000Z' })
    .where('id', '=', bet)
    .execute();
  // A top agent's daily salary from the house: 2 % of the day's valid bet.
  await insertActiveContract(t.app.db, {
    kind: 'dailySalary',
    uplineId: null,
    downlineId: agent.member.id,
    answeredAt: '2026-11-01T17:00:00.000Z',
    tiers: [{ rateBp: 200, activeMembers: 1, dailyBet: 0 }],
  });
  // The running server is told whose wallet moved (as the job pushes it), so the agent's open pages show it at once.
  const told: LiveNotices[] = [];
  const runTelling = (line: string) => {
    const command = parseOpsCommand(line.split(' '));
    if ('error' in command) throw new Error(command.error);
    return runOpsCommand(t.app.db, command, { notify: async (notices) => (told.push(notices), 'Pushed live.') });
  };
  expect(await runTelling('settlement-run dailySalary 2026-11-02T17:01:00Z')).toBe(
    'dailySalary: 1 settlement(s) up to 2026-11-02T17:01:00.000Z — 1 paid, 0 owed, 0 owed collected\nPushed live.',
  );
  expect(told).toEqual([{ wallets: [agent.member.id], messages: [] }]);
  expect(await runTelling('settlement-run all 2026-11-02T17:01:00Z')).toContain('dailySalary: 0 settlement(s)');
  expect(told).toHaveLength(1);
  expect(await accountBalance(t.app.db, walletAccount(agent.member.id))).toBe(1_000);
  expect(await run('settlement-collect')).toBe('Collected 0 owed settlement(s).');
  await expectLedgerTrue(t.app);
});

it('refuses a missing or unknown kind, a bad time and extra arguments', () => {
  expect(parseOpsCommand(['settlement-run'])).toEqual({ error: expect.stringContaining('needs a kind') });
  expect(parseOpsCommand(['settlement-run', 'bonus'])).toEqual({ error: expect.stringContaining("Unknown contract kind 'bonus'") });
  expect(parseOpsCommand(['settlement-run', 'dividend', 'yesterday'])).toEqual({ error: expect.stringContaining('is not a time') });
  expect(parseOpsCommand(['settlement-run', 'dividend', '2026-11-02T17:01:00Z', 'x'])).toEqual({ error: "Unexpected argument 'x'" });
  expect(parseOpsCommand(['settlement-collect', 'x'])).toEqual({ error: "Unexpected argument 'x'" });
});

it('runs each kind’s job on one node: another holder gets no lease while it is held', async () => {
  const now = new Date('2026-11-02T17:02:00Z');
  expect(await runContractSettlementJob(t.app.db, 'dailySalary', 'node-a', 90_000, now)).toMatchObject({ settled: 0 });
  expect(await runContractSettlementJob(t.app.db, 'dailySalary', 'node-b', 90_000, now)).toBeNull();
  // Other kinds have leases of their own; an expired lease passes to the other node.
  expect(await runContractSettlementJob(t.app.db, 'dividend', 'node-b', 90_000, now)).not.toBeNull();
  expect(await runContractSettlementJob(t.app.db, 'dailySalary', 'node-b', 90_000, new Date(now.getTime() + 90_000))).not.toBeNull();
});

it('catches up over runs: a run settles at most 300 periods of a contract and says more are left', async () => {
  const agent = await moneyMember(t.app, { account: 'ops_settle_catchup', type: 1 });
  await insertActiveContract(t.app.db, {
    kind: 'realtimeSalary',
    uplineId: null,
    downlineId: agent.member.id,
    answeredAt: '2026-11-01T00:00:00.000Z',
    tiers: [{ profitRateBp: 10, lossRateBp: 10, singleBet: 1 }],
  });
  // 26 hours of 5-minute windows: 312.
  const now = new Date('2026-11-02T02:01:00.000Z');
  expect(await settleContracts(t.app.db, 'realtimeSalary', now)).toMatchObject({ settled: 300, paid: 0, more: true });
  expect(await settleContracts(t.app.db, 'realtimeSalary', now)).toMatchObject({ settled: 12, more: false });
});
