// Runs a money-moving call at most once per idempotency key: the key, a hash of the request and the first
// answer are stored in the same transaction as the money moves. The same key and request later gets the first
// answer and moves nothing; the same key with another request is refused. A refused call (bad input, short
// balance) stores nothing, so the member may retry it with the same key.
import { createHash } from 'node:crypto';
import type { Db } from '../../db/database';
import { DomainFailure } from '../failure';

export interface IdempotentCall {
  /** Whose keys these are: 'member:<id>' or 'provider:<code>'. */
  scope: string;
  key: string;
  /** What identifies the request (the body without its key); compared by a hash of its canonical JSON. */
  request: unknown;
}

/** JSON with object keys sorted, so the same request always hashes the same. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).filter(([, v]) => v !== undefined);
    entries.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

export const requestHash = (request: unknown): string => createHash('sha256').update(canonicalJson(request)).digest('hex');

export class IdempotencyConflict extends DomainFailure {
  constructor() {
    super(409, 'idempotency-conflict', 'This idempotencyKey was already used for a different request; make a new key for a new request');
  }
}

/** True when an insert broke a primary-key or unique constraint, on SQLite or PostgreSQL. */
export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY' || code === 'SQLITE_CONSTRAINT_UNIQUE';
}

async function storedAnswer<T>(db: Db, call: IdempotentCall, hash: string): Promise<{ found: true; value: T } | { found: false }> {
  const row = await db
    .selectFrom('idempotency_keys')
    .select(['requestHash', 'response'])
    .where('scope', '=', call.scope)
    .where('key', '=', call.key)
    .executeTakeFirst();
  if (!row) return { found: false };
  if (row.requestHash !== hash) throw new IdempotencyConflict();
  return { found: true, value: JSON.parse(row.response) as T };
}

/**
 * `work` runs on a new transaction that also claims the key; its answer must be plain JSON. On PostgreSQL a
 * concurrent call with the same key waits on the key's row and then replays the answer of the first.
 */
export async function runIdempotent<T>(db: Db, call: IdempotentCall, work: (trx: Db) => Promise<T>): Promise<T> {
  const hash = requestHash(call.request);
  const earlier = await storedAnswer<T>(db, call, hash);
  if (earlier.found) return earlier.value;
  try {
    return await db.transaction().execute(async (trx) => {
      const createdAt = new Date().toISOString();
      await trx
        .insertInto('idempotency_keys')
        .values({ scope: call.scope, key: call.key, requestHash: hash, response: 'null', createdAt })
        .execute();
      const value = await work(trx);
      await trx
        .updateTable('idempotency_keys')
        .set({ response: JSON.stringify(value) })
        .where('scope', '=', call.scope)
        .where('key', '=', call.key)
        .execute();
      return value;
    });
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    const raced = await storedAnswer<T>(db, call, hash);
    if (raced.found) return raced.value;
    throw error;
  }
}
