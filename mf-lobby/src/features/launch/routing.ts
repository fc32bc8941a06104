// What a click on a vendor or game tile does (requirements §2 'Game launch routing', §5 launch rules), as a pure decision.
import type { GameTile, GameType, LaunchMode, Session, Vendor } from '@mekong/contracts';
import { vendorRoute } from '../game-menus/categories';

/** A launch call's game: a catalogue game by nodeId, or a vendor that starts directly (vassalage + gameType). */
export type LaunchTarget = { nodeId: string } | { vassalage: string; gameType: GameType };

export interface LaunchRequest {
  target: LaunchTarget;
  mode: LaunchMode;
  /** The game's vendor: the hot games recommended when it is under maintenance leave it out. */
  vassalage: string;
  /** Shown while the game starts (the dialog's name), before the answer brings the game's own name. */
  title: string;
}

export type LaunchStep =
  /** A vendor with its own page: the lottery pages or the slot list (the route is not a launch). */
  | { kind: 'navigate'; to: string }
  /** A visitor tried a real launch: the shell's login popup, and the launch stops. */
  | { kind: 'login' }
  /** A trial account tried a real launch: the in_need_true_account dialog, and the launch stops. */
  | { kind: 'trial' }
  /** A vendor of isGame VASSALAGE: a popup list of its games. */
  | { kind: 'vendor-games'; vendor: Vendor }
  /** A vendor under maintenance: the recommendation of other hot games, without a launch call bound to fail. */
  | { kind: 'maintenance'; vassalage: string; title: string }
  | { kind: 'launch'; request: LaunchRequest };

type Account = Pick<Session, 'isLogin' | 'isTrial'>;

/** A real launch needs a logged-in real account; a free trial (DEMO) is open to visitors and trial accounts. */
function guarded(request: LaunchRequest, account: Account): LaunchStep {
  if (request.mode === 'DEMO') return { kind: 'launch', request };
  if (!account.isLogin) return { kind: 'login' };
  if (account.isTrial) return { kind: 'trial' };
  return { kind: 'launch', request };
}

/** A vendor tile: its own page first, then its game list, else a direct start. */
export function vendorStep(vendor: Vendor, account: Account): LaunchStep {
  const route = vendorRoute(vendor);
  if (route) return { kind: 'navigate', to: route };
  if (vendor.isGame === 'VASSALAGE') return { kind: 'vendor-games', vendor };
  return vendorStartStep(vendor, account);
}

/** A direct start of the vendor's game (vassalage + gameType), unless it is under maintenance. */
export function vendorStartStep(vendor: Vendor, account: Account): LaunchStep {
  if (vendor.maintenance) return { kind: 'maintenance', vassalage: vendor.vassalage, title: vendor.displayName };
  return guarded(
    {
      target: { vassalage: vendor.vassalage, gameType: vendor.gameType },
      mode: 'REAL',
      vassalage: vendor.vassalage,
      title: vendor.displayName,
    },
    account,
  );
}

export function gameStep(tile: GameTile, mode: LaunchMode, account: Account): LaunchStep {
  return guarded({ target: { nodeId: tile.nodeId }, mode, vassalage: tile.vassalage, title: tile.displayName }, account);
}
