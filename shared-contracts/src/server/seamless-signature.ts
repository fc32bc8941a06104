// Signs and checks seamless-wallet requests: hex HMAC-SHA256 over `<timestamp>.<raw body>` with the provider's
// secret. The timestamp (Unix seconds) may be at most five minutes off, so a captured request cannot be replayed
// later; the comparison is constant-time on the exact bytes received, never on re-serialised JSON.
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { SeamlessProviders } from './seamless-providers';

export const SEAMLESS_HEADERS = {
  provider: 'x-seamless-provider',
  timestamp: 'x-seamless-timestamp',
  signature: 'x-seamless-signature',
} as const;

export const MAX_CLOCK_SKEW_SECONDS = 300;

const SIGNATURE_PATTERN = /^[0-9a-f]{64}$/;
const TIMESTAMP_PATTERN = /^\d{1,12}$/;

export function seamlessSignature(secret: string, timestamp: string, rawBody: string | Buffer): string {
  return createHmac('sha256', secret).update(`${timestamp}.`).update(rawBody).digest('hex');
}

/** The three headers of a signed request. */
export function signSeamlessRequest(provider: string, secret: string, rawBody: string, nowMs = Date.now()): Record<string, string> {
  const timestamp = String(Math.floor(nowMs / 1000));
  return {
    [SEAMLESS_HEADERS.provider]: provider,
    [SEAMLESS_HEADERS.timestamp]: timestamp,
    [SEAMLESS_HEADERS.signature]: seamlessSignature(secret, timestamp, rawBody),
  };
}

export type SignatureCheck = { ok: true; provider: string } | { ok: false; message: string };

type Headers = Record<string, string | string[] | undefined>;

const header = (headers: Headers, name: string): string | undefined => {
  const value = headers[name];
  return typeof value === 'string' && value !== '' ? value : undefined;
};

/** Whether the request comes from a known provider, unaltered and recent. */
export function verifySeamlessRequest(headers: Headers, rawBody: Buffer, providers: SeamlessProviders, nowMs = Date.now()): SignatureCheck {
  const provider = header(headers, SEAMLESS_HEADERS.provider);
  const timestamp = header(headers, SEAMLESS_HEADERS.timestamp);
  const signature = header(headers, SEAMLESS_HEADERS.signature);
  if (!provider || !timestamp || !signature) {
    return { ok: false, message: `Signed requests need the ${Object.values(SEAMLESS_HEADERS).join(', ')} headers` };
  }
  const secret = Object.hasOwn(providers, provider) ? providers[provider] : undefined;
  if (!secret) return { ok: false, message: `Unknown provider '${provider}'` };
  if (!TIMESTAMP_PATTERN.test(timestamp) || Math.abs(nowMs / 1000 - Number(timestamp)) > MAX_CLOCK_SKEW_SECONDS) {
    return {
      ok: false,
      message: `${SEAMLESS_HEADERS.timestamp} must be the current Unix time in seconds (at most ${MAX_CLOCK_SKEW_SECONDS} s off)`,
    };
  }
  const expected = Buffer.from(seamlessSignature(secret, timestamp, rawBody), 'hex');
  const given = SIGNATURE_PATTERN.test(signature) ? Buffer.from(signature, 'hex') : Buffer.alloc(0);
  if (given.length !== expected.length || !timingSafeEqual(given, expected))
    return { ok: false, message: 'The signature does not match the request' };
  return { ok: true, provider };
}
