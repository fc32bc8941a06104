// The game launch (requirements §2 game launch routing, §5 launch rules): REAL needs a logged-in real account and plays with
// the member's wallet (answering mode REAL), DEMO is open to everyone with play money (e-lottery only after login); a
// vendor under maintenance is refused. The wallet and the game provider open the game session (modules/games/
// game-sessions.ts); a logged-in real member's launch of a catalogue game moves it to the top of their recent games.
import { gamesEndpoints } from '@mekong/contracts';
import type { FastifyInstance } from 'fastify';
import { serveEndpoint } from '../serve-endpoint';
import { ApiFailure } from '../../plugins/app/errors';
import { optionalSession, requireRealAccount, sessionOf } from '../../plugins/app/accounts';
import { isTrial } from '../../modules/accounts/members.repository';
import { resolveLaunch } from '../../modules/games/launch';
import { recordRecentGame } from '../../modules/games/member-games.repository';
import { openGameSession } from '../../modules/games/game-sessions';
import { gameMaintenanceMessage } from '../../modules/games/http-game-provider';
import { GAME_NOT_FOUND, noGame } from './member-games';

export default async function launchRoutes(fastify: FastifyInstance) {
  const { db } = fastify;

  serveEndpoint(fastify, gamesEndpoints.launch, async (input, request) => {
    const session = await optionalSession(request);
    if (input.mode === 'REAL') requireRealAccount(sessionOf(request).member);
    const launch = await resolveLaunch(db, input, input.language);
    if (!launch) {
      if (input.nodeId !== undefined) throw noGame(input.nodeId);
      throw new ApiFailure(404, GAME_NOT_FOUND, `No vendor '${input.vassalage ?? ''}' of ${input.gameType ?? ''} games`);
    }
    // Requirements §5: e-lottery launches need login, even the free trial.
    if (launch.game.gameType === 'ELOTT') sessionOf(request);
    if (launch.maintenance) {
      throw new ApiFailure(503, 'game-maintenance', gameMaintenanceMessage(launch.game.name));
    }
    // A member's game session is bound to the member session launching it: REAL bets end with it (see the wallet).
    const launcher = session ? { memberId: session.member.id, sessionHash: session.tokenHash } : null;
    const opened = await openGameSession(fastify, { game: launch.game, launcher, mode: input.mode, language: input.language });
    if (session && !isTrial(session.member.type) && launch.catalogued)
      await recordRecentGame(db, session.member.id, launch.game.nodeId, new Date());
    return { url: opened.url, target: launch.target, mode: opened.mode, nodeId: launch.game.nodeId, gameName: launch.game.name };
  });
}
