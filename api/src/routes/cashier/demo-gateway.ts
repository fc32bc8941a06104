// The demo payment gateway as a browser sees it (its payment page, and the form the payer submits) and the callback
// endpoint it reports to. Pressing a button makes the gateway sign a callback and send it to this API as a real
// gateway would: over HTTP to the server's own address when it listens, or through inject when it does not (tests).
import { randomUUID } from 'node:crypto';
import { failureEnvelopeSchema, ok, PATHS, successEnvelopeSchema } from '@mekong/contracts';
import { DEPOSIT_STATUSES } from '@mekong/contracts/money';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { ApiFailure } from '../../plugins/app/errors';
import { completeDeposit } from '../../modules/cashier/deposits';
import { DEMO_PAY_PATH, DEMO_SIGNATURE_HEADER, signDemoCallback, type DemoCallbackBody } from '../../modules/cashier/demo-gateway';
import {
  DEMO_PAGE_STYLESHEET,
  DEMO_PAGE_STYLESHEET_PATH,
  pageLanguage,
  renderNotePage,
  renderPaymentPage,
  type DemoPageNote,
} from '../../modules/cashier/demo-gateway-page';
import type { PaymentProvider } from '../../modules/cashier/payment-provider';
import type { DemoGatewaySettings } from '../../modules/cashier/settings';
import { announce } from './member-checks';
import { ownAddress } from '../../plugins/app/own-address';

const CALLBACK_TIMEOUT_MS = 10_000;

const callbackAnswerSchema = z.object({ orderId: z.string(), status: z.enum(DEPOSIT_STATUSES) });

interface PageRequest {
  Params: { orderId: string };
  Querystring: { lang?: string };
}

/** Sends the signed callback the way a gateway would; answers the callback endpoint's HTTP status. */
async function sendCallback(fastify: FastifyInstance, body: DemoCallbackBody, secret: string): Promise<number> {
  const rawBody = JSON.stringify(body);
  const headers = { 'content-type': 'application/json', [DEMO_SIGNATURE_HEADER]: signDemoCallback(secret, rawBody) };
  const origin = ownAddress(fastify);
  if (!origin)
    return (await fastify.inject({ method: 'POST', url: PATHS.cashier.demoDepositCallback, headers, payload: rawBody })).statusCode;
  try {
    const response = await fetch(`${origin}${PATHS.cashier.demoDepositCallback}`, {
      method: 'POST',
      headers,
      body: rawBody,
      signal: AbortSignal.timeout(CALLBACK_TIMEOUT_MS),
    });
    return response.status;
  } catch (error) {
    fastify.log.warn({ err: error }, 'demo gateway callback could not be sent');
    return 502;
  }
}

/** The callback endpoint, in a context of its own whose body parser keeps the raw text the signature covers. */
async function callbackRoute(fastify: FastifyInstance, opts: { gateway: PaymentProvider }) {
  fastify.removeAllContentTypeParsers();
  fastify.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => done(null, body));

  fastify.route({
    method: 'POST',
    url: PATHS.cashier.demoDepositCallback,
    schema: {
      tags: ['cashier'],
      response: { 200: successEnvelopeSchema(callbackAnswerSchema), '4xx': failureEnvelopeSchema, '5xx': failureEnvelopeSchema },
    },
    handler: async (request) => {
      const rawBody = typeof request.body === 'string' ? request.body : '';
      const callback = opts.gateway.verifyCallback?.(rawBody, request.headers);
      if (!callback) throw new ApiFailure(404, 'not-found', 'This channel takes no callbacks');
      const outcome =
        callback.outcome === 'PAID'
          ? { status: 'PAID' as const, reference: callback.reference }
          : { status: 'FAILED' as const, reference: callback.reference, reason: callback.reason };
      const { value, notices } = await completeDeposit(fastify.db, callback.orderId, outcome, {
        channel: 'DEMO_GATEWAY',
        amountMinor: callback.amountMinor,
      });
      await announce(fastify, notices);
      return ok({ orderId: value.id, status: value.status });
    },
  });
}

export default async function demoGatewayRoutes(
  fastify: FastifyInstance,
  opts: { gateway: PaymentProvider; settings: DemoGatewaySettings },
) {
  const { db } = fastify;
  const { gateway, settings } = opts;

  await fastify.register(callbackRoute, { gateway });

  // The payment form posts url-encoded, as a browser form does without script.
  fastify.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(typeof body === 'string' ? body : body.toString('utf8'))));
  });

  const sendPage = (reply: FastifyReply, status: number, html: string) =>
    reply.code(status).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(html);

  /** The order the page is about, when it is a demo-gateway order. */
  const findOrder = (orderId: string) =>
    db
      .selectFrom('deposit_orders')
      .select(['id', 'amountMinor', 'status'])
      .where('id', '=', orderId)
      .where('channel', '=', 'DEMO_GATEWAY')
      .executeTakeFirst();

  fastify.get(DEMO_PAGE_STYLESHEET_PATH, { schema: { hide: true } }, async (_request, reply) =>
    reply.header('cache-control', 'no-cache').type('text/css; charset=utf-8').send(DEMO_PAGE_STYLESHEET),
  );

  fastify.get<PageRequest>(`${DEMO_PAY_PATH}/:orderId`, { schema: { hide: true } }, async (request, reply) => {
    const language = pageLanguage(request.query.lang, request.headers['accept-language']);
    const order = await findOrder(request.params.orderId);
    if (!order) return sendPage(reply, 404, renderNotePage(language, 'not_found', request.params.orderId));
    if (order.status !== 'PENDING') return sendPage(reply, 200, renderNotePage(language, 'completed', order.id));
    return sendPage(reply, 200, renderPaymentPage(language, order));
  });

  fastify.post<PageRequest & { Body?: Record<string, string> }>(
    `${DEMO_PAY_PATH}/:orderId`,
    { schema: { hide: true } },
    async (request, reply) => {
      const language = pageLanguage(request.query.lang, request.headers['accept-language']);
      const outcome = request.body?.outcome;
      const order = await findOrder(request.params.orderId);
      if (!order) return sendPage(reply, 404, renderNotePage(language, 'not_found', request.params.orderId));
      if (outcome !== 'PAID' && outcome !== 'FAILED') return sendPage(reply, 400, renderNotePage(language, 'callback_error', order.id));
      const status = await sendCallback(
        fastify,
        {
          orderId: order.id,
          status: outcome,
          amount: order.amountMinor,
          reference: `DEMO-${randomUUID()}`,
          reason: outcome === 'FAILED' ? 'The payer failed the payment at the demo gateway' : null,
          sentAt: new Date().toISOString(),
        },
        settings.secret,
      );
      const note: DemoPageNote =
        status === 200 ? (outcome === 'PAID' ? 'paid' : 'failed') : status === 409 ? 'completed' : 'callback_error';
      return sendPage(reply, note === 'callback_error' ? 502 : 200, renderNotePage(language, note, order.id));
    },
  );
}
