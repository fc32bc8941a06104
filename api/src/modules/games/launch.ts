// What a launch opens: a catalogue game by nodeId, or a vendor that starts directly (its first game, or the vendor
// itself when it has no games in the catalogue), with the vendor's maintenance state and launch target.
import type { GameType, Language, Vendor } from '@mekong/contracts';
import type { Db } from '../../db/database';
import type { LaunchableGame } from '@mekong/contracts/server';
import { pickLanguage } from '../columns';
import { findGame, firstGameOf, gameTypeOf, type GameRow } from './catalogue.repository';
import { findVendor, launchTargetOf, type VendorRow } from './games.repository';

export interface LaunchRequest {
  nodeId?: string;
  vassalage?: string;
  gameType?: GameType;
}

export interface ResolvedLaunch {
  game: LaunchableGame;
  /** False when a vendor without catalogue games is launched: there is no game to remember as recent. */
  catalogued: boolean;
  maintenance: boolean;
  target: Vendor['launchTarget'];
}

/** The vendor a game belongs to in the menus: its in-house kind under INHOUSE, otherwise its vendor and type. */
function vendorOfGame(db: Db, row: GameRow): Promise<VendorRow | undefined> {
  const listType = gameTypeOf(row.listType);
  return findVendor(db, listType, listType === 'INHOUSE' ? row.accountTypeName : row.vassalage);
}

function resolved(game: LaunchableGame, catalogued: boolean, vendor: VendorRow | undefined): ResolvedLaunch {
  return { game, catalogued, maintenance: vendor?.maintenance === 1, target: launchTargetOf(vendor) };
}

function launchableGame(row: GameRow, language: Language): LaunchableGame {
  return {
    nodeId: row.nodeId,
    gameCode: row.gameCode,
    vassalage: row.vassalage,
    accountTypeName: row.accountTypeName,
    gameType: gameTypeOf(row.gameType),
    name: pickLanguage(row, 'name', language),
  };
}

/** Undefined when neither the game nor the vendor exists. */
export async function resolveLaunch(db: Db, request: LaunchRequest, language: Language): Promise<ResolvedLaunch | undefined> {
  if (request.nodeId !== undefined) {
    const row = await findGame(db, request.nodeId);
    return row && resolved(launchableGame(row, language), true, await vendorOfGame(db, row));
  }
  if (request.vassalage === undefined || request.gameType === undefined) return undefined;
  const vendor = await findVendor(db, request.gameType, request.vassalage);
  if (!vendor) return undefined;
  const first = await firstGameOf(db, request.gameType, request.vassalage);
  if (first) return resolved(launchableGame(first, language), true, vendor);
  // Sports, esports and cockfight vendors are one lobby each: the vendor itself is what opens.
  const vendorGame: LaunchableGame = {
    nodeId: `${request.gameType}-${request.vassalage}`.toLowerCase(),
    gameCode: request.vassalage,
    vassalage: request.vassalage,
    accountTypeName: request.vassalage,
    gameType: request.gameType,
    name: pickLanguage(vendor, 'displayName', language),
  };
  return resolved(vendorGame, false, vendor);
}
