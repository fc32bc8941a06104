// The game catalogue calls: the paged game list with filters and name search (also of the member's favourites or
// recent games), hot games, the home lobby's vendor lanes, and the winner board. The lists, hot games and lanes are
// the same for every visitor and come from the catalogue cache (public-answers.ts); the winner board moves with
// every win and is read each time.
import { gamesEndpoints, type GameListFilter, type GameListInput } from '@mekong/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { serveEndpoint } from '../serve-endpoint';
import { optionalSession, requireRealAccount, sessionOf } from '../../plugins/app/accounts';
import { pageOfGames, type GameFilters, type GamePage } from '../../modules/games/catalogue.repository';
import { CatalogueCache } from '../../modules/games/catalogue-cache';
import { vendorLanes } from '../../modules/games/lanes';
import { winnerBoard } from '../../modules/games/winners.repository';
import { publicAnswers, type HeldAnswer } from './public-answers';

type MemberClassify = Extract<GameListFilter, 'FAV' | 'RECENT'>;
const isMemberClassify = (classify: GameListFilter): classify is MemberClassify => classify === 'FAV' || classify === 'RECENT';
const listAnswer = (page: GamePage, pageNo: number) => ({ games: page.tiles, totalPages: page.totalPages, pageNo, total: page.total });

/**
 * FAV and RECENT list the games of the Bearer token's member (a visitor is refused as not logged in; favourites,
 * like their own calls, are not for trial accounts).
 */
async function memberListFilter(classify: MemberClassify, request: FastifyRequest): Promise<Pick<GameFilters, 'memberList'>> {
  await optionalSession(request);
  const { member } = sessionOf(request);
  if (classify === 'FAV') requireRealAccount(member);
  return { memberList: { kind: classify, memberId: member.id } };
}

export default async function catalogueRoutes(fastify: FastifyInstance) {
  const { db } = fastify;
  const cache = new CatalogueCache<HeldAnswer>(db);
  const servePublic = publicAnswers(fastify, cache);

  servePublic(
    gamesEndpoints.list,
    async ({ gameType, vassalage, gameName, gameClassify, pageNo, pageSize, language }) => {
      if (isMemberClassify(gameClassify)) throw new Error('A member list is answered for its member only');
      return listAnswer(await cache.page({ gameType, vassalage, gameName, classify: gameClassify }, pageNo, pageSize, language), pageNo);
    },
    {
      when: (input: GameListInput) => isMemberClassify(input.gameClassify),
      answer: async ({ gameType, vassalage, gameName, gameClassify, pageNo, pageSize, language }, request) => {
        if (!isMemberClassify(gameClassify)) throw new Error('Only member lists are answered per member');
        const filters: GameFilters = { gameType, vassalage, gameName, ...(await memberListFilter(gameClassify, request)) };
        return listAnswer(await pageOfGames(db, filters, pageNo, pageSize, language), pageNo);
      },
    },
  );
  servePublic(gamesEndpoints.hot, async ({ gameType, vassalage, limitNum, language }) => ({
    list: await cache.top({ gameType, vassalage, classify: 'HOT' }, limitNum, language),
  }));
  servePublic(gamesEndpoints.vendorLanes, async ({ language }) => ({ data: { lanes: await vendorLanes(db, language) } }));
  serveEndpoint(fastify, gamesEndpoints.winnerBoard, async (input) => ({ list: await winnerBoard(db, input) }));
}
