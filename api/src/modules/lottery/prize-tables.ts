// The prize structures of the lotteries: how many numbers of how many digits each prize of a draw has, special first.
import type { LottoPrize } from '@mekong/contracts/lottery';

export interface PrizeTier {
  prize: LottoPrize;
  count: number;
  digits: number;
}

export const PRIZE_TABLES = {
  /** Miền Bắc: 27 numbers, special 5 digits … seventh 2 digits. */
  VN_NORTH: [
    { prize: 'SPECIAL', count: 1, digits: 5 },
    { prize: 'FIRST', count: 1, digits: 5 },
    { prize: 'SECOND', count: 2, digits: 5 },
    { prize: 'THIRD', count: 6, digits: 5 },
    { prize: 'FOURTH', count: 4, digits: 4 },
    { prize: 'FIFTH', count: 6, digits: 4 },
    { prize: 'SIXTH', count: 3, digits: 3 },
    { prize: 'SEVENTH', count: 4, digits: 2 },
  ],
  /** Miền Trung and Miền Nam provinces: 18 numbers, special 6 digits … eighth 2 digits. */
  VN_SOUTH: [
    { prize: 'SPECIAL', count: 1, digits: 6 },
    { prize: 'FIRST', count: 1, digits: 5 },
    { prize: 'SECOND', count: 1, digits: 5 },
    { prize: 'THIRD', count: 2, digits: 5 },
    { prize: 'FOURTH', count: 7, digits: 5 },
    { prize: 'FIFTH', count: 1, digits: 4 },
    { prize: 'SIXTH', count: 3, digits: 4 },
    { prize: 'SEVENTH', count: 1, digits: 3 },
    { prize: 'EIGHTH', count: 1, digits: 2 },
  ],
  /** Lao Development Lottery: one 6-digit number (its last digits decide the smaller prizes). */
  LAO: [{ prize: 'SPECIAL', count: 1, digits: 6 }],
  /** Thai stock lottery: three top digits and two bottom digits. */
  THAI_STOCK: [
    { prize: 'SPECIAL', count: 1, digits: 3 },
    { prize: 'FIRST', count: 1, digits: 2 },
  ],
} as const satisfies Record<string, readonly PrizeTier[]>;

export type PrizeTableName = keyof typeof PRIZE_TABLES;

export const isPrizeTableName = (name: string): name is PrizeTableName => Object.hasOwn(PRIZE_TABLES, name);
