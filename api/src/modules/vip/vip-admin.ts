// What ops do to VIP levels: save one or several from a JSON definition (checked: a higher level needs a higher
// threshold, so a turnover reaches levels in order). Members' levels and paid rewards stay; vip-recompute raises
// members to the levels their turnover now reaches.
import { z } from 'zod';
import { LANGUAGES, type Language } from '@mekong/contracts';
import type { Db } from '../../db/database';
import { localizedColumns, type Translations } from '../columns';
import { DomainFailure } from '../failure';
import { parseDefinition } from '../missions/mission-admin';

const translations = (max: number) =>
  z.object(Object.fromEntries(LANGUAGES.map((language) => [language, z.string().trim().min(1).max(max)])) as Record<Language, z.ZodString>);

const MAX_MINOR = 10_000_000_000_000;

export const vipLevelDefinitionSchema = z
  .object({
    level: z.number().int().min(1).max(100),
    label: translations(40),
    benefits: translations(1000),
    /** Lifetime settled valid turnover that reaches the level, minor units. */
    thresholdMinor: z.number().int().min(0).max(MAX_MINOR),
    /** Paid once to each member who reaches the level, minor units; 0 pays nothing. */
    rewardMinor: z.number().int().min(0).max(10_000_000_000),
    /** The reward's turnover: settled valid bets of this many times it before a withdrawal, as other bonuses. */
    turnoverMultiple: z.number().int().min(0).max(100).default(0),
  })
  .strict();
export type VipLevelDefinition = z.input<typeof vipLevelDefinitionSchema>;

/** Saves one level or a list of levels, all or none; answers the levels saved. */
export async function saveVipLevels(db: Db, given: unknown): Promise<number[]> {
  const levels = parseDefinition(z.union([vipLevelDefinitionSchema, z.array(vipLevelDefinitionSchema).min(1).max(100)]), given);
  const list = Array.isArray(levels) ? levels : [levels];
  await db.transaction().execute(async (trx) => {
    for (const l of list) {
      const row = {
        level: l.level,
        thresholdMinor: l.thresholdMinor,
        rewardMinor: l.rewardMinor,
        turnoverMultiple: l.turnoverMultiple,
        ...localizedColumns('label', l.label as Translations),
        ...localizedColumns('benefits', l.benefits as Translations),
      };
      await trx
        .insertInto('vip_levels')
        .values(row)
        .onConflict((oc) => oc.column('level').doUpdateSet(row))
        .execute();
    }
    const all = await trx.selectFrom('vip_levels').select(['level', 'thresholdMinor']).orderBy('level').execute();
    for (let i = 1; i < all.length; i += 1) {
      const [lower, higher] = [all[i - 1], all[i]];
      if (lower && higher && Number(higher.thresholdMinor) <= Number(lower.thresholdMinor))
        throw new DomainFailure(
          400,
          'bad-request',
          `thresholdMinor: level ${higher.level} needs a higher threshold than level ${lower.level} (${lower.thresholdMinor})`,
        );
    }
  });
  return list.map((l) => l.level);
}
