// Password and withdraw-password hashing: scrypt (node:crypto) at OWASP's current cost, parameters stored
// with the hash so a later cost change still verifies old hashes (and rehashes them at the next login).
import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

export interface ScryptCost {
  /** N = 2^log2N. */
  log2N: number;
  r: number;
  p: number;
}

/** OWASP Password Storage Cheat Sheet: N=2^17, r=8, p=1. The server always uses this. */
export const OWASP_SCRYPT_COST: ScryptCost = { log2N: 17, r: 8, p: 1 };

const KEY_LENGTH = 64;
const SALT_LENGTH = 16;

function derive(password: string, salt: Buffer, cost: ScryptCost): Promise<Buffer> {
  const N = 2 ** cost.log2N;
  // scrypt needs 128·N·r·p bytes; Node's default cap (32 MiB) is below OWASP's cost, so it is raised to twice that.
  const options: ScryptOptions = { N, r: cost.r, p: cost.p, maxmem: 256 * N * cost.r * cost.p };
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, options, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

/** 'scrypt$<log2N>$<r>$<p>$<salt b64>$<hash b64>'. */
export async function hashPassword(password: string, cost: ScryptCost = OWASP_SCRYPT_COST): Promise<string> {
  const salt = randomBytes(SALT_LENGTH);
  const key = await derive(password, salt, cost);
  return ['scrypt', cost.log2N, cost.r, cost.p, salt.toString('base64'), key.toString('base64')].join('$');
}

interface ParsedHash {
  cost: ScryptCost;
  salt: Buffer;
  key: Buffer;
}

function parseHash(stored: string): ParsedHash | null {
  const [scheme, log2N, r, p, salt, key] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !key) return null;
  const cost = { log2N: Number(log2N), r: Number(r), p: Number(p) };
  if (![cost.log2N, cost.r, cost.p].every((n) => Number.isInteger(n) && n > 0) || cost.log2N > 22) return null;
  return { cost, salt: Buffer.from(salt, 'base64'), key: Buffer.from(key, 'base64') };
}

/** A hash nothing matches, verified against when the account does not exist so timing does not tell. */
const DUMMY_HASH = 'scrypt$17$8$1$AAAAAAAAAAAAAAAAAAAAAA==$' + Buffer.alloc(KEY_LENGTH).toString('base64');

/** Constant-time check; an empty or malformed stored hash (e.g. a free-play account) never matches. */
export async function verifyPassword(password: string, stored: string | null, dummyCost: ScryptCost = OWASP_SCRYPT_COST): Promise<boolean> {
  const parsed = parseHash(stored ?? '');
  if (!parsed) {
    const dummy = parseHash(DUMMY_HASH);
    if (dummy) await derive(password, dummy.salt, dummyCost);
    return false;
  }
  const key = await derive(password, parsed.salt, parsed.cost);
  return key.length === parsed.key.length && timingSafeEqual(key, parsed.key);
}

/** True when the stored hash was made at a lower cost than `cost`. */
export function needsRehash(stored: string, cost: ScryptCost): boolean {
  const parsed = parseHash(stored);
  return parsed !== null && (parsed.cost.log2N < cost.log2N || parsed.cost.r < cost.r || parsed.cost.p < cost.p);
}
