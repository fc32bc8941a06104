// The full-page loading cover: remotes raise it over the bus ('loading/cover'); every route change closes it.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadingCover } from '@mekong/ui';
import { useShellServices } from '../session/ShellServicesContext';

export function LoadingCoverHost() {
  const { t } = useTranslation();
  const { bus } = useShellServices();
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const subscription = bus.on('loading/cover').subscribe(({ visible: next }) => setVisible(next));
    return () => subscription.unsubscribe();
  }, [bus]);
  return <LoadingCover visible={visible} label={t('common.loading')} />;
}
