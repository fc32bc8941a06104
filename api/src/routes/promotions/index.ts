// Promotion calls: getAnnouncementContentV2 (banners, player notices, the caller's popups, promotions with the
// caller's activity status, help), a promotion's detail, and a member's join, raffle claim and application. Visitors
// read; only real (not trial) members take part.
import { PATHS, type Popup } from '@mekong/contracts';
import { promotionEndpoints } from '@mekong/contracts/promotions';
import type { FastifyInstance } from 'fastify';
import { serveEndpoint } from '../serve-endpoint';
import { optionalSession } from '../../plugins/app/accounts';
import { announce, realMember } from '../cashier/member-checks';
import { getHelpCenter, listBanners, listNotices, listPopups } from '../../modules/content/content.repository';
import { IMAGES_BODY_LIMIT, readProofImages } from '../../modules/cashier/proof-images';
import {
  applyForPromotion,
  claimPromotion,
  getPromotion,
  joinPromotion,
  listPromotions,
  type Viewer,
} from '../../modules/promotions/promotions.repository';
import { issueMetBonuses } from '../../modules/promotions/issue-met';

/** Popups by audience (requirements §4): B for visitors, A and F for members (the client shows F on the first login only). */
const popupsFor = (signedIn: boolean) => (popup: Popup) => (signedIn ? popup.execution !== 'B' : popup.execution === 'B');

export default async function promotionRoutes(fastify: FastifyInstance) {
  const { db } = fastify;

  // An application carries up to three images, far above the server's default body limit of 1 MiB.
  fastify.addHook('onRoute', (route) => {
    if (route.url === PATHS.promotions.apply) route.bodyLimit = IMAGES_BODY_LIMIT;
  });

  // A member reading promotions sees a bonus whose turnover is met as Issued now, not after the job's next run.
  const viewerOf = async (request: Parameters<typeof optionalSession>[0]): Promise<Viewer> => {
    const session = await optionalSession(request);
    if (!session) return null;
    await issueMetBonuses(db, new Date(), [session.member.id]);
    return { memberId: session.member.id };
  };

  serveEndpoint(fastify, promotionEndpoints.content, async ({ types, language }, request) => {
    const wanted = new Set(types.split(',').map((t) => t.trim()));
    const viewer = await viewerOf(request);
    const none = Promise.resolve([]);
    const [banners, player, popup, promotions, help] = await Promise.all([
      wanted.has('B') ? listBanners(db, language) : none,
      wanted.has('PL') ? listNotices(db, language) : none,
      wanted.has('PU') ? listPopups(db, language) : none,
      wanted.has('PR') ? listPromotions(db, language, viewer, new Date()) : null,
      wanted.has('H') ? getHelpCenter(db, language, 'WEB') : none,
    ]);
    return {
      banners,
      player,
      popup: popup.filter(popupsFor(viewer !== null)),
      promotion: promotions?.promotions ?? [],
      categories: promotions?.categories ?? [],
      help,
    };
  });

  serveEndpoint(fastify, promotionEndpoints.detail, async ({ id, language }, request) =>
    getPromotion(db, id, language, await viewerOf(request), new Date()),
  );

  serveEndpoint(fastify, promotionEndpoints.join, async ({ id }, request) => joinPromotion(db, realMember(request).id, id, new Date()));

  serveEndpoint(fastify, promotionEndpoints.claimRaffle, async ({ id, idempotencyKey }, request) => {
    const { value, notices } = await claimPromotion(db, realMember(request).id, id, idempotencyKey, new Date());
    await announce(fastify, notices);
    return value;
  });

  serveEndpoint(fastify, promotionEndpoints.apply, async ({ id, comment, images }, request) => {
    const member = realMember(request);
    // Checked by content before anything is written: a bad image refuses the whole application.
    const checked = readProofImages(images ?? [], 'images');
    return applyForPromotion(db, member.id, id, { comment: comment || null, images: checked }, new Date());
  });
}
