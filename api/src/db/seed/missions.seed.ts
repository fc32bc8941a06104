// Seed data of the missions and VIP levels in Lao, English and Chinese: a few daily and weekly missions and five
// levels, so demo_member (level 1 from its seeded rounds' turnover) has a mission to claim on the day it was seeded.
// An empty database gets them with the site (seedIfEmpty); a demo database seeded before they existed gets the ones
// it lacks at start (seedMissingMissions, from the demo seed).
import type { Insertable } from 'kysely';
import type { Database, Db } from '../database';
import { localizedColumns, type Translations } from '../../modules/columns';

type Row<T extends keyof Database> = Insertable<Database[T]>;

interface MissionSeed {
  id: string;
  period: 'DAILY' | 'WEEKLY';
  goal: 'VALID_BET' | 'BET_COUNT' | 'DEPOSIT';
  gameType?: string;
  target: number;
  reward: number;
  turnoverMultiple?: number;
  title: Translations;
}

const MISSIONS: MissionSeed[] = [
  {
    id: 'daily-bet-1000',
    period: 'DAILY',
    goal: 'VALID_BET',
    target: 100_000,
    reward: 1_000,
    title: { LO: 'ເດີມພັນທີ່ຖືກຕ້ອງ ₭1,000 ມື້ນີ້', EN: 'Bet ₭1,000 today', CN: '今日有效投注 ₭1,000' },
  },
  {
    id: 'daily-bets-20',
    period: 'DAILY',
    goal: 'BET_COUNT',
    target: 20,
    reward: 500,
    title: { LO: 'ວາງເດີມພັນ 20 ຄັ້ງມື້ນີ້', EN: 'Place 20 bets today', CN: '今日投注 20 次' },
  },
  {
    id: 'daily-slots-5000',
    period: 'DAILY',
    goal: 'VALID_BET',
    gameType: 'RNG',
    target: 500_000,
    reward: 2_000,
    title: { LO: 'ເດີມພັນສະລັອດ ₭5,000 ມື້ນີ້', EN: 'Bet ₭5,000 on slots today', CN: '今日老虎机投注 ₭5,000' },
  },
  {
    id: 'weekly-bet-50000',
    period: 'WEEKLY',
    goal: 'VALID_BET',
    target: 5_000_000,
    reward: 20_000,
    turnoverMultiple: 1,
    title: { LO: 'ເດີມພັນທີ່ຖືກຕ້ອງ ₭50,000 ອາທິດນີ້', EN: 'Bet ₭50,000 this week', CN: '本周有效投注 ₭50,000' },
  },
  {
    id: 'weekly-deposit-100000',
    period: 'WEEKLY',
    goal: 'DEPOSIT',
    target: 10_000_000,
    reward: 50_000,
    turnoverMultiple: 3,
    title: { LO: 'ຝາກເງິນ ₭100,000 ອາທິດນີ້', EN: 'Deposit ₭100,000 this week', CN: '本周存款 ₭100,000' },
  },
];

export const missions: Row<'missions'>[] = MISSIONS.map((m, i) => ({
  id: m.id,
  sequence: i + 1,
  period: m.period,
  goal: m.goal,
  gameType: m.gameType ?? null,
  target: m.target,
  rewardMinor: m.reward,
  turnoverMultiple: m.turnoverMultiple ?? 0,
  startsAt: null,
  endsAt: null,
  ...localizedColumns('title', m.title),
}));

const VIP_LEVELS: [threshold: number, reward: number, label: Translations, benefits: Translations][] = [
  [100_000, 1_000, { LO: 'VIP1 ທອງແດງ', EN: 'VIP1 Bronze', CN: 'VIP1 青铜' }, { LO: 'ໂບນັດວັນເກີດ', EN: 'Birthday bonus', CN: '生日礼金' }],
  [
    5_000_000,
    10_000,
    { LO: 'VIP2 ເງິນ', EN: 'VIP2 Silver', CN: 'VIP2 白银' },
    { LO: 'ໂບນັດວັນເກີດ, ຄືນເງິນ 0.3%', EN: 'Birthday bonus, 0.3% rebate', CN: '生日礼金，0.3% 返水' },
  ],
  [
    20_000_000,
    50_000,
    { LO: 'VIP3 ຄຳ', EN: 'VIP3 Gold', CN: 'VIP3 黄金' },
    { LO: 'ຄືນເງິນ 0.5%, ຖອນເງິນໄວ', EN: '0.5% rebate, priority withdrawals', CN: '0.5% 返水，优先提款' },
  ],
  [
    100_000_000,
    200_000,
    { LO: 'VIP4 ແພລທິນຳ', EN: 'VIP4 Platinum', CN: 'VIP4 铂金' },
    { LO: 'ຄືນເງິນ 0.8%, ຜູ້ຈັດການສ່ວນຕົວ', EN: '0.8% rebate, personal manager', CN: '0.8% 返水，专属客服经理' },
  ],
  [
    500_000_000,
    1_000_000,
    { LO: 'VIP5 ເພັດ', EN: 'VIP5 Diamond', CN: 'VIP5 钻石' },
    { LO: 'ຄືນເງິນ 1%, ຂອງຂວັນປະຈຳປີ', EN: '1% rebate, yearly gift', CN: '1% 返水，年度礼品' },
  ],
];

export const vipLevels: Row<'vip_levels'>[] = VIP_LEVELS.map(([threshold, reward, label, benefits], i) => ({
  level: i + 1,
  thresholdMinor: threshold,
  rewardMinor: reward,
  ...localizedColumns('label', label),
  ...localizedColumns('benefits', benefits),
}));

/**
 * Adds the seed's missions and VIP levels a demo database lacks, by id and level, leaving every one there as it is
 * (ops may have edited or ended it). Returns true when it added any; a restart or a second node adds nothing.
 */
export async function seedMissingMissions(db: Db): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const addedMissions = await trx
      .insertInto('missions')
      .values(missions)
      .onConflict((oc) => oc.column('id').doNothing())
      .executeTakeFirst();
    const addedLevels = await trx
      .insertInto('vip_levels')
      .values(vipLevels)
      .onConflict((oc) => oc.column('level').doNothing())
      .executeTakeFirst();
    return Number(addedMissions.numInsertedOrUpdatedRows ?? 0) + Number(addedLevels.numInsertedOrUpdatedRows ?? 0) > 0;
  });
}
