// The numbers of a draw: derived from the server's draw secret with HMAC-SHA256 over (game code, numero), so each
// draw has one fixed result on every node, and nobody without the secret can compute it before the draw opens.
import { createHmac } from 'node:crypto';
import type { LottoPrize } from '@mekong/contracts/lottery';
import type { PrizeTier } from './prize-tables';

/** Bytes from 250 up are skipped so every digit is equally likely (256 is not a multiple of 10). */
const UNBIASED_BYTES_BELOW = 250;

function* digitsOf(secret: Buffer, gameCode: string, numero: string): Generator<string, never> {
  for (let block = 0; ; block++) {
    const mac = createHmac('sha256', secret).update(`${gameCode}:${numero}:${block}`).digest();
    for (const byte of mac) if (byte < UNBIASED_BYTES_BELOW) yield String(byte % 10);
  }
}

export interface PrizeNumbers {
  prize: LottoPrize;
  numbers: string[];
}

export function drawNumbers(secret: Buffer, gameCode: string, numero: string, table: readonly PrizeTier[]): PrizeNumbers[] {
  const digits = digitsOf(secret, gameCode, numero);
  const number = (length: number) => Array.from({ length }, () => digits.next().value).join('');
  return table.map(({ prize, count, digits: length }) => ({ prize, numbers: Array.from({ length: count }, () => number(length)) }));
}
