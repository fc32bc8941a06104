// /appDownload (issue 19; requirements §1 app download guide, §2 "App download with iOS and Lite-app steps"): the
// iOS app (the MOBILECONFIG resource: install the profile), the Android app (the Android resource: the APK) and the
// Lite app (this site added to the home screen), each with its steps and a QR code of its link, so a visitor on a
// computer scans it with the phone. The links come from the site info's resources (requirements §3 Resource).
import { css } from '@emotion/react';
import { QRCodeSVG } from 'qrcode.react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { appDownloads, systemEndpoints, type Resource } from '@mekong/contracts';
import { PageFrame, theme } from '@mekong/ui';
import { NoData, QueryContent, useApiQuery } from '@mekong/ui/remote';

const grid = css`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(280px, 1fr));
  gap: ${theme.spacing(4)};
`;

const card = css`
  display: flex;
  flex-direction: column;
  gap: ${theme.spacing(3)};
  padding: ${theme.spacing(4)};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.lg};
  background: ${theme.colors.surface};
  & h2 {
    margin: 0;
    font-size: ${theme.fontSizes.lg};
  }
  & ol {
    margin: 0;
    padding-left: ${theme.spacing(5)};
    line-height: 1.6;
  }
`;

const qr = css`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${theme.spacing(2)};
  margin: 0;
  & svg {
    padding: 8px;
    background: #fff;
    border-radius: ${theme.radii.sm};
  }
  & a {
    color: ${theme.colors.primary};
    font-weight: 600;
    overflow-wrap: anywhere;
    text-align: center;
  }
`;

type Platform = 'ios' | 'android' | 'lite';

/** The links the guide shows: the apps of the resources (requirements §3 Resource) and the site itself (Lite app). */
export function appLinks(resources: readonly Resource[], siteUrl: string): Record<Platform, string | null> {
  return { ...appDownloads(resources), lite: siteUrl };
}

const STEPS: Record<Platform, readonly string[]> = {
  ios: ['guide_ios_1', 'guide_ios_2', 'guide_ios_3', 'guide_ios_4'],
  android: ['guide_android_1', 'guide_android_2', 'guide_android_3'],
  lite: ['guide_lite_1', 'guide_lite_2', 'guide_lite_3'],
};

function Guide({ platform, url }: { platform: Platform; url: string }) {
  const { t } = useTranslation();
  const titleId = useId();
  const title = t(`guide_${platform}_title`);
  const href = new URL(url, window.location.href).href;
  return (
    <section css={card} aria-labelledby={titleId}>
      <h2 id={titleId}>{title}</h2>
      <figure css={qr}>
        <QRCodeSVG value={href} size={148} role="img" aria-label={t('guide_qr', { title })} />
        <figcaption>
          <a href={href} target="_blank" rel="noreferrer">
            {t(platform === 'lite' ? 'guide_open_site' : 'guide_download', { title })}
          </a>
        </figcaption>
      </figure>
      <ol>
        {STEPS[platform].map((key) => (
          <li key={key}>{t(key)}</li>
        ))}
      </ol>
    </section>
  );
}

export function AppGuidePage() {
  const { t } = useTranslation();
  const info = useApiQuery(systemEndpoints.domainRoute, (language) => ({ language }));
  return (
    <PageFrame title={t('guide_title')}>
      <QueryContent query={info}>
        {({ resources }) => {
          const links = appLinks(resources, `${window.location.origin}/`);
          const shown = (['ios', 'android', 'lite'] as const).flatMap((platform) => {
            const url = links[platform];
            return url ? [{ platform, url }] : [];
          });
          if (shown.length === 0) return <NoData />;
          return (
            <>
              <p>{t('guide_intro')}</p>
              <div css={grid}>
                {shown.map(({ platform, url }) => (
                  <Guide key={platform} platform={platform} url={url} />
                ))}
              </div>
            </>
          );
        }}
      </QueryContent>
    </PageFrame>
  );
}
