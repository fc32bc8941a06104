// The missions' and VIP levels' ops commands: argument parsing, and a mission and VIP levels run from the command
// line — saved from JSON (bad definitions refused whole), listed, a mission ended (it leaves members' lists), and
// vip-recompute raising members with bets to their level, paying each level-up reward once.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { PATHS } from '@mekong/contracts';
import { missionEndpoints } from '@mekong/contracts/missions';
import type { FastifyInstance } from 'fastify';
import { expectValue, type TestApp } from '../test-support/test-app';
import { getBalanceMinor } from '../modules/accounts/members.repository';
import { buildAppWith, moneyMember } from '../routes/cashier/cashier-test-support';
import { parseOpsCommand, runOpsCommand } from './commands';
import type { MissionOpsCommand } from './mission-commands';

describe('parsing the mission commands', () => {
  it.each<[string, MissionOpsCommand]>([
    ['missions', { kind: 'missions' }],
    ['mission-save m.json', { kind: 'mission-save', file: 'm.json' }],
    ['mission-end m1', { kind: 'mission-end', id: 'm1' }],
    ['vip-levels', { kind: 'vip-levels' }],
    ['vip-level-save v.json', { kind: 'vip-level-save', file: 'v.json' }],
    ['vip-recompute', { kind: 'vip-recompute' }],
  ])('reads "%s"', (line, command) => {
    expect(parseOpsCommand(line.split(' '))).toEqual(command);
  });

  it.each([
    ['missions all', "Unexpected argument 'all'"],
    ['mission-save', "'mission-save' needs a JSON file"],
    ['mission-end', "'mission-end' needs a mission id"],
    ['vip-level-save a b', "Unexpected argument 'b'"],
  ])('refuses "%s"', (line, error) => {
    expect(parseOpsCommand(line.split(' '))).toEqual({ error });
  });
});

describe('running missions and VIP levels', () => {
  let testApp: TestApp;
  let app: FastifyInstance;
  let dir: string;

  beforeAll(async () => {
    testApp = await buildAppWith({});
    app = testApp.app;
    dir = mkdtempSync(path.join(tmpdir(), 'mekong-mission-ops-'));
  });
  afterAll(async () => {
    rmSync(dir, { recursive: true, force: true });
    await testApp.close();
  });

  const run = (line: string) => {
    const command = parseOpsCommand(line.split(' '));
    if ('error' in command) throw new Error(command.error);
    return runOpsCommand(app.db, command, { notify: async () => 'Pushed live.', now: () => new Date() });
  };
  const file = (value: unknown) => {
    const where = path.join(dir, `${randomUUID()}.json`);
    writeFileSync(where, JSON.stringify(value));
    return where;
  };
  const l10n = (en: string) => ({ LO: `${en} (LO)`, EN: en, CN: `${en} (CN)` });

  it('saves a mission, lists it, and ends it: it leaves the member’s list', async () => {
    const who = await moneyMember(app, { withdrawPassword: null });
    const definition = { id: 'ops-weekly', period: 'WEEKLY', goal: 'BET_COUNT', target: 5, rewardMinor: 2_000, title: l10n('Five bets') };
    expect(await run(`mission-save ${file(definition)}`)).toContain('Mission created.');
    expect(await run('missions')).toMatch(
      /ops-weekly {2}WEEKLY {2}BET_COUNT {2}target 5 bets {2}reward ₭ 20\.00 .*claims this period: 0 {2}'Five bets'/,
    );
    const listed = async () =>
      expectValue(await who.get(PATHS.lottery.missionSummary, { language: 'EN' }), missionEndpoints.summary).missions.map((m) => m.id);
    expect(await listed()).toContain('ops-weekly');
    expect(await run(`mission-save ${file({ ...definition, rewardMinor: 3_000 })}`)).toContain('Mission updated.');
    expect(await run('mission-end ops-weekly')).toMatch(/^Mission ops-weekly ended at /);
    expect(await listed()).not.toContain('ops-weekly');
    await expect(run('mission-end nothing-here')).rejects.toThrow("No mission 'nothing-here'");
  });

  it('refuses bad definitions whole, naming each problem', async () => {
    await expect(
      run(`mission-save ${file({ id: 'Bad Id', period: 'HOURLY', goal: 'BET_COUNT', target: 0, rewardMinor: 1, title: l10n('x') })}`),
    ).rejects.toThrow(/id: ids are 1 to 64 .*period: .*target: /);
    await expect(
      run(
        `mission-save ${file({ id: 'dep', period: 'DAILY', goal: 'DEPOSIT', gameType: 'RNG', target: 1, rewardMinor: 1, title: l10n('x') })}`,
      ),
    ).rejects.toThrow('gameType is for VALID_BET missions only');
    const level = { level: 6, label: l10n('VIP6'), benefits: l10n('Everything'), thresholdMinor: 1_000, rewardMinor: 0 };
    await expect(run(`vip-level-save ${file(level)}`)).rejects.toThrow('level 6 needs a higher threshold than level 5');
    expect(await run('vip-levels')).not.toContain('level 6');
  });

  it('saves VIP levels and raises members with bets to theirs, paying each level-up reward once', async () => {
    const levels = [
      { level: 6, label: l10n('VIP6 Crown'), benefits: l10n('Everything'), thresholdMinor: 900_000_000, rewardMinor: 5_000 },
      { level: 7, label: l10n('VIP7 Star'), benefits: l10n('More'), thresholdMinor: 950_000_000, rewardMinor: 7_000, turnoverMultiple: 3 },
    ];
    expect(await run(`vip-level-save ${file(levels)}`)).toMatch(
      /VIP levels 6, 7 saved\.[^]*level 7 {2}from ₭ 9,500,000\.00 turnover {2}reward ₭ 70\.00, turnover ×3 {2}'VIP7 Star'/,
    );
    const who = await moneyMember(app, { withdrawPassword: null, vipLevel: 5 });
    const now = new Date().toISOString();
    await app.db
      .insertInto('bets')
      .values({
        id: `T:${randomUUID()}`,
        memberId: who.member.id,
        provider: 'TEST',
        roundId: randomUUID(),
        nodeId: 'n',
        gameName: 'Test',
        vassalage: 'PG',
        gameType: 'RNG',
        stakeMinor: 960_000_000,
        winMinor: 0,
        status: 'SETTLED',
        placedAt: now,
        settledAt: now,
      })
      .execute();
    expect(await run('vip-recompute')).toMatch(
      /members with bets checked: 1 rose a level, ₭ 120\.00 of level-up rewards paid\.\nPushed live\./,
    );
    expect(await getBalanceMinor(app.db, who.member.id)).toBe(12_000);
    expect(await run('vip-recompute')).toContain('0 rose a level, ₭ 0.00 of level-up rewards paid.');
    expect(await getBalanceMinor(app.db, who.member.id)).toBe(12_000);
  });
});
