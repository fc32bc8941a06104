// SMS codes behind a provider interface: random 6-digit codes, stored hashed, expiring, single-use, with a bounded
// number of guesses, each claimed before its comparison (in constant time). The built-in provider writes to
// sms_outbox and the log.
import { randomUUID } from 'node:crypto';
import type { Logger } from '../logger';
import type { Db } from '../../db/database';
import { randomDigits, safeEqualText, sha256Hex } from '../../security/tokens';

export interface SmsProvider {
  send(mobileNum: string, text: string): Promise<void>;
}

/** Offline default: the message goes to the sms_outbox table (tests and `ops sms-outbox` read it) and the log. */
export function outboxSmsProvider(db: Db, log: Logger): SmsProvider {
  return {
    async send(mobileNum, text) {
      await db.insertInto('sms_outbox').values({ id: randomUUID(), mobileNum, text, createdAt: new Date().toISOString() }).execute();
      log.info({ mobileNum }, 'sms written to outbox');
    },
  };
}

/** What a code may be used for: login and reset by phone share 'noLogin', as requirements §7's call does. */
export type SmsPurpose = 'noLogin' | 'register' | 'secondFactor';

const CODE_LENGTH = 6;
const MAX_GUESSES = 5;

const codeHash = (id: string, code: string) => sha256Hex(`${id}:${code}`);

/**
 * Stores a new code for the number and purpose and answers it, without sending it. A number without an account gets
 * one too (never sent), so checking codes behaves alike for every number: expiry, guess cap and all.
 */
export async function issueSmsCode(db: Db, mobileNum: string, purpose: SmsPurpose, expiredMinutes: number): Promise<string> {
  const id = randomUUID();
  const code = randomDigits(CODE_LENGTH);
  const now = Date.now();
  await db
    .insertInto('sms_codes')
    .values({
      id,
      mobileNum,
      purpose,
      codeHash: codeHash(id, code),
      attempts: 0,
      createdAt: new Date(now).toISOString(),
      expiresAt: new Date(now + expiredMinutes * 60_000).toISOString(),
      usedAt: null,
    })
    .execute();
  return code;
}

export async function sendSmsCode(
  db: Db,
  provider: SmsProvider,
  mobileNum: string,
  purpose: SmsPurpose,
  expiredMinutes: number,
): Promise<void> {
  const code = await issueSmsCode(db, mobileNum, purpose, expiredMinutes);
  await provider.send(mobileNum, `Mekong verification code: ${code}. It expires in ${expiredMinutes} minutes. Never share it.`);
}

export type SmsCodeCheck = 'ok' | 'invalid-verification-code' | 'code-expired';

/**
 * Checks the latest code sent to the number for that purpose and uses it up when it matches. The guess is claimed
 * before the comparison by one conditional increment (`attempts < 5`, unused, unexpired), so concurrent guesses
 * each take a distinct attempt and a code is never compared more than MAX_GUESSES times.
 */
export async function spendSmsCode(db: Db, mobileNum: string, purpose: SmsPurpose, code: string): Promise<SmsCodeCheck> {
  const latest = await db
    .selectFrom('sms_codes')
    .select('id')
    .where('mobileNum', '=', mobileNum)
    .where('purpose', '=', purpose)
    .orderBy('createdAt', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (!latest) return 'invalid-verification-code';
  const now = new Date().toISOString();
  const claimed = await db
    .updateTable('sms_codes')
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('id', '=', latest.id)
    .where('usedAt', 'is', null)
    .where('attempts', '<', MAX_GUESSES)
    .where('expiresAt', '>', now)
    .returning('codeHash')
    .executeTakeFirst();
  if (!claimed) {
    const row = await db.selectFrom('sms_codes').select('usedAt').where('id', '=', latest.id).executeTakeFirstOrThrow();
    // Used: as if there were none. Out of time or of guesses: ask for a new one.
    return row.usedAt !== null ? 'invalid-verification-code' : 'code-expired';
  }
  if (!safeEqualText(codeHash(latest.id, code), claimed.codeHash)) return 'invalid-verification-code';
  // Conditional on still unused, so two racing right guesses cannot both spend it.
  const spent = await db
    .updateTable('sms_codes')
    .set({ usedAt: now })
    .where('id', '=', latest.id)
    .where('usedAt', 'is', null)
    .executeTakeFirst();
  return Number(spent.numUpdatedRows) === 1 ? 'ok' : 'invalid-verification-code';
}

/** The newest outbox message to a number (tests, and the ops command for browser tests). */
export async function lastSmsTo(db: Db, mobileNum: string): Promise<{ text: string; createdAt: string; code: string | null } | undefined> {
  const row = await db
    .selectFrom('sms_outbox')
    .select(['text', 'createdAt'])
    .where('mobileNum', '=', mobileNum)
    .orderBy('createdAt', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (!row) return undefined;
  return { ...row, code: /\b(\d{6})\b/.exec(row.text)?.[1] ?? null };
}
