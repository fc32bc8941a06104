// Random secrets and their stored form: session tokens and other one-time secrets are kept only as SHA-256
// hashes; texts are compared through their digests in constant time.
import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

/** 32 random bytes, URL-safe. */
export function newSecret(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

export function sha256Hex(text: string): string {
  return createHash('sha256').update(text, 'utf8').digest('hex');
}

/** Equal texts, in time independent of where they differ (and of their lengths). */
export function safeEqualText(a: string, b: string): boolean {
  return timingSafeEqual(createHash('sha256').update(a).digest(), createHash('sha256').update(b).digest());
}

/** `length` random decimal digits, e.g. an SMS code. */
export function randomDigits(length: number): string {
  return Array.from({ length }, () => randomInt(10)).join('');
}
