// The points configuration (requirements §3 points ratio): minor units per point of each earning type (live, lott, pvp,
// rng, sports by valid bet; deposit by amount) and the redeem ratio, what a point is worth. Seeded by the points
// migration, changed by the `points-config` ops command; a change applies to what is counted from then on.
import { POINT_RATIO_KEYS, type PointRatio, type PointRatioKey } from '@mekong/contracts/points';
import type { Db } from '../../db/database';
import { DomainFailure } from '../failure';

export type PointsConfig = Readonly<Record<PointRatioKey, number>>;

/** The most minor units a ratio may name (₭10,000,000 per point): anything above is a typing slip. */
export const MINOR_PER_POINT_MAX = 1_000_000_000;

export async function readPointsConfig(db: Db): Promise<PointsConfig> {
  const rows = await db.selectFrom('points_config').select(['type', 'minorPerPoint']).execute();
  const config = Object.fromEntries(POINT_RATIO_KEYS.map((key) => [key, 0])) as Record<PointRatioKey, number>;
  for (const row of rows) config[row.type] = Number(row.minorPerPoint);
  return config;
}

/** The configuration as the calls list it, in the order of POINT_RATIO_KEYS. */
export const ratiosOf = (config: PointsConfig): PointRatio[] => POINT_RATIO_KEYS.map((type) => ({ type, minorPerPoint: config[type] }));

/** Sets one ratio; 0 stops an earning type from earning (the redeem ratio must stay above 0). */
export async function setPointsRatio(db: Db, type: string, minorPerPoint: number, now: Date): Promise<void> {
  if (!(POINT_RATIO_KEYS as readonly string[]).includes(type))
    throw new DomainFailure(400, 'points-type-unknown', `'${type}' is not a points ratio; one of ${POINT_RATIO_KEYS.join(', ')}`);
  const min = type === 'redeem' ? 1 : 0;
  if (!Number.isSafeInteger(minorPerPoint) || minorPerPoint < min || minorPerPoint > MINOR_PER_POINT_MAX)
    throw new DomainFailure(
      400,
      'points-ratio-invalid',
      `The ${type} ratio must be a whole number of minor units from ${min} to ${MINOR_PER_POINT_MAX}`,
    );
  await db
    .insertInto('points_config')
    .values({ type: type as PointRatioKey, minorPerPoint, updatedAt: now.toISOString() })
    .onConflict((oc) => oc.column('type').doUpdateSet({ minorPerPoint, updatedAt: now.toISOString() }))
    .execute();
}
