// The announcements call (banners, player notices, popups, promotions) and the banner area of one banner group,
// shared by every remote page with banners (requirements §2 'Banner carousel').
import { useTranslation } from 'react-i18next';
import { BannerCarousel, type CarouselBanner } from '@mekong/ui';
import { PLATFORM_CODES, systemEndpoints, type Banner, type RemoteProps } from '@mekong/contracts';
import { useRemoteProps } from './remoteProps';
import { PLATFORM_NAMESPACE } from './translations';
import { useApiQuery } from './useApiQuery';

/** `types` is a comma list of B, PL, PU, PR, H; `refreshKey` calls again when it changes (e.g. the session token). */
export function useAnnouncements(types: string, refreshKey: string | null = null) {
  return useApiQuery(systemEndpoints.announcements, (language) => ({ types, platform: PLATFORM_CODES.web, language }), refreshKey);
}

/** What clicking a banner does: its route, its URL in a new tab, or its promotion; nothing without a linkage. */
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
  const { t } = useTranslation(PLATFORM_NAMESPACE);
  const { navigate, route } = useRemoteProps();
  const slides: CarouselBanner[] = banners
    .filter((banner) => banner.groupName === group)
    .sort((a, b) => a.sequence - b.sequence)
    .map((banner, index) => ({
      id: banner.id,
      imageUrl: banner.url,
      alt: t('banner_alt', { n: index + 1 }),
      onClick: bannerAction(banner, navigate),
    }));
  // Keyed by path: the carousel is rebuilt on a route path change (requirements §2).
  // Swiper puts each dot's number where '{{index}}' stands. A page's banners open it, so they are its priority image.
  return (
    <BannerCarousel
      key={route.path}
      banners={slides}
      label={t('banners')}
      dotLabel={t('banner_dot', { n: '{{index}}' })}
      pauseLabel={t('banners_pause')}
      playLabel={t('banners_play')}
      priority
    />
  );
}
