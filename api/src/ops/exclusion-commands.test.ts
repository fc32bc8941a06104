// The `exclusions` ops command (issue 20): parsing, the breaks in force and a member's history; no command lifts one.
import { buildTestApp, type TestApp } from '../test-support/test-app';
import { makeMember } from '../test-support/accounts';
import { startBreak } from '../modules/play-breaks/play-breaks';
import { parseOpsCommand, runOpsCommand, USAGE } from './commands';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const SYSTEM = { kind: 'system', name: 'test', node: 'jest' } as const;

it('reads its arguments', () => {
  expect(parseOpsCommand(['exclusions'])).toEqual({ kind: 'exclusions', account: null });
  expect(parseOpsCommand(['exclusions', 'alice'])).toEqual({ kind: 'exclusions', account: 'alice' });
  expect(parseOpsCommand(['exclusions', 'alice', 'lift'])).toEqual({ error: "Unexpected argument 'lift'" });
});

it('lists the breaks in force and shows a member history, and offers no way to lift one', async () => {
  const now = new Date();
  expect(await runOpsCommand(t.app.db, { kind: 'exclusions', account: null }, { now: () => now })).toBe('(no break in force)');
  const a = await makeMember(t.app);
  const b = await makeMember(t.app);
  await startBreak(t.app.db, a.id, { kind: 'time-out', period: '7d' }, SYSTEM, now);
  await startBreak(t.app.db, a.id, { kind: 'self-exclusion', period: 'permanent' }, SYSTEM, now);
  await startBreak(t.app.db, b.id, { kind: 'time-out', period: '24h' }, SYSTEM, now);

  const list = await runOpsCommand(t.app.db, { kind: 'exclusions', account: null }, { now: () => now });
  expect(list.split('\n')).toEqual([
    expect.stringMatching(new RegExp(`^${b.account}  time-out 24h  since .*  until `)),
    expect.stringMatching(new RegExp(`^${a.account}  self-exclusion permanent  since .*  permanent$`)),
  ]);
  const history = await runOpsCommand(t.app.db, { kind: 'exclusions', account: a.account }, { now: () => now });
  expect(history.split('\n')).toHaveLength(3);
  expect(history).toContain('on a break permanently');
  expect(await runOpsCommand(t.app.db, { kind: 'exclusions', account: 'nobody-here' }, { now: () => now })).toBe('No member nobody-here');
  // Nothing in the usage ends, lifts or shortens a break.
  expect(USAGE.split('\n').filter((line) => /exclusion|break/i.test(line) && /lift|end |shorten|remove/i.test(line))).toEqual([
    expect.stringContaining('none can be lifted early'),
  ]);
});
