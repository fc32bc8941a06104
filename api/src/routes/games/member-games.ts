// The member's own game lists: favourites (ids, paged list, add, remove; not for trial accounts) and recent games.
// Every call reads and changes only the token's member.
import { gamesEndpoints } from '@mekong/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { serveEndpoint } from '../serve-endpoint';
import { ApiFailure } from '../../plugins/app/errors';
import { requireRealAccount, sessionOf } from '../../plugins/app/accounts';
import { pageOfGames } from '../../modules/games/catalogue.repository';
import { addFavourite, favouriteIds, removeFavourite } from '../../modules/games/member-games.repository';

export const GAME_NOT_FOUND = 'game-not-found';
export const noGame = (nodeId: string) => new ApiFailure(404, GAME_NOT_FOUND, `No game '${nodeId}'`);

const realMember = (request: FastifyRequest) => requireRealAccount(sessionOf(request).member);

export default async function memberGameRoutes(fastify: FastifyInstance) {
  const { db } = fastify;

  serveEndpoint(fastify, gamesEndpoints.favouriteIds, async (_input, request) => ({ ids: await favouriteIds(db, realMember(request).id) }));

  serveEndpoint(fastify, gamesEndpoints.favourites, async ({ gameType, vassalage, pageNo, pageSize, language }, request) => {
    const member = realMember(request);
    const page = await pageOfGames(
      db,
      { gameType, vassalage, memberList: { kind: 'FAV', memberId: member.id } },
      pageNo,
      pageSize,
      language,
    );
    return { content: page.tiles, pageNum: pageNo, totalPages: page.totalPages, total: page.total };
  });

  serveEndpoint(fastify, gamesEndpoints.addFavourite, async ({ nodeId }, request) => {
    const member = realMember(request);
    if (!(await addFavourite(db, member.id, nodeId, new Date()))) throw noGame(nodeId);
    return { ids: await favouriteIds(db, member.id) };
  });

  serveEndpoint(fastify, gamesEndpoints.removeFavourite, async ({ nodeId }, request) => {
    const member = realMember(request);
    await removeFavourite(db, member.id, nodeId);
    return { ids: await favouriteIds(db, member.id) };
  });

  serveEndpoint(fastify, gamesEndpoints.recent, async ({ gameType, vassalage, page, pageSize, language }, request) => {
    const { member } = sessionOf(request);
    const games = await pageOfGames(
      db,
      { gameType, vassalage, memberList: { kind: 'RECENT', memberId: member.id } },
      page,
      pageSize,
      language,
    );
    return { list: games.tiles, totalPages: games.totalPages, total: games.total };
  });
}
