// Asks /wps/system/status once at start and shows the site, the maintenance page or the region-block page.
import { lazy, Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { systemEndpoints } from '@mekong/contracts';
import { LoadingCover } from '@mekong/ui';
import { useEndpoint } from '../site-content/useEndpoint';
import { pageForStatus } from './pageForStatus';

const StatusPage = lazy(() => import('./StatusPage'));

export function StatusGate({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const status = useEndpoint(systemEndpoints.status, {});
  if (status.status === 'loading') return <LoadingCover visible label={t('common.loading')} />;
  const page = pageForStatus(status.data);
  if (page === 'site' || !status.data) return children;
  return (
    <Suspense fallback={<LoadingCover visible label={t('common.loading')} />}>
      <StatusPage page={page} status={status.data} />
    </Suspense>
  );
}
