// The withdraw password: six digits, hashed with scrypt like the login password. Setting the first one asks for the
// login password; changing it asks for the current one. The checks that count wrong guesses live with the routes,
// beside the login limiter they share.
import type { Db } from '../../db/database';
import type { MemberRow } from '../accounts/members.repository';
import { hashPassword, type ScryptCost } from '../../security/passwords';

export const hasWithdrawPassword = (member: MemberRow): boolean => member.withdrawPasswordHash !== null && member.withdrawPasswordHash !== '';

/** The rate-limiter key of a member's withdraw-password guesses, apart from its login's. */
export const withdrawPasswordLimitKey = (member: MemberRow): string => `withdraw-password:${member.id}`;

export async function storeWithdrawPassword(db: Db, memberId: string, password: string, cost: ScryptCost): Promise<void> {
  await db.updateTable('members').set({ withdrawPasswordHash: await hashPassword(password, cost) }).where('id', '=', memberId).execute();
}
