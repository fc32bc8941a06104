// /promotions (requirements §2): banners (w_promotion), the swiping row of category tabs ('All' first; gaming and
// lotto_promo left out), the grid of promotion cards, and the details dialog that a click, an id query or a hash
// opens. The list (getAnnouncementContentV2, with the caller's activity status) reloads on language change, on login
// status change, after the member joins, claims or applies, and when a message about a promotion arrives over the
// socket (an application approved or rejected), so the status changes without a reload.
import { css } from '@emotion/react';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PLATFORM_CODES } from '@mekong/contracts';
import { promotionEndpoints } from '@mekong/contracts/promotions';
import { PageFrame, Tabs, theme, type TabSwiperOptions } from '@mekong/ui';
import { BannerArea, NoData, QueryContent, useApiQuery, useKeptQuery, useRemoteProps, useSession } from '@mekong/ui/remote';
import { PromotionCard } from './PromotionCard';
import { PromotionDialog } from './PromotionDialog';
import { ALL, inTab, shownCategories, shownPromotions } from './promotionList';

/** Requirements §2: 10 slides per view, spacing 10, free mode; narrow screens let each tab take its own width. */
const TAB_SWIPER: TabSwiperOptions = {
  slidesPerView: 'auto',
  spaceBetween: 10,
  freeMode: true,
  breakpoints: { 1024: { slidesPerView: 10 } },
};

const stack = css`
  display: flex;
  flex-direction: column;
  gap: ${theme.spacing(5)};
`;

const grid = css`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(260px, 1fr));
  gap: ${theme.spacing(4)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** A pushed message about a promotion: its kind starts with PROMOTION_. */
function isPromotionMessage(payload: unknown): boolean {
  const kind = (payload as { message?: { kind?: unknown } } | null)?.message?.kind;
  return typeof kind === 'string' && kind.startsWith('PROMOTION_');
}

/** The promotion the URL asks for: `?id=` or `#id` (requirements §2). */
function linkedPromotionId(query: Record<string, string>, hash: string): string | null {
  return query.id || decodeURIComponent(hash.replace(/^#/, '')) || null;
}

export function PromotionsPage() {
  const { t } = useTranslation();
  const { route } = useRemoteProps();
  const { bus } = useRemoteProps();
  const session = useSession();
  const panelId = useId();
  // Messages about the member's promotions (PROMOTION_APPROVED, PROMOTION_REJECTED) seen since the page opened.
  const [reviews, setReviews] = useState(0);
  useEffect(() => {
    const subscription = bus.on('socket/message').subscribe((push) => {
      if (push.type === 'message' && isPromotionMessage(push.payload)) setReviews((n) => n + 1);
    });
    return () => subscription.unsubscribe();
  }, [bus]);
  const content = useKeptQuery(
    useApiQuery(
      promotionEndpoints.content,
      (language) => ({ types: 'B,PR', platform: PLATFORM_CODES.web, language }),
      `${session.token ?? ''}:${reviews}`,
    ),
    session.token,
  );
  // No tab chosen: every promotion shows and the first tab ('All') is the active one.
  const [tab, setTab] = useState<string | null>(null);
  const linkedId = linkedPromotionId(route.query, route.hash);
  const [clickedId, setClickedId] = useState<string | null>(null);
  const [dismissedLinkId, setDismissedLinkId] = useState<string | null>(null);
  const openId = clickedId ?? (linkedId !== dismissedLinkId ? linkedId : null);
  const close = () => {
    setClickedId(null);
    setDismissedLinkId(linkedId);
  };

  return (
    <PageFrame title={t('promotions_title')}>
      <QueryContent query={content}>
        {({ banners, promotion, categories }) => {
          const tabs = [{ id: ALL, label: t('category_all') }, ...shownCategories(categories).map((c) => ({ id: c.id, label: c.title }))];
          const active = tabs.find((candidate) => candidate.id === tab) ?? tabs[0]!;
          const promotions = shownPromotions(promotion, categories);
          const cards = inTab(promotions, active.id);
          const open = promotions.find((p) => p.id === openId);
          return (
            <div css={stack}>
              <BannerArea banners={banners} group="w_promotion" />
              <Tabs
                tabs={tabs}
                value={active.id}
                onChange={setTab}
                label={t('promotion_categories')}
                panelId={panelId}
                swiper={TAB_SWIPER}
              />
              <div id={panelId} role="tabpanel" aria-label={active.label}>
                {cards.length === 0 ? (
                  <NoData />
                ) : (
                  <ul css={grid}>
                    {cards.map((p) => (
                      <li key={p.id}>
                        <PromotionCard promotion={p} onOpen={() => setClickedId(p.id)} />
                      </li>
                    ))}
                  </ul>
                )}
              </div>
              {open && <PromotionDialog promotion={open} onClose={close} onChanged={content.refetch} />}
            </div>
          );
        }}
      </QueryContent>
    </PageFrame>
  );
}
