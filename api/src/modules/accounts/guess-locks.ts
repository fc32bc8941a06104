// Failed-guess locks in the audit trail (issue 20): the lock a key takes after too many wrong guesses (a password, an
// SMS code, an authenticator code, a withdraw password) and its early release by a password reset are changes to
// the account's access, so each is recorded with the system as who and the guessing IP as where. The counts live in
// the limits store (memory or Redis), not in the database, so the entry is written just after the lock is taken.
// A lock ends by itself at the `lockedUntil` its entry names (nothing happens at that moment to record).
import type { Db } from '../../db/database';
import { appendAuditEntry, type AuditActor } from '../audit/audit-trail';
import { findMemberByAccount, findMemberById, findMemberByMobile } from './members.repository';

/** What a limits key guesses, and whose account it is (by id, mobile number or account name). */
function keyOf(key: string): { secret: string; find: (db: Db) => Promise<{ id: string } | undefined> } {
  const [prefix, rest] = [key.slice(0, key.indexOf(':')), key.slice(key.indexOf(':') + 1)];
  switch (prefix) {
    case 'mobile':
      return { secret: 'sms-code', find: (db) => findMemberByMobile(db, rest) };
    case 'totp':
      return { secret: 'authenticator-code', find: (db) => findMemberById(db, rest) };
    case 'withdraw-password':
      return { secret: 'withdraw-password', find: (db) => findMemberById(db, rest) };
    default:
      return { secret: 'password', find: (db) => findMemberByAccount(db, key) };
  }
}

/** The guard that counts guesses, as the actor of what it does; `ip` is the address whose guess locked the key. */
export const guessGuard = (ip: string): AuditActor => ({ kind: 'system', name: 'guess-limits', node: ip });

/**
 * Records that `key` was locked until `lockedUntil` by a wrong guess from `ip`. A key of no account (a guessed
 * username, a number nobody registered) changes no account and is not recorded.
 */
export async function recordGuessLock(db: Db, key: string, ip: string, lockedUntil: Date): Promise<void> {
  const { secret, find } = keyOf(key);
  const member = await find(db);
  if (!member) return;
  await appendAuditEntry(db, {
    actor: guessGuard(ip),
    subjectMemberId: member.id,
    action: 'login.lock',
    before: null,
    after: { secret, lockedUntil: lockedUntil.toISOString() },
  });
}

/** Records that a password reset from `ip` released the lock of the member's password before its time. */
export async function recordGuessUnlock(db: Db, memberId: string, ip: string, lockedUntil: Date): Promise<void> {
  await appendAuditEntry(db, {
    actor: guessGuard(ip),
    subjectMemberId: memberId,
    action: 'login.unlock',
    before: { secret: 'password', lockedUntil: lockedUntil.toISOString() },
    after: { reason: 'password-reset' },
  });
}
