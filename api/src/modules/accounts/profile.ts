// The member's editable profile (requirements §3 'Other profile fields'): nickname in its column, the rest in the
// profile JSON beside the registration's fields. Checked whole before one write, so a refusal writes nothing: the full
// name by the §5 full-name rule, the birthday as yyyy-MM-dd of someone at least LIMITS.birthdayAge years old.
import { LIMITS, matchesFieldPattern } from '@mekong/contracts';
import { PROFILE_FIELDS, type AccountProfile, type UpdateProfileInput } from '@mekong/contracts/account';
import { z } from 'zod';
import { isPostgres, type Db } from '../../db/database';
import { appendAuditEntry, changedValues, type AuditActor } from '../audit/audit-trail';
import { DomainFailure } from '../failure';
import type { MemberRow } from './members.repository';

const storedProfile = z.record(z.string(), z.unknown());

function profileJson(member: Pick<MemberRow, 'profile'>): Record<string, unknown> {
  try {
    const parsed = storedProfile.safeParse(JSON.parse(member.profile));
    return parsed.success ? parsed.data : {};
  } catch {
    return {};
  }
}

export function readProfile(member: Pick<MemberRow, 'nickname' | 'profile'>): AccountProfile {
  const stored = profileJson(member);
  const fields = Object.fromEntries(PROFILE_FIELDS.map((field) => [field, typeof stored[field] === 'string' ? stored[field] : ''])) as Omit<
    AccountProfile,
    'nickname'
  >;
  return { nickname: member.nickname, ...fields };
}

/** Whole years between a yyyy-MM-dd birthday and `today` (UTC calendar days). */
export function ageOn(birthday: string, today: Date): number {
  const [year = 0, month = 0, day = 0] = birthday.split('-').map(Number);
  const thisYear = today.getUTCFullYear();
  const hadBirthday = today.getUTCMonth() + 1 > month || (today.getUTCMonth() + 1 === month && today.getUTCDate() >= day);
  return thisYear - year - (hadBirthday ? 0 : 1);
}

function fieldFailure(field: string, message: string, code = 'bad-request'): DomainFailure {
  return new DomainFailure(400, code, `${field}: ${message}`, { fields: { [field]: message }, field });
}

/** Every rule checked before anything is written; the first broken one refuses. */
function checkProfile(input: UpdateProfileInput, today: Date): void {
  if (!input.nickname) throw fieldFailure('nickname', 'This field is required');
  if (input.fullname && !matchesFieldPattern('fullName', input.fullname))
    throw fieldFailure('fullname', 'Enter the first and last name separated by a space');
  if (input.birthday) checkBirthday(input.birthday, today);
}

/**
 * The §5 birthday rule wherever a birthday is set (the profile, registration): a yyyy-MM-dd date, not in the future,
 * of someone at least LIMITS.birthdayAge years old on `today`; refused as `under-age` otherwise.
 */
export function checkBirthday(birthday: string, today: Date): void {
  if (!matchesFieldPattern('dateYmd', birthday) || Date.parse(`${birthday}T00:00:00Z`) > today.getTime())
    throw fieldFailure('birthday', 'Enter the date as yyyy-MM-dd');
  if (ageOn(birthday, today) < LIMITS.birthdayAge)
    throw fieldFailure('birthday', `You must be at least ${LIMITS.birthdayAge} years old`, 'under-age');
}

/**
 * Checks, then writes the nickname and profile fields and the audit entry of the fields that changed in one
 * transaction; answers the profile as stored. The row is read inside it (locked on PostgreSQL; SQLite writes one
 * transaction at a time), so concurrent updates each record what they found and left.
 */
export async function updateProfile(
  db: Db,
  member: Pick<MemberRow, 'id'>,
  input: UpdateProfileInput,
  actor: AuditActor,
  today = new Date(),
): Promise<AccountProfile> {
  checkProfile(input, today);
  const { nickname, ...fields } = input;
  return db.transaction().execute(async (trx) => {
    const current = await trx
      .selectFrom('members')
      .select(['nickname', 'profile'])
      .where('id', '=', member.id)
      .$if(isPostgres(trx), (qb) => qb.forUpdate())
      .executeTakeFirstOrThrow();
    // The registration's own fields (qqNum, line, …) stay as they are.
    const profile = JSON.stringify({ ...profileJson(current), ...fields });
    await trx.updateTable('members').set({ nickname, profile }).where('id', '=', member.id).execute();
    const after = readProfile({ nickname, profile });
    const changed = changedValues(readProfile(current), after);
    if (changed) await appendAuditEntry(trx, { actor, subjectMemberId: member.id, action: 'profile.update', ...changed });
    return after;
  });
}
