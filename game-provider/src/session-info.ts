// What the game page needs to start: the game, its theme, the balance (play money, or the member's real balance
// for REAL), the stakes it may bet, its paytable with the exact return to player, a poker hand left open by a reload,
// and for a table game its layout, countdown and recent outcomes.
import type { ProviderDb as Db } from './db/database';
import { POKER_PAYS } from './engines/poker/poker';
import { SCRATCH_PRIZES, SCRATCH_WEIGHT_TOTAL } from './engines/scratch/scratch';
import { MIN_RUN, PAYLINES, SYMBOLS, WILD } from './engines/slot/slot';
import { modelRtp, slotModel } from './game-math';
import { BET_OPTIONS, findOpenHand, recentTableOutcomes } from './rounds';
import { TABLE_BET_UNIT, TABLE_MAX_STAKE } from './engines/table/limits';
import { tableSpots } from './table-games';
import type { SessionInfo } from './schemas';
import type { ProviderSession } from './sessions.repository';
import { findTheme } from './themes';
import { ENGINES, isTableGame, type EngineName } from './variant';
import type { GameWallet } from './wallet';

function engineOf(session: ProviderSession): EngineName {
  const engine = ENGINES.find((name) => name === session.engine);
  if (!engine) throw new Error(`Unknown game engine ${session.engine}`);
  return engine;
}

function paytableOf(engine: EngineName, model: string): SessionInfo['paytable'] {
  switch (engine) {
    case 'slot':
      return slotModel(model).paysBySymbol.flatMap((pays, symbol) =>
        symbol === WILD ? [] : [{ key: SYMBOLS[symbol] ?? '', pays: pays.slice(MIN_RUN), chance: null }],
      );
    case 'scratch':
      return SCRATCH_PRIZES.map((prize) => ({
        key: `x${prize.multiplier}`,
        pays: [prize.multiplier],
        chance: prize.weight / SCRATCH_WEIGHT_TOTAL,
      }));
    case 'poker':
      return Object.entries(POKER_PAYS).map(([hand, pay]) => ({ key: hand, pays: [pay], chance: null }));
    default: {
      // One row for each kind of bet and pay (sic bo's totals pay differently by total).
      const rows = new Map(
        tableSpots(engine).map((spot) => [`${spot.kind}:${spot.pays}`, { key: spot.kind, pays: [spot.pays], chance: null }]),
      );
      return [...rows.values()];
    }
  }
}

export interface SessionInfoOptions {
  /** Seconds of betting before a table deals. */
  tableBetSeconds: number;
}

export async function sessionInfo(db: Db, session: ProviderSession, wallet: GameWallet, options: SessionInfoOptions): Promise<SessionInfo> {
  const engine = engineOf(session);
  const theme = findTheme(session.theme);
  const balance = await wallet.balance();
  return {
    mode: session.mode,
    language: session.language,
    balance,
    expiresAt: session.expiresAt,
    game: { name: session.gameName, nodeId: session.nodeId, vassalage: session.vassalage, engine, model: session.model },
    theme: { id: theme.id, colors: { ...theme.colors, symbols: [...theme.colors.symbols] }, shapes: [...theme.shapes] },
    betOptions: [...BET_OPTIONS[engine]],
    paylines: engine === 'slot' ? PAYLINES.map((rows) => [...rows]) : [],
    paytable: paytableOf(engine, session.model),
    rtp: modelRtp(engine, session.model),
    openHand: engine === 'poker' ? await findOpenHand(db, session, balance) : null,
    table: isTableGame(engine)
      ? {
          betSeconds: options.tableBetSeconds,
          chips: [...BET_OPTIONS[engine]],
          betUnit: TABLE_BET_UNIT,
          maxStake: TABLE_MAX_STAKE,
          spots: tableSpots(engine),
          history: await recentTableOutcomes(db, session),
        }
      : null,
  };
}
