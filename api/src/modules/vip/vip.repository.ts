// VIP levels: a member's level follows its lifetime settled valid turnover (settled bets, never rolled-back or open
// ones) against the thresholds ops define. Worked out when the member's state is read (public state, the VIP call)
// and by the vip-recompute command; a level only rises. When it rises, the reward of each level passed is paid once
// (the rewards' primary key per member and level: of concurrent risings one inserts, the others pay nothing), with
// the level's turnover requirement, which holds withdrawals until settled valid bets meet it as any bonus's does.
import type { Selectable } from 'kysely';
import { TRIAL_TYPE, type Language } from '@mekong/contracts';
import { type VipState } from '@mekong/contracts/missions';
import type { Db } from '../../db/database';
import { pickLanguage } from '../columns';
import { breakInForce } from '../play-breaks/play-breaks';
import { noNotices, type Moved } from '../cashier/live-notices';
import { vipLabel } from '../accounts/members.repository';
import { settledBets } from '../missions/settled-bets';
import { payBonusWithTurnover } from '../promotions/bonus-payment';
import type { VipLevelsTable } from './vip.table';

type LevelRow = Selectable<VipLevelsTable>;

export const listVipLevels = (db: Db): Promise<LevelRow[]> => db.selectFrom('vip_levels').selectAll().orderBy('level').execute();

/** A level's label in the language, from the levels ops defined; 'VIP<n>' for a level they have not named. */
export async function vipLabelOf(db: Db, level: number, language: Language): Promise<string> {
  const row = await db.selectFrom('vip_levels').selectAll().where('level', '=', level).executeTakeFirst();
  return row ? pickLanguage(row, 'label', language) : vipLabel(level);
}

export interface VipSync {
  level: number;
  turnover: number;
  /** Level-up rewards paid by this call, minor units. */
  paidMinor: number;
}

/**
 * Raises the member's level to what its turnover reached, paying each passed level's reward once. A member on a break
 * from play (issue 20) keeps its level for the period: the upgrade and its rewards wait for the break's end (they were
 * earned by play before it; what is withheld is the promotion during the break, not what the play reached).
 */
export async function syncVipLevel(db: Db, memberId: string, now: Date, levels?: LevelRow[]): Promise<Moved<VipSync>> {
  const all = levels ?? (await listVipLevels(db));
  const [{ stakeMinor: turnover }, member] = await Promise.all([
    settledBets(db, memberId, null),
    db.selectFrom('members').select(['vipLevel', 'breakEndsAt']).where('id', '=', memberId).executeTakeFirstOrThrow(),
  ]);
  if (breakInForce(member.breakEndsAt, now.getTime()))
    return { value: { level: member.vipLevel, turnover, paidMinor: 0 }, notices: noNotices() };
  const passed = all.filter((row) => Number(row.thresholdMinor) <= turnover && row.level > member.vipLevel);
  const reached = passed.at(-1)?.level;
  if (reached === undefined) return { value: { level: member.vipLevel, turnover, paidMinor: 0 }, notices: noNotices() };
  const paidMinor = await db.transaction().execute(async (trx) => {
    let paid = 0;
    for (const row of passed) {
      const reward = Number(row.rewardMinor);
      const inserted = await trx
        .insertInto('vip_rewards')
        .values({ memberId, level: row.level, rewardMinor: reward, entryId: null, createdAt: now.toISOString() })
        .onConflict((oc) => oc.columns(['memberId', 'level']).doNothing())
        .executeTakeFirst();
      if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 0 || reward === 0) continue;
      const { entryId } = await payBonusWithTurnover(trx, {
        memberId,
        promotionId: null,
        amountMinor: reward,
        turnoverMultiple: row.turnoverMultiple,
        reason: `${pickLanguage(row, 'label', 'EN')} level-up reward`,
        reference: `vip:${row.level}`,
        now,
      });
      await trx.updateTable('vip_rewards').set({ entryId }).where('memberId', '=', memberId).where('level', '=', row.level).execute();
      paid += reward;
    }
    await trx.updateTable('members').set({ vipLevel: reached }).where('id', '=', memberId).where('vipLevel', '<', reached).execute();
    return paid;
  });
  return { value: { level: reached, turnover, paidMinor }, notices: paidMinor > 0 ? { ...noNotices(), wallets: [memberId] } : noNotices() };
}

/** The VIP call: the levels with their benefits, the member's level (brought up to date), turnover and what is missing to the next. */
export async function vipState(db: Db, memberId: string, language: Language, now: Date): Promise<Moved<VipState>> {
  const levels = await listVipLevels(db);
  const { value, notices } = await syncVipLevel(db, memberId, now, levels);
  const label = (row: LevelRow) => pickLanguage(row, 'label', language);
  const current = levels.find((row) => row.level === value.level);
  const next = levels.find((row) => row.level > value.level);
  return {
    value: {
      levels: levels.map((row) => ({
        level: row.level,
        label: label(row),
        threshold: Number(row.thresholdMinor),
        benefits: pickLanguage(row, 'benefits', language),
        reward: Number(row.rewardMinor),
      })),
      level: value.level,
      label: current ? label(current) : value.level > 0 ? vipLabel(value.level) : '',
      turnover: value.turnover,
      next: next ? { level: next.level, label: label(next), missing: Math.max(0, Number(next.thresholdMinor) - value.turnover) } : null,
    },
    notices,
  };
}

/** Brings every real member with bets up to date (the vip-recompute command): how many there were, rose, and what was paid. */
export async function recomputeVipLevels(db: Db, now: Date): Promise<Moved<{ members: number; rose: number; paidMinor: number }>> {
  const levels = await listVipLevels(db);
  const members = await db
    .selectFrom('members')
    .select(['id', 'vipLevel'])
    .where('type', '<>', TRIAL_TYPE)
    .where((eb) => eb.exists(eb.selectFrom('bets').select('bets.id').whereRef('bets.memberId', '=', 'members.id')))
    .execute();
  let rose = 0;
  let paidMinor = 0;
  const wallets: string[] = [];
  for (const member of members) {
    const { value, notices } = await syncVipLevel(db, member.id, now, levels);
    if (value.level > member.vipLevel) rose += 1;
    paidMinor += value.paidMinor;
    wallets.push(...notices.wallets);
  }
  return { value: { members: members.length, rose, paidMinor }, notices: { ...noNotices(), wallets } };
}
