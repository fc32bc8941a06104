// The layout's visibility rules of requirements §2 as pure functions of the API content and the session.
import {
  CATEGORY_PATHS,
  FEATURES,
  LIMITS,
  OFFICIAL_CHANNELS,
  SOCIAL_ICONS,
  type GameMenu,
  type GameType,
  type Resource,
  type WhitelabelNode,
} from '@mekong/contracts';
import { isFeatureEnabled } from '../site-content/features';

export type SocialNetwork = (typeof SOCIAL_ICONS)[number];
export type OfficialChannel = (typeof OFFICIAL_CHANNELS)[number];

export interface MenuCategory {
  path: string;
  /** The game type it lists; FAV for the favourites entry. */
  code: GameType | 'FAV';
  /** i18n key of its label. */
  labelKey: string;
}

const PATH_OF_TYPE: Partial<Record<GameType, string>> = {
  ...Object.fromEntries(Object.entries(CATEGORY_PATHS).map(([path, type]) => [type, path])),
  INHOUSE: '/inHouse',
};

/** Game categories that have vendors and a page, in the server's order (footer 'game types', side menu). */
export function categoryEntries(gameMenus: readonly GameMenu[] | null): MenuCategory[] {
  const seen = new Set<GameType>();
  const entries: MenuCategory[] = [];
  for (const menu of gameMenus ?? []) {
    const path = PATH_OF_TYPE[menu.gameType];
    if (!path || menu.vendors.length === 0 || seen.has(menu.gameType)) continue;
    seen.add(menu.gameType);
    entries.push({ path, code: menu.gameType, labelKey: `category.${menu.gameType}` });
  }
  return entries;
}

/** The side menu's category list: categories with vendors, and favourites always last. */
export function sideMenuCategories(gameMenus: readonly GameMenu[] | null): MenuCategory[] {
  return [...categoryEntries(gameMenus), { path: '/favorite', code: 'FAV', labelKey: 'menu.favourites' }];
}

/** The promotions dropdown shows the first six (requirements §9 'side-menu promotions 6'). */
export function sideMenuPromotions<T>(promotions: readonly T[] | null): T[] {
  return (promotions ?? []).slice(0, LIMITS.sideMenuPromotions);
}

export function showVipBonus({ isLogin, hasVip }: { isLogin: boolean; hasVip: boolean }): boolean {
  return !isLogin || hasVip;
}

export function showReferEarn({ isLogin, referralEnabled }: { isLogin: boolean; referralEnabled: boolean }): boolean {
  return !isLogin || referralEnabled;
}

function byLabel<N extends string>(
  resources: readonly Resource[] | undefined,
  type: Resource['resourceType'],
  names: readonly N[],
): { name: N; url: string }[] {
  return names.flatMap((name) => {
    const found = resources?.find(
      (r) => r.resourceType === type && r.labelNameEn.toLowerCase() === name.toLowerCase() && r.url.trim() !== '',
    );
    return found ? [{ name, url: found.url }] : [];
  });
}

/** Footer social icons: only the networks configured with a link, in the spec's order. */
export function socialLinks(resources: readonly Resource[] | undefined): { name: SocialNetwork; url: string }[] {
  return byLabel(resources, 'SOCIAL', SOCIAL_ICONS);
}

/** Side-menu official channels (Facebook, Instagram, Telegram) that are configured. */
export function officialChannels(resources: readonly Resource[] | undefined): { name: OfficialChannel; url: string }[] {
  return byLabel(resources, 'CHANNEL', OFFICIAL_CHANNELS);
}

/** Footer vendor logos: the configured vendor codes, with a logo where the game menus have one. */
export function footerVendorLogos(
  codes: readonly string[] | undefined,
  gameMenus: readonly GameMenu[] | null,
): { code: string; name: string; logoUrl: string | null }[] {
  const vendors = (gameMenus ?? []).flatMap((menu) => menu.vendors);
  return (codes ?? []).map((code) => {
    const vendor = vendors.find((v) => v.vassalage.toUpperCase() === code.toUpperCase());
    return { code, name: vendor?.displayName ?? code, logoUrl: vendor?.logoUrl || null };
  });
}

/** The register button shows unless the feature tree has both registration ways off (requirements §2 register popup). */
export function canRegister(whitelabel: readonly WhitelabelNode[] | null): boolean {
  if (!whitelabel) return true;
  return isFeatureEnabled(whitelabel, FEATURES.usernameRegister) || isFeatureEnabled(whitelabel, FEATURES.mobileRegister);
}
