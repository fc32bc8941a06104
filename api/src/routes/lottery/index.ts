// The lottery calls of requirements §7: the VN lottery menu of a prize mode (games per area with their next draw), the latest
// draw of each game, a game's opened draws, and one draw by its numero. A draw is served only once its time has
// passed; the clock is an option so tests can pin it.
import { lotteryEndpoints } from '@mekong/contracts/lottery';
import type { FastifyInstance } from 'fastify';
import { serveEndpoint } from '../serve-endpoint';
import { ApiFailure } from '../../plugins/app/errors';
import { pickLanguage } from '../../modules/columns';
import { loadDrawSecret } from '../../modules/lottery/draw-secret';
import { findLottoGame, listLottoGames, type LottoGame } from '../../modules/lottery/lottery.repository';
import { drawOfNumero, latestDraws, LOTTO_VENDOR_OF_PRIZE_MODE, lottoMenu, openedDraws } from '../../modules/lottery/lottery';

export interface LotteryRoutesOptions {
  now?: () => Date;
}

export default async function lotteryRoutes(fastify: FastifyInstance, opts: LotteryRoutesOptions) {
  const { db } = fastify;
  const now = opts.now ?? (() => new Date());
  const secret = await loadDrawSecret(db);

  const gameOrRefuse = async (gameCode: string): Promise<LottoGame> => {
    const game = await findLottoGame(db, gameCode);
    if (!game) throw new ApiFailure(404, 'lotto-game-not-found', `No lottery game '${gameCode}'`);
    return game;
  };

  serveEndpoint(fastify, lotteryEndpoints.vnMenu, async ({ prizeMode, language }) =>
    lottoMenu(await listLottoGames(db, LOTTO_VENDOR_OF_PRIZE_MODE[prizeMode]), language, now()),
  );

  serveEndpoint(fastify, lotteryEndpoints.vnMenuRecent, async ({ prizeMode, language }) => ({
    list: latestDraws(secret, await listLottoGames(db, LOTTO_VENDOR_OF_PRIZE_MODE[prizeMode]), now(), language),
  }));

  serveEndpoint(fastify, lotteryEndpoints.vnOpened, async ({ gameCode, limitNum, language }) => {
    const game = await gameOrRefuse(gameCode);
    return {
      gameCode: game.gameCode,
      gameName: pickLanguage(game, 'name', language),
      list: openedDraws(secret, game, now(), limitNum, language),
    };
  });

  serveEndpoint(fastify, lotteryEndpoints.openedNumero, async ({ gameCode, numero, language }) => {
    const game = await gameOrRefuse(gameCode);
    const draw = drawOfNumero(secret, game, numero, now(), language);
    if (draw.status === 'no-draw') throw new ApiFailure(404, 'draw-not-found', `${game.nameEn} has no draw on ${numero}`);
    if (draw.status === 'not-opened')
      throw new ApiFailure(409, 'draw-not-opened', `The draw ${numero} of ${game.nameEn} opens at ${draw.openTime.toISOString()}`);
    return draw.result;
  });
}
