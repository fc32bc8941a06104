// App download entry: hovering, focusing or pressing it shows the QR codes for iOS and Android.
import { css } from '@emotion/react';
import { lazy, Suspense, useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner, theme } from '@mekong/ui';
import { useSiteContent } from '../site-content/SiteContentContext';
import { appDownloads } from './visibility';

const AppQrCodes = lazy(() => import('./AppQrCodes'));

const wrap = css`
  position: relative;
`;

const panelCss = css`
  position: absolute;
  z-index: 20;
  padding: ${theme.spacing(4)};
  background: ${theme.colors.surfaceRaised};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.lg};
  box-shadow: ${theme.shadows.raised};
  & p {
    margin: 0 0 ${theme.spacing(3)};
    font-size: ${theme.fontSizes.sm};
    color: ${theme.colors.muted};
  }
`;

const placement = {
  // Beside the side menu on desktop, under the entry inside the mobile drawer.
  menu: css`
    left: calc(100% + 8px);
    top: 0;
    ${theme.mq.mobile} {
      position: static;
      margin-top: ${theme.spacing(2)};
    }
  `,
  // To the left of the right bar.
  bar: css`
    right: calc(100% + 8px);
    top: 0;
  `,
};

/** `trigger` renders the entry's button with the props that wire it to the panel. */
export function AppDownload({
  placement: where,
  trigger,
}: {
  placement: keyof typeof placement;
  trigger: (props: { 'aria-expanded': boolean; 'aria-controls': string; onClick: () => void }) => ReactNode;
}) {
  const { t } = useTranslation();
  const { systemInfo } = useSiteContent();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const apps = appDownloads(systemInfo?.resources);
  if (!apps.ios && !apps.android) return null;
  return (
    <div
      css={wrap}
      onMouseEnter={() => setOpen(true)}
      onMouseLeave={() => setOpen(false)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setOpen(false);
      }}
    >
      {trigger({ 'aria-expanded': open, 'aria-controls': panelId, onClick: () => setOpen((o) => !o) })}
      <div id={panelId} css={[panelCss, placement[where]]} hidden={!open}>
        <p>{t('menu.scan_to_download')}</p>
        {open && (
          <Suspense fallback={<Spinner label={t('common.loading')} />}>
            <AppQrCodes ios={apps.ios} android={apps.android} />
          </Suspense>
        )}
      </div>
    </div>
  );
}
