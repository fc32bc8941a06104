// The demo site's winner board: wins of the demo accounts on hot slots, in-house games and live, fishing and card
// games, made by a seeded PRNG so every run and both databases show the same board. Real wins come from play.
import type { Db } from '../database';
import { DEMO_ACCOUNTS } from './accounts.seed';
import { prng } from './catalogue.seed';

const WINS = 40;
const SEED = 0x77696e73; // 'wins'
const LATEST_WIN = Date.parse('2025-11-22T12:00:00.000Z');
const HOUR_MS = 3_600_000;
const MIN_WIN_KIP = 50_000;
const MAX_WIN_KIP = 50_000_000;

const WINNER_ACCOUNTS = [
  DEMO_ACCOUNTS.member.account,
  ...DEMO_ACCOUNTS.downlines.map((d) => d.account),
  DEMO_ACCOUNTS.agent.account,
  DEMO_ACCOUNTS.secondFactor.account,
];

/**
 * Seeds the board when it has no win. Runs after the demo accounts exist (the accounts plugin seeds them); with none
 * of them in the database there is nobody to show, and nothing is seeded.
 */
export async function seedWinnerBoardIfEmpty(db: Db): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    if (await trx.selectFrom('game_wins').select('id').limit(1).executeTakeFirst()) return false;
    const members = await trx.selectFrom('members').select('id').where('account', 'in', WINNER_ACCOUNTS).orderBy('account').execute();
    const games = await trx
      .selectFrom('games')
      .select('nodeId')
      .where((eb) => eb.or([eb('isHot', '=', 1), eb('gameType', '!=', 'RNG')]))
      .orderBy('id')
      .execute();
    if (members.length === 0 || games.length === 0) return false;
    const random = prng(SEED);
    const pick = <T>(items: T[]): T => items[Math.floor(random() * items.length)] as T;
    // Cubed, so most wins are modest and a few are large, as on a real board.
    const wins = Array.from({ length: WINS }, (_, i) => ({
      id: `demo-win-${String(i + 1).padStart(2, '0')}`,
      memberId: pick(members).id,
      nodeId: pick(games).nodeId,
      winAmountMinor: Math.round(MIN_WIN_KIP + random() ** 3 * (MAX_WIN_KIP - MIN_WIN_KIP)) * 100,
      winTime: new Date(LATEST_WIN - Math.floor(random() * 72 * HOUR_MS)).toISOString(),
    }));
    await trx
      .insertInto('game_wins')
      .values(wins)
      .onConflict((oc) => oc.column('id').doNothing())
      .execute();
    return true;
  });
}
