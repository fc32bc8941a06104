// Second-factor challenges of unregistered-IP logins: issued after a right password from a new IP, answered
// once within 10 minutes and 5 tries (each claimed before its answer is checked), bound to the IP that asked.
import type { SecondFactorMethod } from '@mekong/contracts';
import { SECOND_FACTOR_METHODS } from '@mekong/contracts';
import { z } from 'zod';
import type { Db } from '../../db/database';
import { newSecret, sha256Hex } from '../../security/tokens';
import type { MemberRow } from './members.repository';

const TTL_MS = 10 * 60_000;
export const MAX_CHALLENGE_TRIES = 5;
const methodsSchema = z.array(z.enum(SECOND_FACTOR_METHODS));

/** The factors this member has set up, in the order offered: the member's chosen first factor (when set up) leads. */
export function secondFactorMethods(member: MemberRow): SecondFactorMethod[] {
  const methods: SecondFactorMethod[] = [];
  if (member.totpSecret) methods.push('totp');
  if (member.mobileNum) methods.push('sms');
  if (member.email) methods.push('email');
  if (member.payeeName) methods.push('bankName');
  const first = methods.find((method) => method === member.secondFactorFirst);
  return first ? [first, ...methods.filter((method) => method !== first)] : methods;
}

export async function createChallenge(db: Db, memberId: string, ip: string, methods: SecondFactorMethod[]): Promise<string> {
  const challengeId = newSecret(24);
  await db
    .insertInto('login_challenges')
    .values({
      idHash: sha256Hex(challengeId),
      memberId,
      ip,
      methods: JSON.stringify(methods),
      attempts: 0,
      expiresAt: new Date(Date.now() + TTL_MS).toISOString(),
      usedAt: null,
    })
    .execute();
  return challengeId;
}

export interface OpenChallenge {
  idHash: string;
  memberId: string;
  methods: SecondFactorMethod[];
  attempts: number;
}

/** The challenge if it is still open for this IP; undefined when unknown, used, expired, out of tries or from another IP. */
export async function findOpenChallenge(db: Db, challengeId: string, ip: string): Promise<OpenChallenge | undefined> {
  const row = await db.selectFrom('login_challenges').selectAll().where('idHash', '=', sha256Hex(challengeId)).executeTakeFirst();
  if (!row || row.usedAt !== null || row.ip !== ip || row.attempts >= MAX_CHALLENGE_TRIES || Date.now() >= Date.parse(row.expiresAt))
    return undefined;
  return { idHash: row.idHash, memberId: row.memberId, methods: methodsSchema.parse(JSON.parse(row.methods)), attempts: row.attempts };
}

/**
 * Claims one try of an open challenge before its answer is checked: one conditional increment (`attempts < 5`,
 * unused, unexpired, same IP), so concurrent answers each take a distinct try. False when no try is left.
 */
export async function claimChallengeTry(db: Db, idHash: string, ip: string): Promise<boolean> {
  const claimed = await db
    .updateTable('login_challenges')
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('idHash', '=', idHash)
    .where('ip', '=', ip)
    .where('usedAt', 'is', null)
    .where('attempts', '<', MAX_CHALLENGE_TRIES)
    .where('expiresAt', '>', new Date().toISOString())
    .executeTakeFirst();
  return Number(claimed.numUpdatedRows) === 1;
}

/** Closes the challenge; false when another request closed it first. */
export async function closeChallenge(db: Db, idHash: string): Promise<boolean> {
  const result = await db
    .updateTable('login_challenges')
    .set({ usedAt: new Date().toISOString() })
    .where('idHash', '=', idHash)
    .where('usedAt', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
