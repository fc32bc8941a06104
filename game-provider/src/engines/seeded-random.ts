// A seeded generator for simulations and tests only (xoshiro128**, seeded through splitmix32): fast and
// reproducible, never used for real outcomes — the server takes cryptoRandom.
import type { RandomSource } from './random';

// Module-local copies: jest runs tests in a vm context where every global lookup (Math.…) is slow.
const { floor, imul } = Math;

export function seededRandom(seed: number): RandomSource {
  let s = seed >>> 0;
  const splitmix = (): number => {
    s = (s + 0x9e3779b9) >>> 0;
    let z = s;
    z = imul(z ^ (z >>> 16), 0x85ebca6b) >>> 0;
    z = imul(z ^ (z >>> 13), 0xc2b2ae35) >>> 0;
    return (z ^ (z >>> 16)) >>> 0;
  };
  let a = splitmix();
  let b = splitmix();
  let c = splitmix();
  let d = splitmix();
  const next = (): number => {
    const result = imul(rotl(imul(b, 5), 7), 9) >>> 0;
    const t = (b << 9) >>> 0;
    c ^= a;
    d ^= b;
    b ^= c;
    a ^= d;
    c ^= t;
    d = rotl(d, 11);
    return result;
  };
  return {
    // Multiply-shift on 32 random bits; the bias (below / 2^32) is far under what a simulation can see.
    nextInt: (below) => floor((next() / 0x1_0000_0000) * below),
  };
}

function rotl(x: number, k: number): number {
  return ((x << k) | (x >>> (32 - k))) >>> 0;
}
