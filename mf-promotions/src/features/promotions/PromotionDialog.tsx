// A promotion's details dialog (requirements §2): title, the dialog image (sequence 2) when there is one, the rich
// content (sanitised by the server, and again here), start and end as Vientiane time in YYYY/MM/DD HH:mm:ss or
// long_term, the duration in days and hours, the caller's activity status and the action for its session.
import { css } from '@emotion/react';
import DOMPurify from 'dompurify';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Promotion } from '@mekong/contracts/promotions';
import { Dialog, formatSiteTime, theme } from '@mekong/ui';
import { PromotionAction, statusKey } from './PromotionAction';
import { durationOf, imageOf } from './promotionList';

const stack = css`
  display: flex;
  flex-direction: column;
  gap: ${theme.spacing(4)};
`;

const picture = css`
  width: 100%;
  aspect-ratio: 16 / 7;
  object-fit: cover;
  border-radius: ${theme.radii.md};
`;

const content = css`
  color: ${theme.colors.text};
  overflow-wrap: anywhere;
  & img {
    max-width: 100%;
    height: auto;
  }
  & > :first-of-type {
    margin-top: 0;
  }
`;

const facts = css`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${theme.spacing(1)} ${theme.spacing(3)};
  margin: 0;
  font-size: ${theme.fontSizes.sm};
  & dt {
    color: ${theme.colors.muted};
  }
  & dd {
    margin: 0;
    font-variant-numeric: tabular-nums;
  }
`;

export function PromotionDialog({ promotion, onClose, onChanged }: { promotion: Promotion; onClose: () => void; onChanged: () => void }) {
  const { t } = useTranslation();
  const image = imageOf(promotion, 2);
  const html = useMemo(() => DOMPurify.sanitize(promotion.content), [promotion.content]);
  const duration = durationOf(promotion);
  const start = promotion.startTime ? formatSiteTime(promotion.startTime) : null;
  const end = promotion.endTime ? formatSiteTime(promotion.endTime) : null;
  return (
    <Dialog
      open
      width={560}
      title={promotion.title}
      onClose={onClose}
      closeLabel={t('close')}
      footer={<PromotionAction key={promotion.id} promotion={promotion} onClose={onClose} onChanged={onChanged} />}
    >
      <div css={stack}>
        {image && <img css={picture} src={image} alt="" />}
        <dl css={facts}>
          <dt>{t('start_time')}</dt>
          <dd>{start ?? '-'}</dd>
          <dt>{t('end_time')}</dt>
          <dd>{promotion.longTerm ? t('long_term') : (end ?? '-')}</dd>
          {duration && (
            <>
              <dt>{t('duration')}</dt>
              <dd>{t('duration_value', { days: duration.days, hours: duration.hours })}</dd>
            </>
          )}
          {promotion.activityStatus && (
            <>
              <dt>{t('activity_status')}</dt>
              <dd>{t(statusKey(promotion.activityStatus))}</dd>
            </>
          )}
        </dl>
        {/* Focusable, so a keyboard can reach and scroll it when the terms run longer than a phone's dialog. */}
        <div css={content} role="region" aria-label={promotion.title} tabIndex={0} dangerouslySetInnerHTML={{ __html: html }} />
      </div>
    </Dialog>
  );
}
