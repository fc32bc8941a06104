// The announcement popup: titles on the left (8 per page, pager only past 8), the chosen one's HTML on the right.
import { css } from '@emotion/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LIMITS, type Popup } from '@mekong/contracts';
import { Dialog, Pager, theme } from '@mekong/ui';
import { pageCount, pageOf, showPager } from './announcements';
import { SafeHtml } from './SafeHtml';

const layout = css`
  display: grid;
  grid-template-columns: 240px 1fr;
  gap: ${theme.spacing(5)};
  min-height: 320px;
  ${theme.mq.mobile} {
    grid-template-columns: 1fr;
  }
`;

const titles = css`
  margin: 0 0 ${theme.spacing(3)};
  padding: 0;
  list-style: none;
  & button {
    width: 100%;
    padding: ${theme.spacing(2)} ${theme.spacing(3)};
    border: 1px solid transparent;
    border-radius: ${theme.radii.md};
    background: transparent;
    color: ${theme.colors.text};
    text-align: left;
    cursor: pointer;
  }
  & button[aria-current='true'] {
    border-color: ${theme.colors.primary};
    color: ${theme.colors.primary};
    background: ${theme.colors.surfaceRaised};
  }
`;

export default function AnnouncementPopup({ popups, onClose }: { popups: readonly Popup[]; onClose: () => void }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const [chosenId, setChosenId] = useState<string | null>(null);
  const visible = pageOf(popups, page);
  const chosen = popups.find((p) => p.id === chosenId) ?? visible[0];

  return (
    <Dialog open title={t('popups.announcement_title')} onClose={onClose} closeLabel={t('common.close')} width={880}>
      <div css={layout}>
        <div>
          <ul css={titles} aria-label={t('popups.announcement_list')}>
            {visible.map((popup) => (
              <li key={popup.id}>
                <button type="button" aria-current={popup.id === chosen?.id ? 'true' : undefined} onClick={() => setChosenId(popup.id)}>
                  {popup.title}
                </button>
              </li>
            ))}
          </ul>
          {showPager(popups.length) && (
            <Pager
              page={page}
              totalPages={pageCount(popups.length)}
              onChange={(next) => {
                setPage(next);
                setChosenId(null);
              }}
              marginPages={LIMITS.announcementPageMargin}
              pageRange={LIMITS.announcementPageRange}
              labels={{ previous: t('pager.previous'), next: t('pager.next'), page: (n) => t('pager.page', { n }), nav: t('pager.nav') }}
            />
          )}
        </div>
        {chosen && (
          <article aria-labelledby={`announcement-${chosen.id}`}>
            <h3 id={`announcement-${chosen.id}`} css={{ marginTop: 0, color: theme.colors.primary }}>
              {chosen.title}
            </h3>
            <SafeHtml html={chosen.content} />
          </article>
        )}
      </div>
    </Dialog>
  );
}
