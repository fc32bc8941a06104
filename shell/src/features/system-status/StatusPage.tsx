// The full-screen maintenance and region-block pages: the notice, end time or visitor IP, customer service, language.
import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import { systemEndpoints, type SystemStatus } from '@mekong/contracts';
import { Button, formatSiteTime, theme } from '@mekong/ui';
import { LanguageSelect } from '../i18n/LanguageSelect';
import { useLanguage } from '../i18n/useLanguage';
import { MessageDialogHost } from '../popups/MessageDialogHost';
import { findCustomerService } from '../site-content/customerService';
import { useEndpoint } from '../site-content/useEndpoint';
import { useOpenCustomerService } from '../site-content/useOpenCustomerService';
import type { StatusPage as StatusPageKind } from './pageForStatus';

const screen = css`
  position: relative;
  display: flex;
  align-items: center;
  justify-content: center;
  min-height: 100vh;
  padding: ${theme.spacing(20)} ${theme.spacing(4)} ${theme.spacing(8)};
  background: radial-gradient(circle at 50% 0%, rgba(242, 176, 30, 0.18), transparent 60%), ${theme.colors.bg};
`;

const languageCorner = css`
  position: absolute;
  top: ${theme.spacing(4)};
  right: ${theme.spacing(4)};
  min-width: 140px;
`;

const card = css`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${theme.spacing(4)};
  width: 100%;
  max-width: 560px;
  padding: ${theme.spacing(10)} ${theme.spacing(6)};
  background: ${theme.colors.surface};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.lg};
  box-shadow: ${theme.shadows.raised};
  text-align: center;
  & h1 {
    margin: 0;
    font-size: ${theme.fontSizes.xl};
    color: ${theme.colors.primary};
  }
  & p {
    margin: 0;
    color: ${theme.colors.muted};
  }
  & svg {
    width: 72px;
    height: 72px;
    color: ${theme.colors.primary};
  }
`;

const detail = css`
  padding: ${theme.spacing(3)} ${theme.spacing(5)};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.surfaceRaised};
  color: ${theme.colors.text} !important;
  font-variant-numeric: tabular-nums;
`;

function StatusIcon({ page }: { page: Exclude<StatusPageKind, 'site'> }) {
  return (
    <svg
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.6"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {page === 'maintenance' ? (
        <path d="M14.7 6.3a4 4 0 0 0-5.4 5.4L3 18l3 3 6.3-6.3a4 4 0 0 0 5.4-5.4l-2.5 2.5-2.4-.6-.6-2.4z" />
      ) : (
        <>
          <circle cx="12" cy="12" r="9" />
          <path d="M5.6 5.6l12.8 12.8" />
        </>
      )}
    </svg>
  );
}

export default function StatusPage({ page, status }: { page: Exclude<StatusPageKind, 'site'>; status: SystemStatus }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const siteInfo = useEndpoint(systemEndpoints.domainRoute, { language });
  const openCustomerService = useOpenCustomerService();
  const liveChat = findCustomerService(siteInfo.data?.customerService, 'LIVECHAT');
  // Vientiane time like every time of the site, not the browser's zone.
  const endTime = status.maintenanceEnd ? formatSiteTime(status.maintenanceEnd) : null;

  return (
    <main css={screen}>
      <div css={languageCorner}>
        <LanguageSelect />
      </div>
      <section css={card} aria-labelledby="status-title">
        <StatusIcon page={page} />
        {page === 'maintenance' ? (
          <>
            <h1 id="status-title">{t('game_maintenance')}</h1>
            <p>{t('info_maintenance')}</p>
            {endTime && (
              <p css={detail}>
                {t('end_time')}: <time dateTime={status.maintenanceEnd ?? undefined}>{endTime}</time>
              </p>
            )}
          </>
        ) : (
          <>
            <h1 id="status-title">{t('blockip')}</h1>
            <p>{t('info_ip_block', { ip: status.ip })}</p>
          </>
        )}
        <Button disabled={!liveChat} onClick={() => liveChat && openCustomerService(liveChat.path)}>
          {t('status.customer_service')}
        </Button>
      </section>
      <MessageDialogHost />
    </main>
  );
}
