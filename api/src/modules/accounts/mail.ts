// Password reset by email: a one-time reset link (token kept hashed, valid 30 minutes) written to mail_outbox,
// the built-in offline mail provider.
import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/database';
import { newSecret, sha256Hex } from '../../security/tokens';

const RESET_TTL_MS = 30 * 60_000;

export async function sendPasswordResetMail(db: Db, member: { id: string; account: string; email: string }, siteUrl: string): Promise<void> {
  const token = newSecret(32);
  const now = Date.now();
  await db.insertInto('password_resets').values({ tokenHash: sha256Hex(token), memberId: member.id, expiresAt: new Date(now + RESET_TTL_MS).toISOString(), usedAt: null }).execute();
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
