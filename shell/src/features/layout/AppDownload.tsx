// App download entry: hovering, focusing or pressing it shows the QR codes for iOS and Android in a popover beside it.
import { css } from '@emotion/react';
import { lazy, Suspense, useCallback, useId, useRef, useState, type ReactNode, type ToggleEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner, theme } from '@mekong/ui';
import { useSiteContent } from '../site-content/SiteContentContext';
import { appDownloads } from '@mekong/contracts';

const AppQrCodes = lazy(() => import('./AppQrCodes'));

/**
 * The panel is a native popover: it opens in the browser's top layer, so no ancestor's `overflow` (the side menu
 * scrolls, `overflow-y: auto`) can clip it, and it closes on Escape or a click elsewhere. CSS anchor positioning
 * places it beside its entry and flips it upwards when there is no room below; a browser without anchor positioning
 * shows it centred in the viewport (the popover's own default), still whole.
 */
const panelCss = css`
  overflow: visible;
  padding: ${theme.spacing(4)};
  background: ${theme.colors.surfaceRaised};
  color: ${theme.colors.text};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.lg};
  box-shadow: ${theme.shadows.raised};
  & p {
    margin: 0 0 ${theme.spacing(3)};
    font-size: ${theme.fontSizes.sm};
    color: ${theme.colors.muted};
  }
`;

/** Space between the entry and its panel; the pointer crosses it over the panel's bridge, so hovering keeps it open. */
const GAP = {
  // Past the side menu's padding and border, so the panel sits clear of the menu.
  menu: theme.spacing(5),
  bar: theme.spacing(3),
};

const bridge = (side: 'left' | 'right', width: string) => css`
  &::before {
    content: '';
    position: absolute;
    top: 0;
    bottom: 0;
    ${side === 'left' ? 'right' : 'left'}: 100%;
    width: ${width};
  }
`;

const placements = {
  // Beside the side menu on desktop; under the entry inside the mobile drawer, whose width has no room beside it.
  menu: css`
    @supports (position-area: right span-bottom) {
      position-area: right span-bottom;
      position-try-fallbacks: flip-block;
      margin: 0 0 0 ${GAP.menu};
      ${bridge('left', GAP.menu)}
      ${theme.mq.mobile} {
        position-area: bottom span-right;
        margin: ${theme.spacing(1)} 0;
        &::before {
          content: none;
        }
      }
    }
  `,
  // To the left of the right bar.
  bar: css`
    @supports (position-area: left span-bottom) {
      position-area: left span-bottom;
      position-try-fallbacks: flip-block;
      margin: 0 ${GAP.bar} 0 0;
      ${bridge('right', GAP.bar)}
    }
  `,
};

/** A popover's anchor name must be a dashed ident: React's ids carry characters that are not. */
const anchorNameOf = (id: string) => `--app-download-${id.replace(/[^a-zA-Z0-9_-]/g, '')}`;

interface TriggerProps {
  'aria-expanded': boolean;
  'aria-controls': string;
  popoverTarget: string;
  popoverTargetAction: 'show';
}

/**
 * `trigger` renders the entry's button with the props that wire it to the panel. The button shows it natively (a
 * mouse click arrives after the hover that already opened it, so a toggle would close it again); Escape, a click or
 * tap elsewhere, leaving it with the pointer or with focus close it.
 */
export function AppDownload({ placement, trigger }: { placement: keyof typeof placements; trigger: (props: TriggerProps) => ReactNode }) {
  const { t } = useTranslation();
  const { systemInfo } = useSiteContent();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const anchorName = anchorNameOf(panelId);
  const panelRef = useRef<HTMLDivElement>(null);
  // Hover and focus drive the popover directly; its toggle event keeps `open` true to what the browser shows.
  const show = useCallback((visible: boolean) => {
    const panel = panelRef.current;
    if (!panel || typeof panel.showPopover !== 'function' || panel.matches(':popover-open') === visible) return;
    if (visible) panel.showPopover();
    else panel.hidePopover();
  }, []);
  const apps = appDownloads(systemInfo?.resources);
  if (!apps.ios && !apps.android) return null;
  return (
    <div
      css={css`
        anchor-name: ${anchorName};
      `}
      onMouseEnter={() => show(true)}
      onMouseLeave={() => show(false)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) show(false);
      }}
    >
      {trigger({ 'aria-expanded': open, 'aria-controls': panelId, popoverTarget: panelId, popoverTargetAction: 'show' })}
      <div
        id={panelId}
        ref={panelRef}
        popover="auto"
        css={[
          panelCss,
          css`
            position-anchor: ${anchorName};
          `,
          placements[placement],
        ]}
        onToggle={(event: ToggleEvent<HTMLDivElement>) => setOpen(event.newState === 'open')}
      >
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
