// Test rows for the promotion suites (routes, payouts, turnover, their attacks): a promotion of a test's own, bets at
// chosen instants, and business days counted back from today, written straight to the database.
import { randomUUID } from 'node:crypto';
import type { Insertable } from 'kysely';
import type { Db } from '../db/database';
import { localizedColumns } from '../modules/columns';
import type { PromotionsTable } from '../modules/promotions/promotions.table';
import { businessDayOf, businessDayRange } from '../modules/records/business-days';

/** A promotion of its own for one test, running and long-term unless `overrides` say otherwise. */
export async function insertPromotion(
  db: Db,
  overrides: Partial<Insertable<PromotionsTable>> = {},
  { idPrefix = 'test', titleEn = 'Test' }: { idPrefix?: string; titleEn?: string } = {},
): Promise<string> {
  const id = `${idPrefix}-${randomUUID()}`;
  await db
    .insertInto('promotions')
    .values({
      id,
      sequence: 100,
      categoryId: 'cat-event',
      promotionType: 'GENERAL',
      mode: 'JOIN',
      rules: '{}',
      ...localizedColumns('title', { LO: 'ທົດສອບ', EN: titleEn, CN: '测试' }),
      ...overrides,
    })
    .execute();
  return id;
}

const DAY_MS = 86_400_000;

/** The business day `count` days before today (Vientiane). */
export const businessDaysAgo = (count: number) => businessDayOf(new Date(Date.now() - count * DAY_MS).toISOString());

/** An instant `hours` into a business day. */
export const hoursInto = (day: string, hours: number) =>
  new Date(Date.parse(businessDayRange(day, day).from) + hours * 3_600_000).toISOString();

/** A bet of `memberId` placed (and, unless open, settled) at `at`; or placed earlier, at `placedAt`. */
export const insertBet = (
  db: Db,
  memberId: string,
  stakeMinor: number,
  at: string,
  {
    status = 'SETTLED',
    gameType = 'RNG',
    placedAt = at,
  }: { status?: 'SETTLED' | 'OPEN' | 'ROLLED_BACK'; gameType?: string; placedAt?: string } = {},
) =>
  db
    .insertInto('bets')
    .values({
      id: `T:${memberId}:${randomUUID()}`,
      memberId,
      provider: 'TEST',
      roundId: randomUUID(),
      nodeId: 'n',
      gameName: 'Test game',
      vassalage: 'PG',
      gameType,
      stakeMinor,
      winMinor: 0,
      status,
      placedAt,
      settledAt: status === 'OPEN' ? null : at,
    })
    .execute();

/** The member joined the promotion at `at` (a JOINED participation, as the join call writes it). */
export const insertJoined = (db: Db, promotionId: string, memberId: string, at: string) =>
  db
    .insertInto('promotion_participations')
    .values({
      id: randomUUID(),
      promotionId,
      memberId,
      status: 'JOINED',
      comment: null,
      bonusMinor: null,
      entryId: null,
      reviewReason: null,
      createdAt: at,
      updatedAt: at,
    })
    .execute();
