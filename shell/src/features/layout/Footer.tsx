// The footer of requirements §2: help links, game types, the content pages and line detection (issue 19, a lazy chunk after idle), follow-us icons when configured, vendor logos, copyright and licence.
import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import { Link } from '../navigation/router';
import { lazy, Suspense } from 'react';
import { theme, useIdle } from '@mekong/ui';
import { usePopups } from '../popups/PopupContext';
import { useSiteContent } from '../site-content/SiteContentContext';
import { brandIcons } from '../../icons/icons';
import { categoryEntries, footerVendorLogos, socialLinks } from './visibility';
import { RIGHT_GUTTER } from './FloatingTelegram';
import { roundIconLinks } from './menuStyles';

// On desktop the footer keeps clear of the right gutter too (the right bar and the Telegram button live there); on phones
// the Telegram bar follows the footer, so it needs no room of its own.
const footer = css`
  margin-top: ${theme.spacing(10)};
  padding: ${theme.spacing(8)} ${RIGHT_GUTTER}px ${theme.spacing(6)} ${theme.spacing(6)};
  background: ${theme.colors.surface};
  border-top: 1px solid ${theme.colors.border};
  font-size: ${theme.fontSizes.sm};
  ${theme.mq.mobile} {
    padding: ${theme.spacing(6)} ${theme.spacing(4)};
  }
`;

const columns = css`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: ${theme.spacing(6)};
  ${theme.mq.mobile} {
    grid-template-columns: 1fr 1fr;
  }
  & h2 {
    margin: 0 0 ${theme.spacing(3)};
    font-size: ${theme.fontSizes.sm};
    color: ${theme.colors.primary};
  }
  & ul {
    margin: 0;
    padding: 0;
    list-style: none;
    display: grid;
    gap: ${theme.spacing(2)};
  }
  & a,
  & button {
    padding: 0;
    border: 0;
    background: none;
    color: ${theme.colors.muted};
    font-size: inherit;
    text-align: left;
    text-decoration: none;
    cursor: pointer;
  }
  & a:hover,
  & button:hover {
    color: ${theme.colors.text};
  }
`;

const socialRow = css`
  display: flex !important;
  flex-wrap: wrap;
  gap: ${theme.spacing(2)} !important;
`;

const vendorRow = css`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.spacing(3)};
  margin: ${theme.spacing(8)} 0 ${theme.spacing(6)};
  padding: 0;
  list-style: none;
  & li {
    display: flex;
    align-items: center;
    justify-content: center;
    height: 36px;
    color: ${theme.colors.muted};
    font-weight: 700;
  }
  & li:not(:has(img)) {
    padding: 0 ${theme.spacing(3)};
    border: 1px solid ${theme.colors.border};
    border-radius: ${theme.radii.md};
  }
  & img {
    height: 32px;
    width: auto;
    opacity: 0.85;
  }
`;

const legal = css`
  margin: 0;
  color: ${theme.colors.muted};
  text-align: center;
  & span + span::before {
    content: ' · ';
  }
`;

const ExploreLinks = lazy(() => import('./ExploreLinks'));

export function Footer() {
  const { t } = useTranslation();
  const { systemInfo, gameMenus } = useSiteContent();
  const { openPopup } = usePopups();
  const socials = socialLinks(systemInfo?.resources);
  const vendors = footerVendorLogos(systemInfo?.footerVendors, gameMenus);
  const afterPage = useIdle(true);

  return (
    <footer css={footer}>
      <div css={columns}>
        <section aria-labelledby="footer-help">
          <h2 id="footer-help">{t('footer.help')}</h2>
          <ul>
            {systemInfo?.helpLinks.map((link) => (
              <li key={link.id}>
                <button type="button" onClick={() => openPopup({ kind: 'help', itemId: link.id })}>
                  {link.title}
                </button>
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="footer-games">
          <h2 id="footer-games">{t('footer.game_types')}</h2>
          <ul>
            {categoryEntries(gameMenus).map((category) => (
              <li key={category.path}>
                <Link to={category.path}>{t(category.labelKey)}</Link>
              </li>
            ))}
          </ul>
        </section>
        {afterPage && (
          <Suspense fallback={null}>
            <ExploreLinks />
          </Suspense>
        )}
        {socials.length > 0 && (
          <section aria-labelledby="footer-follow">
            <h2 id="footer-follow">{t('footer.follow_us')}</h2>
            <ul css={[socialRow, roundIconLinks]}>
              {socials.map((social) => (
                <li key={social.name}>
                  <a
                    href={social.url}
                    target="_blank"
                    rel="noreferrer"
                    aria-label={t('footer.follow_on', { network: social.name })}
                    title={social.name}
                  >
                    {brandIcons[social.name]}
                  </a>
                </li>
              ))}
            </ul>
          </section>
        )}
      </div>
      {vendors.length > 0 && (
        <ul css={vendorRow} aria-label={t('footer.vendors')}>
          {vendors.map((vendor) => (
            <li key={vendor.code}>{vendor.logoUrl ? <img src={vendor.logoUrl} alt={vendor.name} loading="lazy" /> : vendor.name}</li>
          ))}
        </ul>
      )}
      {systemInfo && (
        <p css={legal}>
          <span>{t('footer.copyright', { year: systemInfo.copyrightYear })}</span>
          <span>{t('footer.licence', { number: systemInfo.licenceNumber })}</span>
        </p>
      )}
    </footer>
  );
}
