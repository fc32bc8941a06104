// Route-level splits inside a remote: a page in its own chunk, fetched when first shown, with the page states of
// every remote while it loads and when its chunk cannot be fetched (retry asks again, without a page reload).
import { Component, createElement, lazy, Suspense, useState, type ComponentType, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorSlot } from '@mekong/ui';
import { PageLoading } from './states';
import { PLATFORM_NAMESPACE } from './translations';

/** webpack names the error of a chunk that could not be fetched so; any other error is the page's own crash. */
const isChunkLoadError = (error: unknown) => error instanceof Error && error.name === 'ChunkLoadError';

function ChunkFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation(PLATFORM_NAMESPACE);
  return <ErrorSlot title={t('load_failed_title')} message={t('load_failed_message')} actionLabel={t('retry')} onAction={onRetry} />;
}

/** Shows the retry state for a chunk that failed to load; a page that crashed goes on to the remote's own boundary. */
class PageChunkBoundary extends Component<{ onRetry: () => void; children: ReactNode }, { error: unknown }> {
  override state = { error: null as unknown };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  override render() {
    const { error } = this.state;
    if (error === null) return this.props.children;
    if (!isChunkLoadError(error)) throw error;
    return (
      <ChunkFailed
        onRetry={() => {
          this.props.onRetry();
          this.setState({ error: null });
        }}
      />
    );
  }
}

/** `load` resolves to the page component (`() => import('./WalletPage').then((m) => m.WalletPage)`). */
export function lazyPage<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  // Typed as the page itself: a lazy component takes the same props.
  const fromChunk = (): ComponentType<P> => lazy(() => load().then((Page) => ({ default: Page }))) as ComponentType<P>;
  // One lazy component for every mount, so a page shown again draws at once; a new one only after a failed fetch
  // (React keeps a failed import's error for good).
  let Page = fromChunk();
  function LazyPage(props: P) {
    const [, setAttempt] = useState(0);
    const retry = () => {
      Page = fromChunk();
      setAttempt((attempt) => attempt + 1);
    };
    return (
      <PageChunkBoundary onRetry={retry}>
        <Suspense fallback={<PageLoading />}>{createElement(Page, props)}</Suspense>
      </PageChunkBoundary>
    );
  }
  return LazyPage;
}
