// What deposit and withdrawal orders share: their ids, the idempotent call of a member's money request, a member's
// page of them, and the refusals every order call may give.
import { randomBytes } from 'node:crypto';
import type { Selectable } from 'kysely';
import type { Database, Db } from '../../db/database';
import type { IdempotentCall } from '../ledger';
import { DomainFailure } from '../failure';

/** Crockford's base32: no I, L, O or U, so an id read aloud or typed into an ops command is not misread. */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** 'D' or 'W' and 16 random base32 characters (80 bits): short enough to type, too many to guess. */
export function newOrderId(prefix: 'D' | 'W'): string {
  const bytes = randomBytes(10);
  let bits = 0;
  let value = 0;
  let id = prefix;
  for (const byte of bytes) {
    // Only the bits not yet spent are kept (at most 12), so the number never overflows.
    value = ((value << 8) | byte) & 0xfff;
    bits += 8;
    while (bits >= 5) {
      bits -= 5;
      id += ALPHABET[(value >> bits) & 31];
    }
  }
  return id;
}

/**
 * The idempotent call of a member's request: the key in the member's scope, the request without its key. Secrets
 * (the withdraw password) are left out of the hashed request too: a fast hash of six digits would give them away.
 */
export function memberCall<I extends { idempotencyKey: string }>(
  memberId: string,
  input: I,
  secrets: readonly (keyof I)[] = [],
): IdempotentCall {
  const request: Record<string, unknown> = { ...input };
  for (const field of ['idempotencyKey', ...secrets] as const) delete request[field as string];
  return { scope: `member:${memberId}`, key: input.idempotencyKey, request };
}

/** The same answer whether the order does not exist or is someone else's. */
export const orderNotFound = (id: string): DomainFailure => new DomainFailure(404, 'order-not-found', `No order ${id}`);

export const orderState = (id: string, status: string, wanted: string): DomainFailure =>
  new DomainFailure(409, 'order-state', `Order ${id} is ${status}; only ${wanted} orders can do this`, { status });

type OrderTable = 'deposit_orders' | 'withdrawal_orders';

/** One page of a member's orders, newest first, in the contracts' page shape. */
export async function memberOrdersPage<T extends OrderTable, Item>(
  db: Db,
  table: T,
  memberId: string,
  page: { pageNo: number; pageSize: number },
  toItem: (row: Selectable<Database[T]>) => Item,
) {
  // Both tables have the columns used here; Kysely cannot see that through the union of their names.
  const orders = db.selectFrom(table as OrderTable).where('memberId', '=', memberId);
  const [rows, counted] = await Promise.all([
    orders
      .selectAll()
      .orderBy('createdAt', 'desc')
      .orderBy('id', 'desc')
      .limit(page.pageSize)
      .offset((page.pageNo - 1) * page.pageSize)
      .execute(),
    orders.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  const total = Number(counted.total);
  return {
    list: (rows as Selectable<Database[T]>[]).map(toItem),
    pageNo: page.pageNo,
    totalPages: Math.ceil(total / page.pageSize),
    total,
  };
}
