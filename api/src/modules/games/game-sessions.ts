// A launch's game session (requirements §5 launch rules): the wallet opens its own record of it first — the token a
// REAL game's bets will carry, bound to the member session launching it — then the game provider opens its game
// session under that token and answers the game page's URL. The provider is an outside party reached through the
// GameProvider interface: the in-house one mounted in this process, or one of its own process over HTTP.
import type { LaunchMode, Language } from '@mekong/contracts';
import type { GameProvider, LaunchableGame } from '@mekong/contracts/server';
import type { Db } from '../../db/database';
import { IN_HOUSE_PROVIDER, openWalletSession } from '../seamless';

/**
 * Who launches: a visitor (null), or a member by the session they are signed in with. A REAL game session lives no
 * longer than that member session: the wallet refuses its bets once the member session has ended (logout, password
 * change or reset, expiry) or owes a forced password change.
 */
export interface Launcher {
  memberId: string;
  /** The SHA-256 hash of the member session's token (ActiveSession.tokenHash); the token itself is never stored. */
  sessionHash: string;
}

export interface OpenGameSessionInput {
  game: LaunchableGame;
  launcher: Launcher | null;
  mode: LaunchMode;
  language: Language;
}

export interface GameSession {
  /** The game page for the iframe, as the provider answered it. */
  url: string;
  /** The mode opened: as asked (REAL needs a member). */
  mode: LaunchMode;
  /** The session token in the URL: what the game page, and the seamless wallet for a REAL bet, know the session by. */
  token: string;
}

/** What a launch needs: the site's database (the wallet's record) and the game provider (an app has both). */
export interface GameLaunchDeps {
  db: Db;
  gameProvider: GameProvider;
}

export async function openGameSession({ db, gameProvider }: GameLaunchDeps, input: OpenGameSessionInput): Promise<GameSession> {
  const { game, launcher, mode } = input;
  if (mode === 'REAL' && launcher === null) throw new Error('A REAL game session needs a member');
  const memberId = launcher?.memberId ?? null;
  const token = await openWalletSession(db, {
    provider: IN_HOUSE_PROVIDER,
    game,
    mode,
    memberId,
    memberSessionHash: launcher?.sessionHash ?? null,
  });
  const { url } = await gameProvider.openSession({ token, game, mode, playerId: memberId, language: input.language });
  return { url, mode, token };
}
