// Game-side calls of the layout: the game menus (vendors per game type) and the announcements (banners, notices,
// popups, promotion summaries), each list filled only when its type is asked for; then the game catalogue, the
// member's own game lists and the game launch.
import { systemEndpoints } from '@mekong/contracts';
import type { FastifyInstance } from 'fastify';
import { serveEndpoint } from '../serve-endpoint';
import { listGameMenus } from '../../modules/games/games.repository';
import { listBanners, listNotices, listPopups } from '../../modules/content/content.repository';
import { listPromotionSummaries } from '../../modules/promotions/promotions.repository';
import { optionalSession } from '../../plugins/app/accounts';
import catalogueRoutes from './catalogue';
import memberGameRoutes from './member-games';
import launchRoutes from './launch';

export default async function gameRoutes(fastify: FastifyInstance) {
  const { db } = fastify;

  serveEndpoint(fastify, systemEndpoints.gameMenus, ({ language }) => listGameMenus(db, language));

  serveEndpoint(fastify, systemEndpoints.announcements, async ({ types, language }, request) => {
    const wanted = new Set(types.split(',').map((t) => t.trim()));
    // Promotions follow the caller (a members-only one for members); popups go to all, the shell picks the audience.
    const session = wanted.has('PR') ? await optionalSession(request) : null;
    const when = <T>(type: string, list: () => Promise<T[]>): Promise<T[]> => (wanted.has(type) ? list() : Promise.resolve([]));
    // 'H' (help) is accepted for compatibility; its content is served by the help center call.
    const [banners, player, popup, promotion] = await Promise.all([
      when('B', () => listBanners(db, language)),
      when('PL', () => listNotices(db, language)),
      when('PU', () => listPopups(db, language)),
      when('PR', () => listPromotionSummaries(db, language, session ? { memberId: session.member.id } : null)),
    ]);
    return { banners, player, popup, promotion };
  });

  await fastify.register(catalogueRoutes);
  await fastify.register(memberGameRoutes);
  await fastify.register(launchRoutes);
}
