// QR codes of the iOS and Android app downloads (its own chunk: qrcode.react loads only when a panel opens).
import { css } from '@emotion/react';
import { QRCodeSVG } from 'qrcode.react';
import { useTranslation } from 'react-i18next';
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

export default function AppQrCodes({ ios, android }: { ios: string | null; android: string | null }) {
  const { t } = useTranslation();
  const apps = [
    { key: 'ios', url: ios, label: t('menu.ios') },
    { key: 'android', url: android, label: t('menu.android') },
  ].filter((app): app is { key: string; url: string; label: string } => app.url !== null);
  return (
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
  );
}
