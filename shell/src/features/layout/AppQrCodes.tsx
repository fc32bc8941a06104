// QR codes of the iOS and Android app downloads (its own chunk: qrcode.react loads only when a panel opens), and the
// link to the install guide (/appDownload, issue 19), whose label travels with this chunk, not with the first load.
import { css } from '@emotion/react';
import { QRCodeSVG } from 'qrcode.react';
import { useTranslation } from 'react-i18next';
import type { Language } from '@mekong/contracts';
import { useLanguage } from '../i18n/useLanguage';
import { Link } from '../navigation/router';
import { theme } from '@mekong/ui';

const grid = css`
  display: flex;
  gap: ${theme.spacing(4)};
  margin: 0;
  & figure {
    display: flex;
    flex-direction: column;
    align-items: center;
    gap: ${theme.spacing(2)};
    margin: 0;
  }
  & svg {
    padding: 6px;
    background: #fff;
    border-radius: ${theme.radii.sm};
  }
  & a {
    font-size: ${theme.fontSizes.sm};
  }
`;

const GUIDE_LABEL: Record<Language, string> = {
  LO: 'ວິທີຕິດຕັ້ງ (iOS, Android, Lite)',
  EN: 'How to install (iOS, Android, Lite)',
  CN: '安装说明（iOS、Android、轻量版）',
};

const guideLink = css`
  display: block;
  margin-top: ${theme.spacing(3)};
  font-size: ${theme.fontSizes.sm};
  font-weight: 600;
  color: ${theme.colors.primary};
  text-align: center;
`;

export default function AppQrCodes({ ios, android }: { ios: string | null; android: string | null }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const apps = [
    { key: 'ios', url: ios, label: t('menu.ios') },
    { key: 'android', url: android, label: t('menu.android') },
  ].filter((app): app is { key: string; url: string; label: string } => app.url !== null);
  return (
    <>
      <div css={grid}>
        {apps.map((app) => (
          <figure key={app.key}>
            <QRCodeSVG value={new URL(app.url, window.location.href).href} size={104} role="img" aria-label={app.label} />
            <figcaption>
              <a href={app.url} target="_blank" rel="noreferrer">
                {app.label}
              </a>
            </figcaption>
          </figure>
        ))}
      </div>
      <Link to="/appDownload" css={guideLink}>
        {GUIDE_LABEL[language]}
      </Link>
    </>
  );
}
