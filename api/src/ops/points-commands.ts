// The points ops commands (issue 18): show or change the points ratios, and run the points accrual now (what the
// server's points job does every period) — an operator tunes what earns points without touching the database.
import { CURRENCY_SYMBOL, formatMoney } from '@mekong/contracts';
import type { Db } from '../db/database';
import { ratiosOf, readPointsConfig, setPointsRatio } from '../modules/points/config';
import { accrueBetPoints } from '../modules/points/accrual';
import { printed } from './printable';

export const POINTS_USAGE = `  points-config                    List the points ratios: minor units of valid bet (live, lott, pvp, rng, sports)
                                   or of deposit per point, and what a point is worth (redeem)
  points-config <type> <minor>     Set one ratio in minor units, e.g. points-config rng 100000 (a point per ₭1,000);
                                   0 stops a type earning; applies to what is counted from then on
  points-accrue                    Let settled bets earn their points now (and rolled-back ones give them back)`;

export type PointsOpsCommand = { kind: 'points-config'; set: { type: string; minorPerPoint: number } | null } | { kind: 'points-accrue' };

export function isPointsCommand(command: { kind: string }): command is PointsOpsCommand {
  return command.kind === 'points-config' || command.kind === 'points-accrue';
}

/** A command the points part knows, the reason its arguments are wrong, or null for a command it does not know. */
export function parsePointsCommand(command: string, rest: string[]): PointsOpsCommand | { error: string } | null {
  if (command === 'points-accrue') return rest.length > 0 ? { error: `Unexpected argument '${rest[0]}'` } : { kind: command };
  if (command !== 'points-config') return null;
  if (rest.length === 0) return { kind: command, set: null };
  const [type = '', value, extra] = rest;
  if (value === undefined) return { error: `'points-config ${type}' needs a whole number of minor units` };
  if (extra !== undefined) return { error: `Unexpected argument '${extra}'` };
  if (!/^\d{1,10}$/.test(value)) return { error: printed`'${value}' is not a whole number of minor units` };
  return { kind: command, set: { type, minorPerPoint: Number(value) } };
}

async function describeConfig(db: Db): Promise<string> {
  return ratiosOf(await readPointsConfig(db))
    .map(({ type, minorPerPoint }) =>
      type === 'redeem'
        ? `redeem   a point is worth ${formatMoney(minorPerPoint, CURRENCY_SYMBOL)} (${minorPerPoint} minor)`
        : `${type.padEnd(8)} ${minorPerPoint === 0 ? 'earns no points' : `a point per ${formatMoney(minorPerPoint, CURRENCY_SYMBOL)} (${minorPerPoint} minor)`}`,
    )
    .join('\n');
}

export async function runPointsCommand(db: Db, command: PointsOpsCommand, options: { now: () => Date }): Promise<string> {
  if (command.kind === 'points-accrue') {
    const run = await accrueBetPoints(db, options.now());
    return `Bets that earned points: ${run.earned}; rolled-back bets that gave points back: ${run.takenBack}; members whose points moved: ${run.members.length}.`;
  }
  if (command.set) {
    await setPointsRatio(db, command.set.type, command.set.minorPerPoint, options.now());
    return `Points ratio ${command.set.type} set.\n${await describeConfig(db)}`;
  }
  return describeConfig(db);
}
