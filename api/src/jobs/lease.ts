// Database leases of scheduled jobs (docs/architecture.md, Scale: jobs take a database lease so only one node runs each). A node
// takes a job's row when it is free or expired, or renews its own; a node that dies loses it when it expires.
import type { Db } from '../db/database';

/** True when `holder` holds the lease of `name` until now + ttlMs. */
export async function takeLease(db: Db, name: string, holder: string, ttlMs: number, now: Date): Promise<boolean> {
  const expiresAt = new Date(now.getTime() + ttlMs).toISOString();
  const inserted = await db
    .insertInto('job_leases')
    .values({ name, holder, expiresAt })
    .onConflict((oc) => oc.column('name').doNothing())
    .executeTakeFirst();
  if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 1) return true;
  // One conditional update: of nodes racing for an expired lease, the row lock lets exactly one match.
  const taken = await db
    .updateTable('job_leases')
    .set({ holder, expiresAt })
    .where('name', '=', name)
    .where((eb) => eb.or([eb('holder', '=', holder), eb('expiresAt', '<=', now.toISOString())]))
    .executeTakeFirst();
  return Number(taken.numUpdatedRows) === 1;
}

/** Gives the lease up (a node shutting down), so another node need not wait for it to expire. */
export async function releaseLease(db: Db, name: string, holder: string): Promise<void> {
  await db.deleteFrom('job_leases').where('name', '=', name).where('holder', '=', holder).execute();
}
