// Exact return to player and variance of a slot model, from its reel strips and pays. A stop is uniform on each
// reel and reels are independent, so one line's pay has a closed form over per-reel symbol probabilities; the
// covariance of two lines (they share cells) follows by conditioning on the cells that decide the first line.
import { MIN_RUN, PAYLINES, REELS, SYMBOLS, TOP_SYMBOL, WILD, type SlotModel } from './slot';

// Imported bindings compile to getters under CommonJS (jest, tsx); the hot loops read these local copies.
const SYMBOL_COUNT = SYMBOLS.length;
const WILD_SYMBOL = WILD;
const TOP = TOP_SYMBOL;
const SHORTEST_RUN = MIN_RUN;
const REEL_COUNT = REELS;

export interface SlotMath {
  /** Mean pay of a spin over its total bet (all lines). */
  rtp: number;
  /** Variance of a spin's pay over its total bet. */
  variance: number;
  /** Mean and variance of one line's pay, in line bets. */
  lineMean: number;
  lineVariance: number;
}

type Distribution = Float64Array;

/** Probability of each symbol at one row of a reel (the same for every row). */
function marginal(strip: readonly number[]): Distribution {
  const p = new Float64Array(SYMBOL_COUNT);
  for (const symbol of strip) p[symbol] = (p[symbol] ?? 0) + 1 / strip.length;
  return p;
}

/** conditional[a][b]: probability of symbol b at rowB given symbol a at rowA, on one reel. */
function conditional(strip: readonly number[], rowA: number, rowB: number): Distribution[] {
  const joint = Array.from({ length: SYMBOL_COUNT }, () => new Float64Array(SYMBOL_COUNT));
  const totals = new Float64Array(SYMBOL_COUNT);
  for (let stop = 0; stop < strip.length; stop++) {
    const a = strip[(stop + rowA) % strip.length] ?? WILD;
    const b = strip[(stop + rowB) % strip.length] ?? WILD;
    const row = joint[a] as Distribution;
    row[b] = (row[b] ?? 0) + 1;
    totals[a] = (totals[a] ?? 0) + 1;
  }
  joint.forEach((row, a) => {
    const total = totals[a] ?? 0;
    if (total > 0) for (let b = 0; b < SYMBOL_COUNT; b++) row[b] = (row[b] ?? 0) / total;
  });
  return joint;
}

const at = (distribution: Distribution | undefined, symbol: number): number => distribution?.[symbol] ?? 0;

/**
 * Expected pay of one line (in line bets) when reel r shows symbol x with probability reels[r][x], independently.
 * The line pays symbol s exactly k in a row when reels 1..k show s or wild with at least one s, and reel k+1
 * shows neither; five wilds pay as five of the top symbol.
 */
export function expectedLinePay(model: SlotModel, reels: readonly Distribution[]): number {
  let expected = 0;
  for (let symbol = 0; symbol < SYMBOL_COUNT; symbol++) {
    if (symbol === WILD_SYMBOL) continue;
    let sOrWild = 1;
    let onlyWild = 1;
    for (let run = 1; run <= REEL_COUNT; run++) {
      const reel = reels[run - 1];
      sOrWild *= at(reel, symbol) + at(reel, WILD_SYMBOL);
      onlyWild *= at(reel, WILD_SYMBOL);
      const pay = model.paysBySymbol[symbol]?.[run] ?? 0;
      if (run < SHORTEST_RUN || pay === 0) continue;
      const next = reels[run];
      const stops = run < REEL_COUNT ? 1 - at(next, symbol) - at(next, WILD_SYMBOL) : 1;
      const allWild = symbol === TOP && run === REEL_COUNT ? onlyWild : 0;
      expected += ((sOrWild - onlyWild) * stops + allWild) * pay;
    }
  }
  return expected;
}

interface LineEvent {
  /** The symbols on the first cells of the line that decide its pay (the rest are free). */
  cells: number[];
  pay: number;
}

/** Every way a line can pay, as the shortest run of cells that fixes the pay. */
function payingEvents(model: SlotModel): LineEvent[] {
  const events: LineEvent[] = [];
  for (let symbol = 0; symbol < SYMBOL_COUNT; symbol++) {
    if (symbol === WILD_SYMBOL) continue;
    for (let run = SHORTEST_RUN; run <= REEL_COUNT; run++) {
      const pay = model.paysBySymbol[symbol]?.[run] ?? 0;
      if (pay === 0) continue;
      for (let wilds = 0; wilds < 1 << run; wilds++) {
        const prefix = Array.from({ length: run }, (_, reel) => ((wilds >> reel) & 1 ? WILD_SYMBOL : symbol));
        const allWild = wilds === (1 << run) - 1;
        if (allWild && !(symbol === TOP && run === REEL_COUNT)) continue;
        if (run === REEL_COUNT) events.push({ cells: prefix, pay });
        else
          for (let next = 0; next < SYMBOL_COUNT; next++)
            if (next !== symbol && next !== WILD_SYMBOL) events.push({ cells: [...prefix, next], pay });
      }
    }
  }
  return events;
}

/** E[pay of line i × pay of line j], in line bets squared. */
function crossMoment(
  model: SlotModel,
  events: readonly LineEvent[],
  marginals: readonly Distribution[],
  lineI: readonly number[],
  lineJ: readonly number[],
): number {
  const given = model.strips.map((strip, reel) => conditional(strip, lineI[reel] ?? 0, lineJ[reel] ?? 0));
  const reels = [...marginals];
  let moment = 0;
  for (const event of events) {
    let probability = 1;
    for (let reel = 0; reel < REEL_COUNT; reel++) {
      const cell = event.cells[reel];
      const distribution = marginals[reel] as Distribution;
      if (cell === undefined) {
        reels[reel] = distribution;
      } else {
        probability *= at(distribution, cell);
        reels[reel] = given[reel]?.[cell] as Distribution;
      }
    }
    if (probability > 0) moment += probability * event.pay * expectedLinePay(model, reels);
  }
  return moment;
}

export function exactSlotMath(model: SlotModel): SlotMath {
  const marginals = model.strips.map(marginal);
  const lineMean = expectedLinePay(model, marginals);
  const events = payingEvents(model);
  let spinSecondMoment = 0;
  PAYLINES.forEach((lineI, i) => {
    PAYLINES.forEach((lineJ, j) => {
      if (j < i) return;
      spinSecondMoment += (i === j ? 1 : 2) * crossMoment(model, events, marginals, lineI, lineJ);
    });
  });
  const lines = PAYLINES.length;
  const lineSecondMoment = crossMoment(model, events, marginals, PAYLINES[0] ?? [], PAYLINES[0] ?? []);
  return {
    rtp: lineMean,
    variance: (spinSecondMoment - (lines * lineMean) ** 2) / lines ** 2,
    lineMean,
    lineVariance: lineSecondMoment - lineMean ** 2,
  };
}
