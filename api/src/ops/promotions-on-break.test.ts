// Issue 20: a member on a break from play is given no promotion for the period, by any path. On a real database
// (SQLite and PostgreSQL): ops' bonus is refused with nothing moved or recorded, a bonus posted by any other path is
// refused by the posting itself, and vip-recompute leaves the member's level and its rewards for after the break.
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PLAY_BREAK_FAILURES } from '@mekong/contracts/play-breaks';
import type { FastifyInstance } from 'fastify';
import type { TestApp } from '../test-support/test-app';
import { getBalanceMinor } from '../modules/accounts/members.repository';
import { payBonusWithTurnover } from '../modules/promotions/bonus-payment';
import { startBreak } from '../modules/play-breaks/play-breaks';
import { DomainFailure } from '../modules/failure';
import { buildAppWith, moneyMember } from '../routes/cashier/cashier-test-support';
import { parseOpsCommand, runOpsCommand } from './commands';

let testApp: TestApp;
let app: FastifyInstance;
let dir: string;
beforeAll(async () => {
  testApp = await buildAppWith({});
  app = testApp.app;
  dir = mkdtempSync(path.join(tmpdir(), 'mekong-break-ops-'));
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
const SYSTEM = { kind: 'system', name: 'test', node: 'jest' } as const;
const onBreak = async (vipLevel = 0) => {
  const who = await moneyMember(app, { withdrawPassword: null, vipLevel });
  await startBreak(app.db, who.member.id, { kind: 'time-out', period: '7d' }, SYSTEM);
  return who;
};
const entriesOf = (memberId: string, action: string) =>
  app.db.selectFrom('audit_trail').select('id').where('subjectMemberId', '=', memberId).where('action', '=', action).execute();

it("refuses ops' bonus for a member on a break, moving and recording nothing", async () => {
  const who = await onBreak();
  await expect(run(`bonus ${who.member.account} 100.00 --ref break-${randomUUID()} goodwill`)).rejects.toMatchObject({
    code: PLAY_BREAK_FAILURES.onBreak,
  });
  expect(await getBalanceMinor(app.db, who.member.id)).toBe(0);
  expect(await entriesOf(who.member.id, 'ops.bonus')).toEqual([]);
});

it('refuses a bonus posted by any path (a promotion, a prize, a rebate) for a member on a break', async () => {
  const who = await onBreak();
  const paying = app.db.transaction().execute((trx) =>
    payBonusWithTurnover(trx, {
      memberId: who.member.id,
      amountMinor: 5_000,
      reason: 'test prize',
      reference: `test:${randomUUID()}`,
      promotionId: null,
      turnoverMultiple: 1,
      now: new Date(),
    }),
  );
  await expect(paying).rejects.toBeInstanceOf(DomainFailure);
  expect(await getBalanceMinor(app.db, who.member.id)).toBe(0);
  expect(await app.db.selectFrom('bonus_turnovers').select('entryId').where('memberId', '=', who.member.id).execute()).toEqual([]);
});

it('leaves the VIP level and its rewards of a member on a break for after the break', async () => {
  const levels = [
    { level: 6, label: l10n('VIP6'), benefits: l10n('All'), thresholdMinor: 900_000_000, rewardMinor: 5_000 },
    { level: 7, label: l10n('VIP7'), benefits: l10n('More'), thresholdMinor: 950_000_000, rewardMinor: 7_000 },
  ];
  const file = path.join(dir, 'levels.json');
  writeFileSync(file, JSON.stringify(levels));
  await run(`vip-level-save ${file}`);
  const who = await onBreak(5);
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
  const levelOf = async () =>
    (await app.db.selectFrom('members').select('vipLevel').where('id', '=', who.member.id).executeTakeFirstOrThrow()).vipLevel;
  await run('vip-recompute');
  expect([await levelOf(), await getBalanceMinor(app.db, who.member.id)]).toEqual([5, 0]);
  // The break is over: the level its play reached, with both rewards.
  await app.db
    .updateTable('members')
    .set({ breakEndsAt: new Date(Date.now() - 1_000).toISOString() })
    .where('id', '=', who.member.id)
    .execute();
  await run('vip-recompute');
  expect([await levelOf(), await getBalanceMinor(app.db, who.member.id)]).toEqual([7, 12_000]);
});

function l10n(text: string) {
  return { LO: text, EN: text, CN: text };
}
