// The floating Telegram button of requirements §2 (the site's official Telegram channel), placed where it never covers
// the page: on desktop in the right-hand gutter the page keeps clear (beside the right bar); on phones, where a 390 px
// screen has no gutter to spare, in a bar of its own at the bottom of the page, sticky, so what scrolls under it goes
// under the bar's edge (as under the header) and is never hidden behind a button on top of it, and the bar takes
// its own room at the end of the page instead of covering the footer.
import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import { theme } from '@mekong/ui';
import { useSiteContent } from '../site-content/SiteContentContext';
import { brandIcons } from '../../icons/icons';
import { officialChannels } from './visibility';

/** The gutter the page keeps clear on desktop for the right bar and this button (ShellLayout, Footer). */
export const RIGHT_GUTTER = 72;

const dock = css`
  z-index: 30;
  ${theme.mq.desktop} {
    position: fixed;
    right: ${theme.spacing(4)};
    bottom: ${theme.spacing(4)};
  }
  ${theme.mq.mobile} {
    position: sticky;
    bottom: 0;
    display: flex;
    justify-content: flex-end;
    padding: ${theme.spacing(1.5)} ${theme.spacing(4)} calc(${theme.spacing(1.5)} + env(safe-area-inset-bottom, 0px));
    background: ${theme.colors.surface};
    border-top: 1px solid ${theme.colors.border};
  }
`;

const button = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  border-radius: 50%;
  background: #229ed9;
  color: #fff;
  ${theme.mq.desktop} {
    width: 52px;
    height: 52px;
    box-shadow: ${theme.shadows.raised};
    & svg {
      width: 28px;
      height: 28px;
    }
  }
  ${theme.mq.mobile} {
    width: 44px;
    height: 44px;
    & svg {
      width: 24px;
      height: 24px;
    }
  }
`;

export function FloatingTelegram() {
  const { t } = useTranslation();
  const { systemInfo } = useSiteContent();
  const channel = officialChannels(systemInfo?.resources).find((c) => c.name === 'Telegram');
  if (!channel) return null;
  return (
    <div css={dock}>
      <a
        css={button}
        href={channel.url}
        target="_blank"
        rel="noreferrer"
        aria-label={t('menu.telegram_floating')}
        title={t('menu.telegram_floating')}
      >
        {brandIcons.Telegram}
      </a>
    </div>
  );
}
