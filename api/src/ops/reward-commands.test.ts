// The reward centre's ops commands: argument parsing, and a whole run from the command line — a red envelope campaign
// and a prize wheel created from JSON (bad definitions refused whole, an existing id never rewritten), envelopes and
// tickets granted by account, what members opened and spun listed, a campaign ended and a wheel switched off. And the
// demo seed's reward centre of demo_member.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CURRENCY_SYMBOL, formatMoney, PATHS } from '@mekong/contracts';
import { rewardEndpoints } from '@mekong/contracts/rewards';
import type { FastifyInstance } from 'fastify';
import { buildTestApp, expectValue, type TestApp } from '../test-support/test-app';
import { call } from '../test-support/accounts';
import { findMemberByAccount } from '../modules/accounts/members.repository';
import { createSession } from '../modules/accounts/sessions.repository';
import { moneyMember, newKey } from '../routes/cashier/cashier-test-support';
import { DEMO_ACCOUNTS } from '../db/seed/accounts.seed';
import { parseOpsCommand, runOpsCommand } from './commands';
import type { RewardOpsCommand } from './reward-commands';

describe('parsing the reward commands', () => {
  it.each<[string, RewardOpsCommand]>([
    ['rewards', { kind: 'rewards' }],
    ['envelope-campaign-create c.json', { kind: 'envelope-campaign-create', file: 'c.json' }],
    ['envelope-campaign-end c1', { kind: 'envelope-campaign-end', id: 'c1' }],
    [
      'envelope-grant c1 demo_member 3 ticket-4711',
      { kind: 'envelope-grant', id: 'c1', account: 'demo_member', count: 3, reference: 'ticket-4711' },
    ],
    ['wheel-create w.json', { kind: 'wheel-create', file: 'w.json' }],
    ['wheel-off w1', { kind: 'wheel-off', id: 'w1' }],
    ['wheel-on w1', { kind: 'wheel-on', id: 'w1' }],
    [
      'wheel-tickets-grant w1 demo_member 2 cny:2026.batch-1',
      { kind: 'wheel-tickets-grant', id: 'w1', account: 'demo_member', count: 2, reference: 'cny:2026.batch-1' },
    ],
  ])('reads "%s"', (line, command) => {
    expect(parseOpsCommand(line.split(' '))).toEqual(command);
  });

  it.each([
    ['rewards all', "Unexpected argument 'all'"],
    ['envelope-campaign-create', "'envelope-campaign-create' needs a JSON file"],
    ['envelope-grant c1 a', "'envelope-grant' needs a campaign id, an account, a count and a grant reference"],
    // Without its reference a grant is refused: a retried command would have given twice.
    ['envelope-grant c1 a 3', "'envelope-grant' needs a campaign id, an account, a count and a grant reference"],
    ['envelope-grant c1 a 0 r1', "'0' is not a count from 1 to 100"],
    ['envelope-grant c1 a 1 r1 extra', "Unexpected argument 'extra'"],
    ['wheel-tickets-grant w1 a', "'wheel-tickets-grant' needs a wheel id, an account, a count and a grant reference"],
    ['wheel-tickets-grant w1 a 101 r1', "'101' is not a count from 1 to 100"],
    ['wheel-tickets-grant w1 a two r1', "'two' is not a count from 1 to 100"],
    ['wheel-tickets-grant w1 a 1 -r', "'-r': a grant reference is 1 to 64 letters, digits, . _ : or -, starting with a letter or digit"],
    ['wheel-off', "'wheel-off' needs a wheel id"],
  ])('refuses "%s"', (line, error) => {
    expect(parseOpsCommand(line.split(' '))).toEqual({ error });
  });
});

