// The game catalogue calls: the paged game list with filters and name search (also of the member's favourites or
// recent games), hot games, the home lobby's vendor lanes, and the winner board.
import { gamesEndpoints, type GameListFilter } from '@mekong/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { serveEndpoint } from '../serve-endpoint';
import { optionalSession, requireRealAccount, sessionOf } from '../../plugins/app/accounts';
import { listHotGames, pageOfGames, type GameFilters } from '../../modules/games/catalogue.repository';
import { vendorLanes } from '../../modules/games/lanes';
import { winnerBoard } from '../../modules/games/winners.repository';

/**
 * FAV and RECENT list the games of the Bearer token's member (a visitor is refused as not logged in; favourites,
 * like their own calls, are not for trial accounts); the other filters need no session.
 */
async function classifyFilter(classify: GameListFilter, request: FastifyRequest): Promise<Pick<GameFilters, 'classify' | 'memberList'>> {
  if (classify !== 'FAV' && classify !== 'RECENT') return { classify };
  await optionalSession(request);
  const { member } = sessionOf(request);
  if (classify === 'FAV') requireRealAccount(member);
  return { memberList: { kind: classify, memberId: member.id } };
}

export default async function catalogueRoutes(fastify: FastifyInstance) {
  const { db } = fastify;
  serveEndpoint(fastify, gamesEndpoints.list, async (input, request) => {
    const { gameType, vassalage, gameName, pageNo, pageSize, language } = input;
    const filters: GameFilters = { gameType, vassalage, gameName, ...(await classifyFilter(input.gameClassify, request)) };
    const page = await pageOfGames(db, filters, pageNo, pageSize, language);
    return { games: page.tiles, totalPages: page.totalPages, pageNo, total: page.total };
  });
  serveEndpoint(fastify, gamesEndpoints.hot, async (input) => ({ list: await listHotGames(db, input) }));
  serveEndpoint(fastify, gamesEndpoints.vendorLanes, async ({ language }) => ({ data: { lanes: await vendorLanes(db, language) } }));
  serveEndpoint(fastify, gamesEndpoints.winnerBoard, async (input) => ({ list: await winnerBoard(db, input) }));
}
