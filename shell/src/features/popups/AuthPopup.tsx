// Stand-in for the login and register popups until the accounts issue replaces this one component.
import { useTranslation } from 'react-i18next';
import { Dialog, theme } from '@mekong/ui';
import { bannersOf } from '../layout/visibility';
import { useSiteContent } from '../site-content/SiteContentContext';

export default function AuthPopup({ kind, onClose }: { kind: 'login' | 'register'; onClose: () => void }) {
  const { t } = useTranslation();
  const { announcements } = useSiteContent();
  const banner = bannersOf(announcements?.banners, kind === 'login' ? 'w_login' : 'w_register')[0];
  const title = t(kind === 'login' ? 'popups.login_title' : 'popups.register_title');
  return (
    <Dialog open title={title} onClose={onClose} closeLabel={t('common.close')} width={520}>
      {banner && <img src={banner.url} alt="" css={{ display: 'block', width: '100%', height: 'auto', borderRadius: theme.radii.md, marginBottom: theme.spacing(4) }} />}
      <p css={{ margin: 0 }}>{t('popups.sign_in_soon')}</p>
    </Dialog>
  );
}
