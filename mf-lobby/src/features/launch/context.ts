// The launch context and its hook, apart from the provider so the popups the provider renders can use the hook too.
import { createContext, useContext } from 'react';
import type { GameTile, Vendor } from '@mekong/contracts';

export interface Launch {
  /** Real-money play: needs a logged-in real account (visitors get the login popup, trial accounts a warning). */
  playGame(tile: GameTile): void;
  /** Free trial (DEMO, play money): open to visitors and trial accounts. */
  tryGame(tile: GameTile): void;
  /** A vendor tile: its page, its game list, or a direct start (requirements §2 'Game launch routing'). */
  openVendor(vendor: Vendor): void;
  /** Starts a vendor's own game directly (real play), e.g. the lottery pages' Play button, past its route. */
  playVendor(vendor: Vendor): void;
}

export const LaunchContext = createContext<Launch | null>(null);

export function useLaunch(): Launch {
  const launch = useContext(LaunchContext);
  if (!launch) throw new Error('useLaunch needs the LaunchProvider above it');
  return launch;
}
