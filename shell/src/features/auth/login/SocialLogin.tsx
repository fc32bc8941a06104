// Social login (requirements §2 login popup): a button per provider the site configures, opening its sign-in page in a
// window of its own.
import { useTranslation } from 'react-i18next';
import { LIMITS, type Resource } from '@mekong/contracts';
import { Button, formNoteCss } from '@mekong/ui';
import { useShellServices } from '../../session/ShellServicesContext';
import { useSiteContent } from '../../site-content/SiteContentContext';
import { rowCss } from '../formParts';

/** Providers the site configures: SOCIAL resources named '<Provider>Login' with a link. */
export function socialLoginProviders(resources: readonly Resource[] | undefined): { provider: string; url: string }[] {
  return (resources ?? []).flatMap((r) => {
    const match = r.resourceType === 'SOCIAL' && r.url.trim() !== '' ? /^(\w+)Login$/.exec(r.labelNameEn) : null;
    return match?.[1] ? [{ provider: match[1], url: r.url }] : [];
  });
}

export function SocialLogin() {
  const { t } = useTranslation();
  const { bus } = useShellServices();
  const { systemInfo } = useSiteContent();
  const socials = socialLoginProviders(systemInfo?.resources);
  if (socials.length === 0) return null;

  const open = (url: string) => {
    const { width, height } = LIMITS.customerServiceWindow;
    const opened = window.open(url, 'mekong-social-login', `width=${width},height=${height}`);
    if (!opened) bus.emit('dialog/show', { messageKey: 'common.popup_blocked', tone: 'warning' });
  };
  return (
    <div css={[rowCss, { justifyContent: 'center' }]}>
      <p css={formNoteCss}>{t('auth.social_login')}</p>
      {socials.map(({ provider, url }) => (
        <Button key={provider} variant="secondary" size="sm" onClick={() => open(url)}>
          {t('auth.social_with', { provider })}
        </Button>
      ))}
    </div>
  );
}
