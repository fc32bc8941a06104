// A member's own game lists: favourites (added and removed by the member, each game once) and recent games (written
// by launches, each game once at its latest launch). Listing them with filters goes through the catalogue's pages.
import { sql } from 'kysely';
import type { Db } from '../../db/database';

/** One more than the member's highest position in the list, so the newest entry sorts first. */
const nextPosition = (table: 'favourite_games' | 'recent_games', memberId: string) =>
  sql<number>`(select coalesce(max(position), 0) + 1 from ${sql.table(table)} where member_id = ${memberId})`;

/** The member's favourite nodeIds, newest first. */
export async function favouriteIds(db: Db, memberId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('favourite_games')
    .select('nodeId')
    .where('memberId', '=', memberId)
    .orderBy('position', 'desc')
    .orderBy('nodeId')
    .execute();
  return rows.map((r) => r.nodeId);
}

/** Adds a favourite; one already there keeps its place. False when there is no such game. */
export async function addFavourite(db: Db, memberId: string, nodeId: string, at: Date): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const game = await trx.selectFrom('games').select('nodeId').where('nodeId', '=', nodeId).executeTakeFirst();
    if (!game) return false;
    await trx
      .insertInto('favourite_games')
      .values({ memberId, nodeId, position: nextPosition('favourite_games', memberId), createdAt: at.toISOString() })
      .onConflict((oc) => oc.columns(['memberId', 'nodeId']).doNothing())
      .execute();
    return true;
  });
}

export async function removeFavourite(db: Db, memberId: string, nodeId: string): Promise<void> {
  await db.deleteFrom('favourite_games').where('memberId', '=', memberId).where('nodeId', '=', nodeId).execute();
}

/** Moves the game to the top of the member's recent games (adding it the first time). */
export async function recordRecentGame(db: Db, memberId: string, nodeId: string, at: Date): Promise<void> {
  await db
    .insertInto('recent_games')
    .values({ memberId, nodeId, position: nextPosition('recent_games', memberId), lastLaunchedAt: at.toISOString() })
    .onConflict((oc) =>
      oc
        .columns(['memberId', 'nodeId'])
        .doUpdateSet((eb) => ({ position: eb.ref('excluded.position'), lastLaunchedAt: eb.ref('excluded.lastLaunchedAt') })),
    )
    .execute();
}
