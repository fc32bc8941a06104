// Game categories and vendors: which categories show, the route of each, and where a vendor tile leads (requirements §2).
import { CATEGORY_PATHS, type GameMenu, type GameType, type Vendor } from '@mekong/contracts';

/** The route of a category's own page, if it has one (COCKFIGHT has none). */
export function categoryPath(gameType: GameType): string | null {
  if (gameType === 'INHOUSE') return '/inHouse';
  const entry = Object.entries(CATEGORY_PATHS).find(([, type]) => type === gameType);
  return entry ? entry[0] : null;
}

/** Categories that have vendors, in the server's order: a category without vendors gets no entry (requirements §2). */
export function categoriesWithVendors(menus: readonly GameMenu[]): GameMenu[] {
  return menus.filter((menu) => menu.vendors.length > 0);
}

export function vendorsOf(menus: readonly GameMenu[], gameType: GameType): Vendor[] {
  return [...(menus.find((menu) => menu.gameType === gameType)?.vendors ?? [])].sort((a, b) => a.sequence - b.sequence);
}

/** Game list pages (a vendor menu and a game grid); the other categories have game centre pages. */
export const GAME_LIST_TYPES: readonly GameType[] = ['LIVE', 'FISH', 'RNG', 'PVP'];

/**
 * The page a vendor tile opens (requirements §2 'Game launch routing'), or null when the vendor opens its game list or
 * starts directly (features/launch decides which).
 */
export function vendorRoute(vendor: Vendor): string | null {
  const code = encodeURIComponent(vendor.vassalage);
  if (vendor.vassalage === 'TCG_LOTTO_VN') return `/vnLottery?gameCode=${code}`;
  if (vendor.vassalage === 'TCG_SEA') return `/seaLottery?gameCode=${code}`;
  if (vendor.gameType === 'LOTT' || vendor.gameType === 'ELOTT') return `/lottery?gameCode=${code}`;
  if (vendor.gameType === 'RNG') return `/rng?vassalage=${code}`;
  return null;
}