describe('running the reward centre', () => {
  let testApp: TestApp;
  let app: FastifyInstance;
  let dir: string;

  beforeAll(async () => {
    testApp = await buildTestApp();
    app = testApp.app;
    dir = mkdtempSync(path.join(tmpdir(), 'mekong-reward-ops-'));
  });
  afterAll(async () => {
    rmSync(dir, { recursive: true, force: true });
    await testApp.close();
  });

  const run = (line: string, now = new Date()) => {
    const command = parseOpsCommand(line.split(' '));
    if ('error' in command) throw new Error(command.error);
    return runOpsCommand(app.db, command, { now: () => now });
  };
  const file = (name: string, value: unknown) => {
    const where = path.join(dir, name);
    writeFileSync(where, JSON.stringify(value));
    return where;
  };
  const money = (minor: number) => formatMoney(minor, CURRENCY_SYMBOL);
  const l10n = (en: string) => ({ LO: `${en} (LO)`, EN: en, CN: `${en} (CN)` });
  const hour = 60 * 60 * 1000;
  const campaign = {
    id: 'ops-new-year',
    title: l10n('New year envelopes'),
    startsAt: new Date(Date.now() - hour).toISOString(),
    endsAt: new Date(Date.now() + hour).toISOString(),
    budgetMinor: 1_000_000,
    envelopeCount: 10,
    minMinor: 10_000,
    maxMinor: 200_000,
    autoGrant: false,
  };

  it('creates a campaign, refusing a bad or repeated one; grants envelopes by account; lists what was spent; ends it', async () => {
    await expect(run(`envelope-campaign-create ${file('bad.json', { ...campaign, budgetMinor: 10_000 })}`)).rejects.toThrow(
      'the budget must cover envelopeCount × minMinor',
    );
    await expect(run(`envelope-campaign-create ${file('bad2.json', { ...campaign, maxMinor: 1 })}`)).rejects.toThrow(
      'minMinor must not be above maxMinor',
    );
    expect(await run(`envelope-campaign-create ${file('c.json', campaign)}`)).toContain('Red envelope campaign created.');
    await expect(run(`envelope-campaign-create ${file('c.json', campaign)}`)).rejects.toThrow("Campaign 'ops-new-year' exists already");
    const who = await moneyMember(app, { withdrawPassword: null });
    await expect(run('envelope-grant ops-new-year nobody-here 1 ny-0')).rejects.toThrow("There is no member 'nobody-here'");
    expect(await run(`envelope-grant ops-new-year ${who.member.account} 2 ny-1`)).toBe(
      `2 red envelope(s) of ops-new-year granted to ${who.member.account} (reference ny-1).`,
    );
    // The operator's retry (the first run's answer lost) gives nothing more; the reference on another grant is refused.
    expect(await run(`envelope-grant ops-new-year ${who.member.account} 2 ny-1`)).toBe(
      `Already done under reference ny-1: 2 red envelope(s) of ops-new-year granted to ${who.member.account}; nothing more given.`,
    );
    await expect(run(`envelope-grant ops-new-year ${who.member.account} 3 ny-1`)).rejects.toThrow(
      "Grant reference 'ny-1' was used for another grant: choose a new reference",
    );
    const envelopes = expectValue(await who.get(PATHS.rewards.centre, { language: 'EN' }), rewardEndpoints.centre).envelopes.filter(
      (e) => e.campaignId === 'ops-new-year',
    );
    expect(envelopes).toHaveLength(2);
    const { amount } = expectValue(
      await who.post(PATHS.rewards.openEnvelope, { id: envelopes[0]!.id, idempotencyKey: newKey() }),
      rewardEndpoints.openEnvelope,
    );
    expect(await run('rewards')).toContain(
      `envelopes ops-new-year  running  ${campaign.startsAt} → ${campaign.endsAt}  'New year envelopes'  all members (granted by ops)  spent ${money(amount)} of ${money(1_000_000)}  opened 1/10  each ${money(10_000)}–${money(200_000)}`,
    );
    expect(await run('envelope-campaign-end ops-new-year')).toContain('Campaign ops-new-year ended');
    expect(await run('rewards')).toContain('envelopes ops-new-year  ended');
    const after = expectValue(await who.get(PATHS.rewards.centre, { language: 'EN' }), rewardEndpoints.centre).envelopes;
    expect(after.filter((e) => e.campaignId === 'ops-new-year').map((e) => e.status)).toEqual(['OPENED']);
  });

  it('creates a wheel, grants tickets, lists spins and what they paid, switches it off', async () => {
    const wheel = {
      id: 'ops-wheel',
      title: l10n('Ops wheel'),
      segments: [
        { label: l10n('Big'), prizeMinor: 100_000, weight: 1 },
        { label: l10n('Never'), prizeMinor: 0, weight: 0 },
      ],
    };
    await expect(run(`wheel-create ${file('bad.json', { ...wheel, segments: wheel.segments.slice(0, 1) })}`)).rejects.toThrow('segments');
    await expect(
      run(`wheel-create ${file('bad2.json', { ...wheel, segments: wheel.segments.map((s) => ({ ...s, weight: 0 })) })}`),
    ).rejects.toThrow('at least one segment needs a weight above 0');
    expect(await run(`wheel-create ${file('w.json', wheel)}`)).toContain('Prize wheel created.');
    const who = await moneyMember(app, { withdrawPassword: null });
    expect(await run(`wheel-tickets-grant ops-wheel ${who.member.account} 2 wheel-1`)).toBe(
      `2 ticket(s) of ops-wheel granted to ${who.member.account} (reference wheel-1).`,
    );
    expect(await run(`wheel-tickets-grant ops-wheel ${who.member.account} 2 wheel-1`)).toContain('Already done under reference wheel-1');
    expectValue(await who.post(PATHS.rewards.spin, { wheelId: 'ops-wheel', idempotencyKey: newKey() }), rewardEndpoints.spin);
    expect(await run('rewards')).toContain(
      `wheel ops-wheel  on  'Ops wheel'  [Big ${money(100_000)} 1/1, Never ${money(0)} 0/1]  unspent tickets 1  spins 1  paid ${money(100_000)}`,
    );
    expect(await run('wheel-off ops-wheel')).toBe('Prize wheel ops-wheel off.');
    await expect(run('wheel-off no-wheel')).rejects.toThrow("There is no prize wheel 'no-wheel'");
    const centre = expectValue(await who.get(PATHS.rewards.centre, { language: 'EN' }), rewardEndpoints.centre);
    expect(centre.wheels.map((w) => w.id)).not.toContain('ops-wheel');
  });

  it('seeds the demo: demo_member has one envelope to open and two tickets of the demo wheel', async () => {
    const member = await findMemberByAccount(app.db, DEMO_ACCOUNTS.member.account);
    const token = await createSession(app.db, member!.id, '127.0.0.1', app.accounts.sessionPolicy);
    const centre = expectValue(await call(app, 'GET', PATHS.rewards.centre, { language: 'LO' }, { token }), rewardEndpoints.centre);
    expect(centre.envelopes).toEqual([
      expect.objectContaining({ campaignId: 'demo-lucky-envelopes', status: 'UNOPENED', title: 'ອັ່ງເປົາໂຊກດີ' }),
    ]);
    expect(centre.wheels).toEqual([expect.objectContaining({ id: 'demo-lucky-wheel', tickets: 2 })]);
    expect(centre.wheels[0]!.segments).toHaveLength(8);
    expect(centre.toActOn).toBe(3);
  });
});
