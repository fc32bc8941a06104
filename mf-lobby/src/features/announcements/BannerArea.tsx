// The banner carousel of one banner group; a banner with a linkage opens its route, URL (new tab) or promotion.
import { useTranslation } from 'react-i18next';
import { BannerCarousel, type CarouselBanner } from '@mekong/ui';
import type { Banner, RemoteProps } from '@mekong/contracts';
import { useRemoteProps } from '../../platform/remoteProps';

export function bannerAction(banner: Banner, navigate: RemoteProps['navigate']): (() => void) | undefined {
  const target = banner.linkageTarget;
  if (!target) return undefined;
  switch (banner.linkageType) {
    case 'ROUTE':
      return () => navigate(target);
    case 'URL':
      return () => void window.open(target, '_blank', 'noopener,noreferrer');
    case 'PROMOTION':
      return () => navigate(`/promotions?id=${encodeURIComponent(target)}`);
    case 'NONE':
      return undefined;
  }
}

export function BannerArea({ banners, group }: { banners: readonly Banner[]; group: string }) {
  const { t } = useTranslation();
  const { navigate, route } = useRemoteProps();
  const slides: CarouselBanner[] = banners
    .filter((banner) => banner.groupName === group)
    .sort((a, b) => a.sequence - b.sequence)
    .map((banner, index) => ({ id: banner.id, imageUrl: banner.url, alt: t('banner_alt', { n: index + 1 }), onClick: bannerAction(banner, navigate) }));
  // Keyed by path: the carousel is rebuilt on a route path change (spec §2).
  return <BannerCarousel key={route.path} banners={slides} label={t('banners')} />;
}
