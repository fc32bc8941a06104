// Serves the generated images the seeded data points at: banner artwork in the asked language, vendor logos and
// game icons; member avatars; and the points mall's item pictures (SVG files in ./mall, read once at start).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import { fail, failureEnvelopeSchema, LANGUAGES } from '@mekong/contracts';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AVATAR_ROUTE, IMAGE_ROUTES, MALL_IMAGE_ROUTE } from '../../modules/image-urls';
import { getBannerArtwork } from '../../modules/content/content.repository';
import { vendorExists } from '../../modules/games/games.repository';
import { gameIconName } from '../../modules/games/catalogue.repository';
import { avatarSvg, bannerSvg, gameIconSvg, vendorLogoSvg } from './svg';

const bannerParams = z.object({ id: z.string().min(1) });
const bannerQuery = z.object({ language: z.enum(LANGUAGES).default('LO') });
const vendorParams = z.object({ code: z.string().min(1) });
const gameParams = z.object({ nodeId: z.string().regex(/^[a-z0-9_-]{1,64}$/) });
const avatarParams = z.object({ seed: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/) });
const mallParams = z.object({ file: z.string().regex(/^[a-z0-9-]{1,64}\.svg$/) });

/** The mall's pictures by file name: a closed set read from the repository, so no request names a path of its own. */
const MALL_IMAGES_DIR = join(__dirname, 'mall');
const mallImages = new Map(readdirSync(MALL_IMAGES_DIR).map((file) => [file, readFileSync(join(MALL_IMAGES_DIR, file), 'utf8')]));
const errorResponses = { '4xx': failureEnvelopeSchema, '5xx': failureEnvelopeSchema };

function sendSvg(reply: FastifyReply, svg: string) {
  // Artwork changes only when ops edit it; an hour of caching keeps carousels snappy.
  return reply.type('image/svg+xml; charset=utf-8').header('cache-control', 'public, max-age=3600').send(svg);
}

export default async function imageRoutes(fastify: FastifyInstance) {
  const { db } = fastify;
  const typed = fastify.withTypeProvider<ZodTypeProvider>();

  typed.get(
    IMAGE_ROUTES.banner,
    { schema: { hide: true, params: bannerParams, querystring: bannerQuery, response: errorResponses } },
    async (request, reply) => {
      const { id } = request.params;
      const { language } = request.query;
      const artwork = await getBannerArtwork(db, id);
      if (!artwork) return reply.code(404).send(fail('not-found', `No banner '${id}'`));
      return sendSvg(reply, bannerSvg({ ...artwork, headline: artwork.headline[language], subline: artwork.subline[language] }));
    },
  );

  typed.get(IMAGE_ROUTES.vendor, { schema: { hide: true, params: vendorParams, response: errorResponses } }, async (request, reply) => {
    const { code } = request.params;
    if (!(await vendorExists(db, code))) return reply.code(404).send(fail('not-found', `No vendor '${code}'`));
    return sendSvg(reply, vendorLogoSvg(code));
  });

  typed.get(
    IMAGE_ROUTES.game,
    { schema: { hide: true, params: gameParams, querystring: bannerQuery, response: errorResponses } },
    async (request, reply) => {
      const { nodeId } = request.params;
      const game = await gameIconName(db, nodeId, request.query.language);
      if (!game) return reply.code(404).send(fail('not-found', `No game '${nodeId}'`));
      return sendSvg(reply, gameIconSvg(nodeId, game.name, game.vassalage));
    },
  );

  typed.get(AVATAR_ROUTE, { schema: { hide: true, params: avatarParams, response: errorResponses } }, async (request, reply) =>
    sendSvg(reply, avatarSvg(request.params.seed)),
  );

  typed.get(MALL_IMAGE_ROUTE, { schema: { hide: true, params: mallParams, response: errorResponses } }, async (request, reply) => {
    const svg = mallImages.get(request.params.file);
    if (svg === undefined) return reply.code(404).send(fail('not-found', `No mall image '${request.params.file}'`));
    return sendSvg(reply, svg);
  });
}
