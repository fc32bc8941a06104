// /promotions: banners (w_promotion), the category tabs, the grid of promotion cards, and the details dialog that an
// id query or hash opens directly. The list reloads on language change and on login status change (requirements §2).
import { css } from '@emotion/react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageFrame, Tabs, theme } from '@mekong/ui';
import { BannerArea, useAnnouncements, useRemoteProps, useSession, NoData, QueryContent } from '@mekong/ui/remote';
import { PromotionCard } from './PromotionCard';
import { PromotionDialog } from './PromotionDialog';

const ALL = 'all';

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

/** The promotion the URL asks for: `?id=` or `#id` (requirements §2). */
function linkedPromotionId(query: Record<string, string>, hash: string): string | null {
  return query.id || hash.replace(/^#/, '') || null;
}

export function PromotionsPage() {
  const { t } = useTranslation();
  const { route } = useRemoteProps();
  const session = useSession();
  const panelId = useId();
  const announcements = useAnnouncements('B,PR', session.token);
  // Promotion categories come with the promotion details call; with no tab chosen all promotions show under the first.
  const [tab, setTab] = useState(ALL);
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
      <QueryContent query={announcements}>
        {({ banners, promotion }) => {
          const open = promotion.find((p) => p.id === openId);
          return (
            <div css={stack}>
              <BannerArea banners={banners} group="w_promotion" />
              <Tabs
                tabs={[{ id: ALL, label: t('category_all') }]}
                value={tab}
                onChange={setTab}
                label={t('promotion_categories')}
                panelId={panelId}
              />
              <div id={panelId} role="tabpanel" aria-label={t('category_all')}>
                {promotion.length === 0 ? (
                  <NoData />
                ) : (
                  <ul css={grid}>
                    {promotion.map((p) => (
                      <li key={p.id}>
                        <PromotionCard promotion={p} onOpen={() => setClickedId(p.id)} />
                      </li>
                    ))}
                  </ul>
                )}
              </div>
              {open && <PromotionDialog promotion={open} onClose={close} />}
            </div>
          );
        }}
      </QueryContent>
    </PageFrame>
  );
}
