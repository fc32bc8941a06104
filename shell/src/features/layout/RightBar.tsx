// The right bar of requirements §2: app download QR, customer service and, when configured, Telegram service.
import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import { theme } from '@mekong/ui';
import { findCustomerService } from '../site-content/customerService';
import { useSiteContent } from '../site-content/SiteContentContext';
import { useOpenCustomerService } from '../site-content/useOpenCustomerService';
import { AppDownload } from './AppDownload';
import { brandIcons, icons } from '../../icons/icons';

const bar = css`
  position: fixed;
  z-index: 30;
  right: ${theme.spacing(3)};
  top: 50%;
  transform: translateY(-50%);
  /* On phones its entries live in the drawer (app download, live chat), so it does not cover the content. */
  ${theme.mq.mobile} {
    display: none;
  }
  & ul {
    display: flex;
    flex-direction: column;
    gap: ${theme.spacing(2)};
    margin: 0;
    padding: ${theme.spacing(2)};
    list-style: none;
    background: ${theme.colors.surface};
    border: 1px solid ${theme.colors.border};
    border-radius: ${theme.radii.pill};
    box-shadow: ${theme.shadows.raised};
  }
`;

const barButton = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 40px;
  height: 40px;
  padding: 0;
  border: 0;
  border-radius: 50%;
  background: ${theme.colors.surfaceRaised};
  color: ${theme.colors.primary};
  cursor: pointer;
  &:hover {
    background: ${theme.colors.primary};
    color: ${theme.colors.primaryText};
  }
`;

export function RightBar() {
  const { t } = useTranslation();
  const { systemInfo } = useSiteContent();
  const openCustomerService = useOpenCustomerService();
  const liveChat = findCustomerService(systemInfo?.customerService, 'LIVECHAT');
  const telegram = findCustomerService(systemInfo?.customerService, 'TELEGRAM');

  return (
    <aside css={bar} aria-label={t('right_bar.label')}>
      <ul>
        <li>
          <AppDownload
            placement="bar"
            trigger={(props) => (
              <button type="button" css={barButton} aria-label={t('right_bar.download')} title={t('right_bar.download')} {...props}>
                {icons.download}
              </button>
            )}
          />
        </li>
        {liveChat && (
          <li>
            <button
              type="button"
              css={barButton}
              aria-label={t('right_bar.customer_service')}
              title={t('right_bar.customer_service')}
              onClick={() => openCustomerService(liveChat.path)}
            >
              {icons.headset}
            </button>
          </li>
        )}
        {telegram && (
          <li>
            <a
              css={barButton}
              href={telegram.path}
              target="_blank"
              rel="noreferrer"
              aria-label={t('right_bar.telegram_service')}
              title={t('right_bar.telegram_service')}
            >
              {brandIcons.Telegram}
            </a>
          </li>
        )}
      </ul>
    </aside>
  );
}
