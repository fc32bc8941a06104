// The secret lottery draws are derived from: 32 random bytes created on first start and kept in `server_secrets`,
// so every node of one database derives the same draws (the same way the enc key pair is kept).
import { randomBytes } from 'node:crypto';
import type { Db } from '../../db/database';

const DRAW_SECRET = 'lotto-draws';

export async function loadDrawSecret(db: Db): Promise<Buffer> {
  const stored = () => db.selectFrom('server_secrets').select('secret').where('name', '=', DRAW_SECRET).executeTakeFirst();
  const existing = await stored();
  if (existing) return Buffer.from(existing.secret, 'hex');
  // A node starting at the same moment may insert first: whichever row won is the secret for everyone.
  await db
    .insertInto('server_secrets')
    .values({ name: DRAW_SECRET, secret: randomBytes(32).toString('hex'), createdAt: new Date().toISOString() })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
  const kept = await stored();
  if (!kept) throw new Error('The lottery draw secret could not be stored');
  return Buffer.from(kept.secret, 'hex');
}
