// Member-centre calls of issue 19: refer and earn (the caller's link and referred players, while REFERRAL.enabled),
// the manual rebate (while MANUALREBATE3 is on) and feedback (PUT /wps/feedback, the caller's own feedback, and its
// own images' bytes). Only real (not trial) members; every call reads or writes the caller's own rows only.
import { z } from 'zod';
import { fail } from '@mekong/contracts';
import { feedbackEndpoints, manualRebateEndpoints, referralEndpoints, FEEDBACK_FAILURES } from '@mekong/contracts/member-extras';
import { PATHS } from '@mekong/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { serveEndpoint } from '../serve-endpoint';
import { announce, realMember } from '../cashier/member-checks';
import { authenticate } from '../../plugins/app/accounts';
import { IMAGES_BODY_LIMIT } from '../../modules/cashier/proof-images';
import { referralState } from '../../modules/member-referral/member-referral';
import { claimManualRebate, manualRebateState } from '../../modules/manual-rebate/manual-rebate';
import { listFeedback, readFeedbackImage, submitFeedback } from '../../modules/feedback/feedback.repository';

const imageParams = z.object({ id: z.string().regex(/^[0-9a-f-]{36}$/) });

export default async function memberExtraRoutes(fastify: FastifyInstance) {
  const { db } = fastify;

  // Feedback carries up to three images of 5 MB, far above the server's default body limit of 1 MiB.
  fastify.addHook('onRoute', (route) => {
    if (route.url === feedbackEndpoints.submit.path && route.method === 'PUT') route.bodyLimit = IMAGES_BODY_LIMIT;
  });

  serveEndpoint(fastify, referralEndpoints.state, async (paging, request) => referralState(db, realMember(request), paging));

  serveEndpoint(fastify, manualRebateEndpoints.state, async (_input, request) => manualRebateState(db, realMember(request).id));

  serveEndpoint(fastify, manualRebateEndpoints.claim, async ({ idempotencyKey }, request) => {
    const { value, notices } = await claimManualRebate(db, realMember(request).id, idempotencyKey, new Date());
    await announce(fastify, notices);
    return value;
  });

  serveEndpoint(fastify, feedbackEndpoints.submit, async (input, request) => submitFeedback(db, realMember(request).id, input, new Date()));

  serveEndpoint(fastify, feedbackEndpoints.list, async (paging, request) => listFeedback(db, realMember(request).id, paging));

  // The bytes of one of the caller's images: another member's (or an unknown id) is the same 404, so ids leak nothing.
  // Sent as the checked type only, never sniffed, never cached by a shared cache, and inert if opened on its own.
  fastify
    .withTypeProvider<ZodTypeProvider>()
    .get(
      `${PATHS.feedback}/images/:id`,
      { preHandler: authenticate, schema: { hide: true, params: imageParams } },
      async (request, reply) => {
        const image = await readFeedbackImage(db, request.params.id, realMember(request).id);
        if (!image) return reply.code(404).send(fail(FEEDBACK_FAILURES.notFound, 'No such image'));
        return reply
          .type(image.mimeType)
          .header('cache-control', 'private, no-store')
          .header('x-content-type-options', 'nosniff')
          .header('content-disposition', 'inline; filename="feedback-image"')
          .header('content-security-policy', "default-src 'none'; sandbox")
          .send(image.bytes);
      },
    );
}
