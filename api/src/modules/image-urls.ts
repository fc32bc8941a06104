// Where the API's generated images live, so the data that points at them and the routes that draw them agree.
import type { Language } from '@mekong/contracts';

export const IMAGE_ROUTES = {
  banner: '/static/banners/:id.svg',
  vendor: '/static/vendors/:code.svg',
  game: '/static/games/:nodeId.svg',
} as const;

export const bannerImageUrl = (id: string, language: Language): string =>
  `/static/banners/${encodeURIComponent(id)}.svg?language=${language}`;

export const vendorLogoUrl = (code: string): string => `/static/vendors/${encodeURIComponent(code)}.svg`;

/** Avatars are drawn from a random per-member seed, so the URL reveals nothing about the member. */
export const AVATAR_ROUTE = '/static/avatars/:seed.svg';
export const avatarUrl = (seed: string): string => `/static/avatars/${encodeURIComponent(seed)}.svg`;

/** A game icon as stored in the catalogue; answers add the language its name is drawn in. */
export const gameIconPath = (nodeId: string): string => `/static/games/${encodeURIComponent(nodeId)}.svg`;
export const gameIconUrl = (path: string, language: Language): string => `${path}?language=${language}`;

/**
 * An image URL in the viewer's language: the API's own banner artwork carries text, so a promotion picture that is
 * one (the demo's) is asked for in that language; any other URL (an operator's CDN picture) is left as it is.
 */
export function localizedImageUrl(url: string, language: Language): string {
  return url.startsWith('/static/banners/') && !url.includes('?') ? `${url}?language=${language}` : url;
}

/** The points mall's item pictures (files in routes/images/mall). */
export const MALL_IMAGE_ROUTE = '/static/mall/:file';
export const mallImageUrl = (file: string): string => `/static/mall/${encodeURIComponent(file)}`;
