// Where a banner with a linkage leads (requirements §2 banner carousel): a route of the site or an outside page.
import type { Banner } from '@mekong/contracts';

export type BannerTarget = { kind: 'route'; to: string } | { kind: 'url'; url: string } | null;

export function bannerTarget(banner: Pick<Banner, 'linkageType' | 'linkageTarget'>): BannerTarget {
  const target = banner.linkageTarget?.trim();
  if (!target) return null;
  switch (banner.linkageType) {
    case 'URL':
      return { kind: 'url', url: target };
    case 'ROUTE':
      return { kind: 'route', to: target.startsWith('/') ? target : `/${target}` };
    case 'PROMOTION':
      return { kind: 'route', to: `/promotions?id=${encodeURIComponent(target)}` };
    default:
      return null;
  }
}
