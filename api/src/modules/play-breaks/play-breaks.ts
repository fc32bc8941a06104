// Breaks from play (issue 20, docs/requirements.md "Breaks"): a time-out or self-exclusion starts at once, ends every
// session of the member in the same transaction, and may later only be lengthened; while one is in force the member
// may not sign in, play, deposit, take part in promotions or be sent messages. `members.break_ends_at` holds the end
// of the break in force, so every check is one comparison on the member's row (which every session read already has).
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import {
  PERMANENT_BREAK_ENDS_AT,
  PLAY_BREAK_FAILURES,
  type BreakKind,
  type BreakPeriod,
  type PlayBreak,
  type PlaySession,
  type RealityCheckMinutes,
} from '@mekong/contracts/play-breaks';
import type { Db } from '../../db/database';
import { DomainFailure } from '../failure';
import { claimWallet } from '../ledger';
import { appendAuditEntry, type AuditActor } from '../audit/audit-trail';

const DAY_MS = 86_400_000;

/** When a break of this period started at `start` ends (calendar months and years, in UTC). */
export function breakEndsAt(period: BreakPeriod, start: Date): string {
  const end = new Date(start.getTime());
  switch (period) {
    case '24h':
      return new Date(start.getTime() + DAY_MS).toISOString();
    case '7d':
      return new Date(start.getTime() + 7 * DAY_MS).toISOString();
    case '30d':
      return new Date(start.getTime() + 30 * DAY_MS).toISOString();
    case '6w':
      return new Date(start.getTime() + 42 * DAY_MS).toISOString();
    case '6m':
      end.setUTCMonth(end.getUTCMonth() + 6);
      return end.toISOString();
    case '1y':
      end.setUTCFullYear(end.getUTCFullYear() + 1);
      return end.toISOString();
    case '5y':
      end.setUTCFullYear(end.getUTCFullYear() + 5);
      return end.toISOString();
    case 'permanent':
      return PERMANENT_BREAK_ENDS_AT;
  }
}

/** Whether a break ending then is in force at `now`. */
export const breakInForce = (endsAt: string | null, now: number = Date.now()): endsAt is string =>
  endsAt !== null && Date.parse(endsAt) > now;

/** The refusal of anything a member on a break may not do; names when the break ends, or that it is permanent. */
export function onBreakFailure(endsAt: string): DomainFailure {
  const permanent = endsAt === PERMANENT_BREAK_ENDS_AT;
  return new DomainFailure(
    403,
    PLAY_BREAK_FAILURES.onBreak,
    permanent ? 'This account is self-excluded permanently' : `This account is on a break from play until ${endsAt}`,
    { endsAt, permanent },
  );
}

/** Refuses a member on a break. */
export function refuseOnBreak(member: { breakEndsAt: string | null }, now: number = Date.now()): void {
  if (breakInForce(member.breakEndsAt, now)) throw onBreakFailure(member.breakEndsAt);
}

const toPlayBreak = (row: { kind: BreakKind; period: BreakPeriod; startedAt: string; endsAt: string }): PlayBreak => ({
  kind: row.kind,
  period: row.period,
  startedAt: row.startedAt,
  endsAt: row.endsAt,
  permanent: row.endsAt === PERMANENT_BREAK_ENDS_AT,
});

/**
 * Starts a break (or lengthens the one in force). The member's row is updated only when the new end is later than
 * the end in force (one conditional statement, so two at once cannot shorten one); the history row, the end of every
 * session and the audit entry are in the same transaction. A break that would end earlier is refused, nothing written.
 */
