// The withdraw password: six digits, hashed with scrypt like the login password. Setting the first one asks for the
// login password; changing it asks for the current one. The checks that claim each guess live with the routes,
// beside the login limits they share, and hash through the routes' admission gate.
import type { Db } from '../../db/database';
import type { MemberRow } from '../accounts/members.repository';
import { appendAuditEntry, SECRET_CHANGED, type AuditActor } from '../audit/audit-trail';

export const hasWithdrawPassword = (member: MemberRow): boolean =>
  member.withdrawPasswordHash !== null && member.withdrawPasswordHash !== '';

/** The rate-limiter key of a member's withdraw-password guesses, apart from its login's. */
export const withdrawPasswordLimitKey = (member: MemberRow): string => `withdraw-password:${member.id}`;

/**
 * Stores the hash of a new withdraw password (hashed by the caller, through the hash admission gate) and records
 * that it was set or changed, never the hash, in the same transaction.
 */
export async function storeWithdrawPassword(db: Db, memberId: string, withdrawPasswordHash: string, actor: AuditActor): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const before = await trx.selectFrom('members').select('withdrawPasswordHash').where('id', '=', memberId).executeTakeFirstOrThrow();
    await trx.updateTable('members').set({ withdrawPasswordHash }).where('id', '=', memberId).execute();
    const had = before.withdrawPasswordHash !== null && before.withdrawPasswordHash !== '';
    await appendAuditEntry(trx, {
      actor,
      subjectMemberId: memberId,
      action: had ? 'withdraw-password.change' : 'withdraw-password.set',
      before: { withdrawPassword: had ? SECRET_CHANGED : null },
      after: { withdrawPassword: SECRET_CHANGED },
    });
  });
}
