// Password reset by email: a one-time reset link (token kept hashed, valid 30 minutes) written to mail_outbox,
// the built-in offline mail provider; spending a link's token; binding codes for a new email; reading the outbox back.
import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/database';
import { newSecret, sha256Hex } from '../../security/tokens';

const RESET_TTL_MS = 30 * 60_000;

export async function sendPasswordResetMail(
  db: Db,
  member: { id: string; account: string; email: string },
  siteUrl: string,
): Promise<void> {
  const token = newSecret(32);
  const now = Date.now();
  await db
    .insertInto('password_resets')
    .values({ tokenHash: sha256Hex(token), memberId: member.id, expiresAt: new Date(now + RESET_TTL_MS).toISOString(), usedAt: null })
    .execute();
  await db
    .insertInto('mail_outbox')
    .values({
      id: randomUUID(),
      toAddress: member.email,
      subject: 'Reset your Mekong password',
      body: `Hello ${member.account},\n\nSomeone asked to reset the password of your account. To choose a new password, open this link within 30 minutes:\n${siteUrl}/resetPassword?token=${token}\n\nIf it was not you, ignore this mail; your password stays as it is.`,
      createdAt: new Date(now).toISOString(),
    })
    .execute();
}

/**
 * Marks the reset of a link's token used and answers its member id; undefined when the token is unknown, already
 * used or expired. One conditional update decides, so two uses racing on the same link cannot both win.
 */
export async function spendPasswordReset(db: Db, token: string): Promise<string | undefined> {
  const now = new Date().toISOString();
  const spent = await db
    .updateTable('password_resets')
    .set({ usedAt: now })
    .where('tokenHash', '=', sha256Hex(token))
    .where('usedAt', 'is', null)
    .where('expiresAt', '>', now)
    .returning('memberId')
    .executeTakeFirst();
  return spent?.memberId;
}

/** The newest mail to an address (case-insensitively), for tests and the non-production ops command. */
export function lastMailTo(db: Db, address: string): Promise<{ subject: string; body: string; createdAt: string } | undefined> {
  return db
    .selectFrom('mail_outbox')
    .select(['subject', 'body', 'createdAt'])
    .where((eb) => eb(eb.fn('lower', ['toAddress']), '=', address.trim().toLowerCase()))
    .orderBy('createdAt', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** The code that binds a new email to an account, written to the outbox (the built-in offline mail provider). */
export async function sendBindingCodeMail(db: Db, toAddress: string, code: string, expiredMinutes: number): Promise<void> {
  await db
    .insertInto('mail_outbox')
    .values({
      id: randomUUID(),
      toAddress,
      subject: 'Your Mekong verification code',
      body: `Your verification code is ${code}. It binds this email to your Mekong account and expires in ${expiredMinutes} minutes.\n\nIf it was not you, ignore this mail.`,
      createdAt: new Date().toISOString(),
    })
    .execute();
}