export async function startBreak(
  db: Db,
  memberId: string,
  choice: { kind: BreakKind; period: BreakPeriod },
  actor: AuditActor,
  now: Date = new Date(),
): Promise<PlayBreak> {
  const startedAt = now.toISOString();
  const endsAt = breakEndsAt(choice.period, now);
  return db.transaction().execute(async (trx) => {
    // The wallet's row lock, taken first as every money path takes it: a bonus being paid now either finishes before
    // the break starts or reads the break and is refused (postBonus takes the same lock before its read).
    await claimWallet(trx, memberId, startedAt);
    const before = await trx.selectFrom('members').select('breakEndsAt').where('id', '=', memberId).executeTakeFirst();
    const updated = await trx
      .updateTable('members')
      .set({ breakEndsAt: endsAt })
      .where('id', '=', memberId)
      .where((eb) => eb.or([eb('breakEndsAt', 'is', null), eb('breakEndsAt', '<', startedAt), eb('breakEndsAt', '<=', endsAt)]))
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) !== 1) {
      const current = await trx.selectFrom('members').select('breakEndsAt').where('id', '=', memberId).executeTakeFirst();
      throw new DomainFailure(409, PLAY_BREAK_FAILURES.shorten, 'A break in force can only be lengthened, never shortened', {
        endsAt: current?.breakEndsAt ?? null,
      });
    }
    const row = { id: randomUUID(), memberId, kind: choice.kind, period: choice.period, startedAt, endsAt };
    await trx.insertInto('play_breaks').values(row).execute();
    // Every token of the member ends now; a login racing this one waits on the row lock taken above (see completeLogin).
    await trx.deleteFrom('sessions').where('memberId', '=', memberId).execute();
    await appendAuditEntry(trx, {
      actor,
      subjectMemberId: memberId,
      action: 'exclusion.start',
      before: { breakEndsAt: before?.breakEndsAt ?? null },
      after: { kind: choice.kind, period: choice.period, startedAt, breakEndsAt: endsAt },
      occurredAt: startedAt,
    });
    return toPlayBreak(row);
  });
}

/** Sets the reality-check interval, recording the change. */
export async function setRealityCheck(db: Db, memberId: string, minutes: RealityCheckMinutes, actor: AuditActor): Promise<number> {
  await db.transaction().execute(async (trx) => {
    const before = await trx.selectFrom('members').select('realityCheckMinutes').where('id', '=', memberId).executeTakeFirstOrThrow();
    if (before.realityCheckMinutes === minutes) return;
    await trx.updateTable('members').set({ realityCheckMinutes: minutes }).where('id', '=', memberId).execute();
    await appendAuditEntry(trx, {
      actor,
      subjectMemberId: memberId,
      action: 'reality-check.set',
      before: { realityCheckMinutes: before.realityCheckMinutes },
      after: { realityCheckMinutes: minutes },
    });
  });
  return minutes;
}

/** Stakes and wins of the member's bets placed since this login session began (rolled-back bets moved nothing). */
export async function playSession(
  db: Db,
  member: { id: string; realityCheckMinutes: number },
  sessionStartedAt: string,
  /** Seconds a test run may put in place of the member's minutes (never in production: see the route). */
  testIntervalSeconds: number | null = null,
): Promise<PlaySession> {
  const totals = await db
    .selectFrom('bets')
    .select([sql<number | string | null>`sum(stake_minor)`.as('stakes'), sql<number | string | null>`sum(win_minor)`.as('wins')])
    .where('memberId', '=', member.id)
    .where('placedAt', '>=', sessionStartedAt)
    .where('status', '!=', 'ROLLED_BACK')
    .executeTakeFirst();
  const stakes = Number(totals?.stakes ?? 0);
  const wins = Number(totals?.wins ?? 0);
  const intervalSeconds = member.realityCheckMinutes === 0 ? 0 : (testIntervalSeconds ?? member.realityCheckMinutes * 60);
  return { sessionStartedAt, stakes, wins, net: wins - stakes, realityCheckMinutes: member.realityCheckMinutes, intervalSeconds };
}

/** A member's breaks, latest first (ops' history). */
export async function breakHistory(db: Db, memberId: string): Promise<PlayBreak[]> {
  const rows = await db
    .selectFrom('play_breaks')
    .selectAll()
    .where('memberId', '=', memberId)
    .orderBy('startedAt', 'desc')
    .orderBy('endsAt', 'desc')
    .execute();
  return rows.map(toPlayBreak);
}

