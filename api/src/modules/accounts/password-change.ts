// Whether a member owes a forced password change (requirements §4): the site's default password, or — with FORCECHNGPASS3 on —
// a password older than PASSWORD_MAX_AGE_DAYS. Read on every use of a session, so ops setting the default password or
// switching the expiry on takes hold of sessions already open, and the change itself lifts it at once.
import { FEATURES, type ForcedChangeReason } from '@mekong/contracts';
import type { Db } from '../../db/database';
import { isFeatureEnabled } from '../features/features.repository';
import { fromFlag } from '../columns';
import type { MemberRow } from './members.repository';

/** With the expiry feature on (FORCECHNGPASS3), a password older than this must be changed. */
export const PASSWORD_MAX_AGE_DAYS = 90;

export type PasswordColumns = Pick<MemberRow, 'passwordHash' | 'passwordIsDefault' | 'passwordChangedAt'>;

/** Only a password past its age asks for the feature switch, so a fresh one costs no query. */
export async function isPasswordExpired(db: Db, member: PasswordColumns, now = Date.now()): Promise<boolean> {
  if (!member.passwordHash || now - Date.parse(member.passwordChangedAt) <= PASSWORD_MAX_AGE_DAYS * 86_400_000) return false;
  return isFeatureEnabled(db, FEATURES.forcePasswordChange);
}

/** Why the member must change the password before anything else, or null. Accounts without one (trial) never owe it. */
export async function owedPasswordChange(db: Db, member: PasswordColumns, now = Date.now()): Promise<ForcedChangeReason | null> {
  if (!member.passwordHash) return null;
  if (fromFlag(member.passwordIsDefault)) return 'default';
  return (await isPasswordExpired(db, member, now)) ? 'expired' : null;
}
