// The ops command of issue 20's play limits: `limits <account>` parsed, and run against a real database — no limits,
// limits in force with this period's usage, and a raise waiting with the time it applies.
import { PLAY_LIMIT_PATHS } from '@mekong/contracts/play-limits';
import { call } from '../test-support/accounts';
import { buildTestApp, type TestApp } from '../test-support/test-app';
import { moneyMember } from '../routes/cashier/cashier-test-support';
import { parseOpsCommand, runOpsCommand } from './commands';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('parsing limits', () => {
  it('reads an account and refuses none or more', () => {
    expect(parseOpsCommand(['limits', 'noy'])).toEqual({ kind: 'limits', account: 'noy' });
    expect(parseOpsCommand(['limits'])).toEqual({ error: "'limits' needs a member's account" });
    expect(parseOpsCommand(['limits', 'noy', 'extra'])).toEqual({ error: "Unexpected argument 'extra'" });
  });
});

describe('running limits', () => {
  it('shows none, then the limits in force with usage and a raise waiting; an unknown member is said so', async () => {
    const me = await moneyMember(t.app);
    const run = () => runOpsCommand(t.app.db, { kind: 'limits', account: me.member.account });
    expect(await run()).toBe(`play limits of ${me.member.account}: (none)`);
    const set = (kind: string, period: string, limit: number | null) =>
      call(t.app, 'PUT', PLAY_LIMIT_PATHS.set, { kind, period, limit }, { token: me.token });
    await set('LOSS', 'DAY', 500_000);
    await set('DEPOSIT', 'MONTH', 1_000_000);
    await set('DEPOSIT', 'MONTH', 2_000_000);
    const lines = (await run()).split('\n');
    expect(lines[0]).toBe(`play limits of ${me.member.account}:`);
    expect(lines[1]).toMatch(
      /^DEPOSIT MONTH limit ₭ ?10,000\.00 {2}used ₭ ?0\.00 \(period ends \S+\) {2}raise waiting: ₭ ?20,000\.00 from \S+$/,
    );
    expect(lines[2]).toMatch(/^LOSS {4}DAY {3}limit ₭ ?5,000\.00 {2}used ₭ ?0\.00/);
    expect(lines).toHaveLength(3);
    expect(await runOpsCommand(t.app.db, { kind: 'limits', account: 'nobody-here' })).toBe('No member nobody-here');
  });
});