/** Breaks in force now, one per member (the latest), soonest end first. */
export async function activeBreaks(db: Db, now: Date = new Date()): Promise<Array<PlayBreak & { account: string }>> {
  const rows = await db
    .selectFrom('members')
    .innerJoin('play_breaks', (join) =>
      join.onRef('play_breaks.memberId', '=', 'members.id').onRef('play_breaks.endsAt', '=', 'members.breakEndsAt'),
    )
    .select(['members.account', 'play_breaks.kind', 'play_breaks.period', 'play_breaks.startedAt', 'play_breaks.endsAt'])
    .where('members.breakEndsAt', '>', now.toISOString())
    .orderBy('play_breaks.endsAt')
    .orderBy('members.account')
    .execute();
  return rows.map((row) => ({ account: row.account, ...toPlayBreak(row) }));
}

/** When the member's break in force ends, read on `db`; null when none is in force. */
export async function breakInForceOf(db: Db, memberId: string, now: Date = new Date()): Promise<string | null> {
  const row = await db.selectFrom('members').select('breakEndsAt').where('id', '=', memberId).executeTakeFirst();
  const endsAt = row?.breakEndsAt ?? null;
  return breakInForce(endsAt, now.getTime()) ? endsAt : null;
}

/** Whether the member is on a break now, read on `db` (a payer's transaction: its payout is then left out). */
export async function isOnBreak(db: Db, memberId: string, now: Date = new Date()): Promise<boolean> {
  return (await breakInForceOf(db, memberId, now)) !== null;
}

/** Who a registration says it is, as far as the register form asks (each optional, per the register setting). */
export interface RegisteringPerson {
  /** The real name (the form's payee name). */
  realName: string | null;
  /** yyyy-MM-dd. */
  birthday: string | null;
  idNumber: string | null;
}

/** A name or id as compared: case, spacing and Unicode forms aside. */
const identityKey = (text: string): string =>
  text
    .normalize('NFKC')
    .replace(/\p{Cf}/gu, '') // zero-width and other invisible format characters would make one name two
    .trim()
    .replace(/\s+/g, ' ')
    .toLocaleLowerCase('en');
/** An id number as compared: its letters and digits only, so spaces, dashes or dots written inside it change nothing. */
const idKey = (text: string): string => identityKey(text).replace(/[^\p{L}\p{N}]/gu, '');

function parsedProfile(json: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(json);
    return value !== null && typeof value === 'object' ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/**
 * When the break ends of an account on a break that the registering person matches (the same id number, or the same
 * real name and birthday), or null: a self-excluded person may not open a new account with another phone. The few
 * members on a break are read and compared here (their profile is JSON), which keeps the check the same on both
 * databases. What the form did not ask for cannot be matched (docs/requirements.md "Breaks").
 */
export async function breakOfRegisteringPerson(db: Db, person: RegisteringPerson, now: Date = new Date()): Promise<string | null> {
  const id = person.idNumber ? idKey(person.idNumber) || null : null;
  const name = person.realName ? identityKey(person.realName) || null : null;
  const birthday = person.birthday?.trim() || null;
  if (!id && !(name && birthday)) return null;
  const onBreak = await db
    .selectFrom('members')
    .select(['payeeName', 'profile', 'breakEndsAt'])
    .where('breakEndsAt', '>', now.toISOString())
    .orderBy('breakEndsAt', 'desc')
    .execute();
  for (const row of onBreak) {
    const profile = parsedProfile(row.profile);
    const text = (key: string) => (typeof profile[key] === 'string' && profile[key] !== '' ? identityKey(profile[key]) : null);
    const sameId = id !== null && typeof profile.idNumber === 'string' && idKey(profile.idNumber) === id;
    const names = [row.payeeName ? identityKey(row.payeeName) : null, text('fullname')];
    const samePerson = name !== null && birthday !== null && profile.birthday === birthday && names.includes(name);
    if (sameId || samePerson) return row.breakEndsAt;
  }
  return null;
}
