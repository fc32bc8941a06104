// Binding a mobile number or email to the member: a 6-digit code goes to the NEW address (SMS provider or the mail
// outbox), kept hashed, single-use, expiring, with ACCOUNT_LIMITS.bindingCodeTries guesses each claimed before the
// comparison (one conditional increment). Spending the right code binds the address, unless another account holds it.
import { randomUUID } from 'node:crypto';
import { ACCOUNT_FAILURES, ACCOUNT_LIMITS, type BindingChannel } from '@mekong/contracts/account';
import { sql } from 'kysely';
import { isPostgres, type Db } from '../../db/database';
import { randomDigits, safeEqualText, sha256Hex } from '../../security/tokens';
import { DomainFailure } from '../failure';
import { appendAuditEntry, type AuditActor } from '../audit/audit-trail';

const codeHash = (id: string, code: string) => sha256Hex(`binding:${id}:${code}`);

/** How an address is kept and compared: a number as given, an email lower-cased. */
export const normalizeAddress = (channel: BindingChannel, address: string): string =>
  channel === 'email' ? address.trim().toLowerCase() : address.trim();

const addressTaken = () =>
  new DomainFailure(409, ACCOUNT_FAILURES.addressTaken, 'This mobile number or email is already bound to another account');

/** Whether another member holds the address. */
async function isAddressTaken(db: Db, memberId: string, channel: BindingChannel, address: string): Promise<boolean> {
  const row =
    channel === 'mobile'
      ? await db.selectFrom('members').select('id').where('mobileNum', '=', address).where('id', '!=', memberId).executeTakeFirst()
      : await db
          .selectFrom('members')
          .select('id')
          .where((eb) => eb(eb.fn('lower', ['email']), '=', address))
          .where('id', '!=', memberId)
          .executeTakeFirst();
  return row !== undefined;
}

/** Stores a new code for the member, channel and address and answers it (the caller sends it). */
export async function issueBindingCode(
  db: Db,
  memberId: string,
  channel: BindingChannel,
  address: string,
  now = Date.now(),
): Promise<string> {
  const id = randomUUID();
  const code = randomDigits(6);
  await db
    .insertInto('binding_codes')
    .values({
      id,
      memberId,
      channel,
      address,
      codeHash: codeHash(id, code),
      attempts: 0,
      createdAt: new Date(now).toISOString(),
      expiresAt: new Date(now + ACCOUNT_LIMITS.bindingCodeMinutes * 60_000).toISOString(),
      usedAt: null,
    })
    .execute();
  return code;
}

const codeInvalid = () => new DomainFailure(400, ACCOUNT_FAILURES.codeInvalid, 'The verification code is not valid');
const codeExpired = () => new DomainFailure(400, ACCOUNT_FAILURES.codeExpired, 'The verification code has expired, please send a new one');

/**
 * Spends the member's latest code of the channel when it was sent to this address and matches; refuses otherwise.
 * The guess is claimed first (attempts < tries, unused, unexpired), and the code is spent by a conditional update, so
 * of any number of concurrent right guesses exactly one wins.
 */
export async function spendBindingCode(db: Db, memberId: string, channel: BindingChannel, address: string, code: string): Promise<void> {
  const latest = await db
    .selectFrom('binding_codes')
    .select(['id', 'address'])
    .where('memberId', '=', memberId)
    .where('channel', '=', channel)
    .orderBy('createdAt', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (!latest) throw codeInvalid();
  const now = new Date().toISOString();
  const claimed = await db
    .updateTable('binding_codes')
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('id', '=', latest.id)
    .where('usedAt', 'is', null)
    .where('attempts', '<', ACCOUNT_LIMITS.bindingCodeTries)
    .where('expiresAt', '>', now)
    .returning('codeHash')
    .executeTakeFirst();
  if (!claimed) {
    const row = await db.selectFrom('binding_codes').select('usedAt').where('id', '=', latest.id).executeTakeFirstOrThrow();
    throw row.usedAt !== null ? codeInvalid() : codeExpired();
  }
  // A code proves only the address it was sent to.
  if (!safeEqualText(codeHash(latest.id, code), claimed.codeHash) || !safeEqualText(latest.address, address)) throw codeInvalid();
  const spent = await db
    .updateTable('binding_codes')
    .set({ usedAt: now })
    .where('id', '=', latest.id)
    .where('usedAt', 'is', null)
    .executeTakeFirst();
  if (Number(spent.numUpdatedRows) !== 1) throw codeInvalid();
}

/**
 * Binds the address to the member and records the change (`binding.mobile` or `binding.email`, the old and new
 * address) in the same transaction. A mobile number is unique in the table (a concurrent binding of the same number
 * fails on it); an email is checked in the same statement, under a transaction lock on the address on PostgreSQL.
 */
export async function bindAddress(db: Db, memberId: string, channel: BindingChannel, address: string, actor: AuditActor): Promise<void> {
  if (await isAddressTaken(db, memberId, channel, address)) throw addressTaken();
  const column = channel === 'mobile' ? 'mobileNum' : 'email';
  try {
    await db.transaction().execute(async (trx) => {
      // PostgreSQL's NOT EXISTS sees only what committed before the statement: two accounts binding one email at
      // the same instant both passed it. A transaction lock on the address makes the second wait for the first's
      // commit, and its statement then sees the email taken. SQLite runs one writer at a time.
      if (channel === 'email' && isPostgres(trx))
        await sql`select pg_advisory_xact_lock(hashtext(${`email-binding:${address}`}))`.execute(trx);
      const before = await trx
        .selectFrom('members')
        .select(['mobileNum', 'email'])
        .where('id', '=', memberId)
        .$if(isPostgres(trx), (qb) => qb.forUpdate())
        .executeTakeFirst();
      const updated =
        channel === 'mobile'
          ? await trx.updateTable('members').set({ mobileNum: address }).where('id', '=', memberId).executeTakeFirst()
          : await trx
              .updateTable('members')
              .set({ email: address })
              .where('id', '=', memberId)
              .where(({ not, exists, selectFrom }) =>
                not(
                  exists(
                    selectFrom('members as other')
                      .select('other.id')
                      .where((eb) => eb(eb.fn('lower', ['other.email']), '=', address))
                      .where('other.id', '!=', memberId),
                  ),
                ),
              )
              .executeTakeFirst();
      if (!before || Number(updated.numUpdatedRows) !== 1) throw addressTaken();
      await appendAuditEntry(trx, {
        actor,
        subjectMemberId: memberId,
        action: `binding.${channel}`,
        before: { [column]: before[column] },
        after: { [column]: address },
      });
    });
  } catch (error) {
    if (error instanceof DomainFailure) throw error;
    // The unique mobile number: another account bound it between the check and the write.
    if (channel === 'mobile' && (await isAddressTaken(db, memberId, channel, address))) throw addressTaken();
    throw error;
  }
}
