// Sic bo: three dice. Bets: small (total 4–10) and big (11–17) 1:1, both losing on any triple; a total of 4 to 17
// at the standard pays (4/17 60:1, 5/16 30:1, 6/15 17:1, 7/14 12:1, 8/13 8:1, 9–12 6:1); a specific triple 180:1;
// any triple 30:1; a specific double (at least two of the number) 10:1; a single number 1:1, 2:1 or 3:1 as it shows
// on one, two or three dice. Pure; amounts in minor units.
import type { RandomSource } from '../random';
import type { TableEngine, TableSpot } from '../table/table';

export const SICBO_MODEL_ID = 'sic-bo-macau';
export const FACES = [1, 2, 3, 4, 5, 6] as const;

export interface SicBoRoll {
  dice: [number, number, number];
  total: number;
  triple: boolean;
}

/** Pays to one of a bet on each total (4 and 17 the rarest). */
export const TOTAL_PAYS: Readonly<Record<number, number>> = {
  4: 60,
  5: 30,
  6: 17,
  7: 12,
  8: 8,
  9: 6,
  10: 6,
  11: 6,
  12: 6,
  13: 8,
  14: 12,
  15: 17,
  16: 30,
  17: 60,
};
const TRIPLE_PAYS = 180;
const ANY_TRIPLE_PAYS = 30;
const DOUBLE_PAYS = 10;

export const SICBO_SPOTS: readonly TableSpot[] = [
  { id: 'small', kind: 'small', pays: 1 },
  { id: 'big', kind: 'big', pays: 1 },
  ...Object.entries(TOTAL_PAYS).map(([total, pays]) => ({ id: `total-${total}`, kind: 'total', pays })),
  ...FACES.map((face) => ({ id: `single-${face}`, kind: 'single', pays: 1 })),
  ...FACES.map((face) => ({ id: `double-${face}`, kind: 'double', pays: DOUBLE_PAYS })),
  ...FACES.map((face) => ({ id: `triple-${face}`, kind: 'triple', pays: TRIPLE_PAYS })),
  { id: 'any-triple', kind: 'any-triple', pays: ANY_TRIPLE_PAYS },
];
const SPOT_IDS = new Set(SICBO_SPOTS.map((spot) => spot.id));

export function rollOf(dice: [number, number, number]): SicBoRoll {
  return { dice, total: dice[0] + dice[1] + dice[2], triple: dice[0] === dice[1] && dice[1] === dice[2] };
}

export function rollDice(random: RandomSource): SicBoRoll {
  const die = () => 1 + random.nextInt(6);
  return rollOf([die(), die(), die()]);
}

export function sicboReturn(roll: SicBoRoll, spot: string, amount: number): number {
  if (!SPOT_IDS.has(spot)) throw new Error(`No sic bo spot ${spot}`);
  const [kind, value] = spot.split('-');
  const face = Number(value);
  const shows = roll.dice.filter((die) => die === face).length;
  const paid = (pays: number, won: boolean) => (won ? (pays + 1) * amount : 0);
  switch (kind) {
    case 'small':
      return paid(1, !roll.triple && roll.total <= 10);
    case 'big':
      return paid(1, !roll.triple && roll.total >= 11);
    case 'total':
      return paid(TOTAL_PAYS[face] ?? 0, roll.total === face);
    case 'single':
      return shows > 0 ? (shows + 1) * amount : 0;
    case 'double':
      return paid(DOUBLE_PAYS, shows >= 2);
    case 'triple':
      return paid(TRIPLE_PAYS, shows === 3);
    default:
      // 'any-triple'
      return paid(ANY_TRIPLE_PAYS, roll.triple);
  }
}

export const sicbo: TableEngine<SicBoRoll> = { spots: SICBO_SPOTS, draw: rollDice, returnOf: sicboReturn };

/** The 216 equally likely ordered rolls, for the exact proof. */
export function sicboDistribution() {
  const outcomes = FACES.flatMap((a) => FACES.flatMap((b) => FACES.map((c) => ({ outcome: rollOf([a, b, c]), weight: 1n }))));
  return { outcomes, total: BigInt(outcomes.length) };
}
