// What ops do to missions: save one from a JSON definition (checked; its claims stay), end one now, list them with
// the claims of their current period.
import { z } from 'zod';
import { MISSION_GOALS, MISSION_PERIODS, type MissionPeriod } from '@mekong/contracts/missions';
import type { Db } from '../../db/database';
import { localizedColumns, pickLanguage, type Translations } from '../columns';
import { DomainFailure } from '../failure';
import { isoTimeField as isoTime, translationsField as translations } from '../definition-fields';
import { periodOf } from './periods';

/** The most a reward or target may be: 100,000,000.00 kip, far above any real one, below unsafe integers. */
const MAX_MINOR = 10_000_000_000;

export const missionDefinitionSchema = z
  .object({
    id: z.string().regex(/^[a-z0-9][a-z0-9_-]{0,63}$/, 'ids are 1 to 64 lowercase letters, digits, - or _'),
    sequence: z.number().int().min(0).max(1_000_000).default(0),
    title: translations(100),
    period: z.enum(MISSION_PERIODS),
    goal: z.enum(MISSION_GOALS),
    /** VALID_BET only: the game type whose bets count (e.g. RNG, LIVE); null counts every game. */
    gameType: z
      .string()
      .regex(/^[A-Z_]{1,32}$/)
      .nullable()
      .default(null),
    /** Minor units, or a number of bets for BET_COUNT. */
    target: z.number().int().min(1).max(MAX_MINOR),
    rewardMinor: z.number().int().min(1).max(MAX_MINOR),
    turnoverMultiple: z.number().int().min(0).max(100).default(0),
    startsAt: isoTime.nullable().default(null),
    endsAt: isoTime.nullable().default(null),
  })
  .strict()
  .refine((m) => m.gameType === null || m.goal === 'VALID_BET', { message: 'gameType is for VALID_BET missions only' })
  .refine((m) => m.startsAt === null || m.endsAt === null || m.startsAt < m.endsAt, { message: 'startsAt must be before endsAt' });
export type MissionDefinition = z.input<typeof missionDefinitionSchema>;

/** Refuses a definition with every problem named: '<field>: <why>'. */
export function parseDefinition<S extends z.ZodTypeAny>(schema: S, given: unknown): z.output<S> {
  const parsed = schema.safeParse(given);
  if (parsed.success) return parsed.data as z.output<S>;
  throw new DomainFailure(
    400,
    'bad-request',
    parsed.error.issues.map((issue) => `${issue.path.join('.') || '(definition)'}: ${issue.message}`).join('; '),
  );
}

export async function saveMission(db: Db, given: unknown): Promise<'created' | 'updated'> {
  const m = parseDefinition(missionDefinitionSchema, given);
  const row = {
    id: m.id,
    sequence: m.sequence,
    period: m.period,
    goal: m.goal,
    gameType: m.gameType,
    target: m.target,
    rewardMinor: m.rewardMinor,
    turnoverMultiple: m.turnoverMultiple,
    startsAt: m.startsAt,
    endsAt: m.endsAt,
    ...localizedColumns('title', m.title as Translations),
  };
  const existing = await db.selectFrom('missions').select('id').where('id', '=', m.id).executeTakeFirst();
  await db
    .insertInto('missions')
    .values(row)
    .onConflict((oc) => oc.column('id').doUpdateSet(row))
    .execute();
  return existing ? 'updated' : 'created';
}

/**
 * Ends a mission now: it leaves members' lists and cannot be claimed; claims made stay. One already ended keeps its
 * end: ending it again moved the end later, as if it had run (and been claimable) until then.
 */
export async function endMission(db: Db, missionId: string, now: Date): Promise<void> {
  const at = now.toISOString();
  const updated = await db
    .updateTable('missions')
    .set((eb) => ({
      endsAt: eb
        .case()
        .when(eb.or([eb('endsAt', 'is', null), eb('endsAt', '>', at)]))
        .then(at)
        .else(eb.ref('endsAt'))
        .end(),
    }))
    .where('id', '=', missionId)
    .executeTakeFirst();
  if (Number(updated.numUpdatedRows) === 0) throw new DomainFailure(404, 'mission-not-found', `No mission '${missionId}'`);
}

export interface MissionForOps {
  id: string;
  title: string;
  period: string;
  goal: string;
  gameType: string | null;
  target: number;
  rewardMinor: number;
  turnoverMultiple: number;
  startsAt: string | null;
  endsAt: string | null;
  /** Rewards claimed in the mission's current period. */
  claimsThisPeriod: number;
}

export async function listMissionsForOps(db: Db, now: Date): Promise<MissionForOps[]> {
  const rows = await db.selectFrom('missions').selectAll().orderBy('period').orderBy('sequence').orderBy('id').execute();
  return Promise.all(
    rows.map(async (row) => {
      const claims = await db
        .selectFrom('mission_claims')
        .select((eb) => eb.fn.countAll<string | number>().as('count'))
        .where('missionId', '=', row.id)
        .where('periodStart', '=', periodOf(row.period as MissionPeriod, now).firstDay)
        .executeTakeFirst();
      return {
        id: row.id,
        title: pickLanguage(row, 'title', 'EN'),
        period: row.period,
        goal: row.goal,
        gameType: row.gameType,
        target: Number(row.target),
        rewardMinor: Number(row.rewardMinor),
        turnoverMultiple: row.turnoverMultiple,
        startsAt: row.startsAt,
        endsAt: row.endsAt,
        claimsThisPeriod: Number(claims?.count ?? 0),
      };
    }),
  );
}
