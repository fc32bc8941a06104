// Starts line detection once the page is idle, and only on a site with mirror domains: the probes and the notice are a
// lazy chunk, never part of the first load (docs/architecture.md, first-load budget).
import { lazy, Suspense } from 'react';
import { useIdle } from '@mekong/ui';
import { useSiteContent } from '../site-content/SiteContentContext';

const LineNotice = lazy(() => import('./LineNotice'));

export function LineDetectionGate() {
  const domains = useSiteContent().systemInfo?.lineDomains ?? [];
  const idle = useIdle(domains.length > 1);
  if (!idle || domains.length < 2) return null;
  return (
    <Suspense fallback={null}>
      <LineNotice domains={domains} />
    </Suspense>
  );
}
