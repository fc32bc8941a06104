// Shows the site, the maintenance page or the region-block page for the site status, asked for once at start (siteStatus).
import { lazy, Suspense, use, useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { SystemStatus } from '@mekong/contracts';
import { LoadingCover } from '@mekong/ui';
import { dropFirstScreen } from '../startup/firstScreen';
import { pageForStatus } from './pageForStatus';

const StatusPage = lazy(() => import('./StatusPage'));

function StatusChoice({ status, children }: { status: Promise<SystemStatus | null>; children: ReactNode }) {
  const answer = use(status);
  const page = pageForStatus(answer);
  const site = page === 'site' || !answer;
  // index.html's static first screen is the site's: the maintenance and region-block pages have none of it.
  useEffect(() => {
    if (!site) dropFirstScreen();
  }, [site]);
  if (site) return children;
  return <StatusPage page={page} status={answer} />;
}

export function StatusGate({ status, children }: { status: Promise<SystemStatus | null>; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Suspense fallback={<LoadingCover visible label={t('common.loading')} />}>
      <StatusChoice status={status}>{children}</StatusChoice>
    </Suspense>
  );
}
