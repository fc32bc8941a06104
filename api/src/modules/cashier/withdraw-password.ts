// The withdraw password: six digits, hashed with scrypt like the login password. Setting the first one asks for the
// login password; changing it asks for the current one. The checks that claim each guess live with the routes,
// beside the login limits they share, and hash through the routes' admission gate.
import type { Db } from '../../db/database';
import type { MemberRow } from '../accounts/members.repository';

export const hasWithdrawPassword = (member: MemberRow): boolean =>
  member.withdrawPasswordHash !== null && member.withdrawPasswordHash !== '';

/** The rate-limiter key of a member's withdraw-password guesses, apart from its login's. */
export const withdrawPasswordLimitKey = (member: MemberRow): string => `withdraw-password:${member.id}`;

/** Stores the hash of a new withdraw password (hashed by the caller, through the hash admission gate). */
export async function storeWithdrawPassword(db: Db, memberId: string, withdrawPasswordHash: string): Promise<void> {
  await db.updateTable('members').set({ withdrawPasswordHash }).where('id', '=', memberId).execute();
}
