// The demo payment gateway: its payment page lives on this API (/pay/demo/<order>), and the outcome the payer picks
// comes back as a callback whose raw JSON body is signed with HMAC-SHA256 under the gateway secret, in the
// x-demo-signature header (hex). The signature is checked in constant time before the body is even parsed.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import type { Language } from '@mekong/contracts';
import { DomainFailure } from '../failure';
import type { CallbackHeaders, GatewayCallback, PaymentProvider } from './payment-provider';
import type { DemoGatewaySettings } from './settings';

export const DEMO_SIGNATURE_HEADER = 'x-demo-signature';
export const DEMO_PAY_PATH = '/pay/demo';

export const demoCallbackBodySchema = z.object({
  orderId: z.string().min(1).max(40),
  status: z.enum(['PAID', 'FAILED']),
  amount: z.number().int().positive(),
  reference: z.string().min(1).max(100),
  reason: z.string().max(200).nullable(),
  sentAt: z.string(),
});
export type DemoCallbackBody = z.infer<typeof demoCallbackBodySchema>;

const SIGNATURE = /^[0-9a-f]{64}$/i;

export function signDemoCallback(secret: string, rawBody: string): string {
  return createHmac('sha256', secret).update(rawBody, 'utf8').digest('hex');
}

const forged = () => new DomainFailure(401, 'invalid-signature', `The callback's ${DEMO_SIGNATURE_HEADER} signature is missing or wrong`);

export function verifyDemoSignature(secret: string, rawBody: string, signature: string | string[] | undefined): void {
  if (typeof signature !== 'string' || !SIGNATURE.test(signature)) throw forged();
  const expected = createHmac('sha256', secret).update(rawBody, 'utf8').digest();
  if (!timingSafeEqual(expected, Buffer.from(signature, 'hex'))) throw forged();
}

function parseCallback(rawBody: string): DemoCallbackBody {
  let json: unknown;
  try {
    json = JSON.parse(rawBody);
  } catch {
    throw new DomainFailure(400, 'bad-request', 'The callback body is not JSON');
  }
  const body = demoCallbackBodySchema.safeParse(json);
  if (!body.success)
    throw new DomainFailure(
      400,
      'bad-request',
      `Invalid callback: ${body.error.issues.map((i) => `${i.path.join('.') || 'body'}: ${i.message}`).join('; ')}`,
    );
  return body.data;
}

export function demoPayUrl(settings: DemoGatewaySettings, orderId: string, language: Language | null): string {
  return `${settings.baseUrl}${DEMO_PAY_PATH}/${encodeURIComponent(orderId)}${language ? `?lang=${language}` : ''}`;
}

export function createDemoGateway(settings: DemoGatewaySettings): PaymentProvider {
  return {
    channel: 'DEMO_GATEWAY',
    receivingAccount: null,
    paymentFor: (order, language) => ({ payUrl: demoPayUrl(settings, order.id, language), bank: null }),
    verifyCallback(rawBody: string, headers: CallbackHeaders): GatewayCallback {
      verifyDemoSignature(settings.secret, rawBody, headers[DEMO_SIGNATURE_HEADER]);
      const body = parseCallback(rawBody);
      return { orderId: body.orderId, outcome: body.status, amountMinor: body.amount, reference: body.reference, reason: body.reason };
    },
  };
}
