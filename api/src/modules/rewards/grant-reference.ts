// Grants by reference (issue 16): what ops, the seed or a job give a member by hand — red envelopes, wheel tickets, a
// bonus — is named by a reference the granter chooses (a campaign's batch, a support ticket). The same reference again
// grants nothing more and answers the first grant, however many run at once: the reference is an idempotency key of
// its own scope, claimed on the granting transaction. The same reference for another grant is refused, so a typo
// cannot pass for a retry.
import { z } from 'zod';
import type { Db } from '../../db/database';
import { DomainFailure } from '../failure';
import { IdempotencyConflict, runIdempotent } from '../ledger';

/** What a reference may be: short, printable, no spaces (it is typed on a command line and shown in lists). */
export const grantReferenceField = z
  .string()
  .regex(/^[A-Za-z0-9][A-Za-z0-9._:-]{0,63}$/, 'a grant reference is 1 to 64 letters, digits, . _ : or -, starting with a letter or digit');

export interface Granted<T> {
  value: T;
  /** True when the reference had granted already: nothing moved now, `value` is the first grant's. */
  repeated: boolean;
}

/**
 * Runs `work` once per reference on a transaction that also claims it. `grant` is what is given (kind, target,
 * member, count): a later call must ask for the same to be told it was done.
 */
export async function grantOnce<T>(
  db: Db,
  reference: string,
  grant: Record<string, unknown>,
  work: (trx: Db) => Promise<T>,
): Promise<Granted<T>> {
  if (!grantReferenceField.safeParse(reference).success)
    throw new DomainFailure(400, 'bad-request', `'${reference}' is not a grant reference: 1 to 64 letters, digits, . _ : or -`);
  let ran = false;
  try {
    const value = await runIdempotent(db, { scope: 'grant', key: reference, request: grant }, async (trx) => {
      const done = await work(trx);
      // Set last: a call that lost the race for the reference fails before `work` and replays the winner's answer.
      ran = true;
      return done;
    });
    return { value, repeated: !ran };
  } catch (error) {
    if (error instanceof IdempotencyConflict)
      throw new DomainFailure(409, 'conflict', `Grant reference '${reference}' was used for another grant: choose a new reference`);
    throw error;
  }
}
