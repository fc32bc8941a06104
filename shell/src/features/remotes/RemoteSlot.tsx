// A route's remote in its slot: the slot drives the parcel swap (parcelSwap.ts) and shows what it reports — loading,
// mounted, failed or in maintenance — with an error boundary around it.
import { css } from '@emotion/react';
import { Component, useCallback, useEffect, useState, type ErrorInfo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { type RemoteName, type RemoteRoute } from '@mekong/contracts';
import { ErrorSlot, formatSiteTime, Spinner } from '@mekong/ui';
import { findCustomerService } from '../site-content/customerService';
import { useSiteContent } from '../site-content/SiteContentContext';
import { useOpenCustomerService } from '../site-content/useOpenCustomerService';
import { messageKeyFor, REMOTE_ERROR_CODES, RemoteLoadError, reportChunkLoadError, toRemoteLoadError } from './errors';
import { dropFirstScreen } from '../startup/firstScreen';
import { markPageShown } from './pageShown';
import { ParcelSwap, type SlotView } from './parcelSwap';
import { useRemoteGeneration, useRemoteLoader } from './RemotesContext';
import { useRemoteProps, type RemoteNavigate } from './useRemoteProps';

// The slot keeps its place whatever it shows: the loading indicator lies over it instead of above the remote's
// element, so nothing moves when the remote arrives (a 160 px jump was most of the home page's layout shift).
const slotCss = css`
  position: relative;
`;

// A page's slot starts a viewport tall (less the header): the footer stays below the fold while the remote and its
// data load, instead of showing and then being pushed away.
const pageSlotCss = css`
  min-height: calc(100vh - 64px);
`;

const loadingCss = css`
  position: absolute;
  inset: 0 0 auto;
  display: flex;
  justify-content: center;
  padding: 64px 0;
`;

interface SlotProps {
  name: RemoteName;
  route: RemoteRoute;
  /** Where the remote's `navigate` goes instead of the router (see useRemoteProps). */
  navigate?: RemoteNavigate;
  /** The slot is a page's main content: it reserves the viewport's height (see pageSlotCss). */
  page?: boolean;
}

function RemoteParcelHost({ name, route, navigate, page = false }: SlotProps) {
  const loader = useRemoteLoader();
  const generation = useRemoteGeneration(name);
  const props = useRemoteProps(route, navigate);
  const [view, setView] = useState<SlotView>({ kind: 'loading' });
  // One swap for the slot's life: RemoteSlot keys this component by name, and the loader is the app's one.
  const [swap] = useState(() => new ParcelSwap({ name, load: () => loader.load(name), onView: setView }));
  // The swap lives as long as the element its versions go into.
  const attachHost = useCallback(
    (host: HTMLDivElement) => {
      swap.attach(host);
      return () => swap.dispose();
    },
    [swap],
  );

  // A new generation (retry, new version, maintenance on or off) swaps the parcel; new props update it.
  useEffect(() => {
    swap.show(generation, props);
  }, [swap, generation, props]);

  useEffect(() => {
    if (page && view.kind !== 'loading') markPageShown();
    // The static first screen's banner must not lie over the failure or maintenance notice.
    if (page && view.kind === 'failed') dropFirstScreen();
  }, [page, view.kind]);

  return (
    <div css={[slotCss, page && pageSlotCss]}>
      {view.kind === 'loading' && (
        <div css={loadingCss}>
          <RemoteLoading />
        </div>
      )}
      {view.kind === 'failed' && <RemoteFallback name={name} error={view.error} />}
      <div ref={attachHost} data-remote={name} hidden={view.kind === 'failed'} />
    </div>
  );
}

function RemoteLoading() {
  const { t } = useTranslation();
  return <Spinner label={t('remote.loading')} />;
}

/** The slot's replacement: a maintenance notice with customer service, or the error with Retry. */
export function RemoteFallback({ name, error, onRetry }: { name: RemoteName; error: RemoteLoadError; onRetry?: () => void }) {
  const { t } = useTranslation();
  const loader = useRemoteLoader();
  const { systemInfo } = useSiteContent();
  const openCustomerService = useOpenCustomerService();

  if (error.code === REMOTE_ERROR_CODES.maintenance) {
    const liveChat = findCustomerService(systemInfo?.customerService, 'LIVECHAT');
    const endTime = error.until ? formatSiteTime(error.until) : null;
    const until = endTime ? t('remote.maintenance_until', { time: endTime }) : '';
    return (
      <ErrorSlot
        title={t('remote.maintenance_title')}
        message={[t('remote.maintenance_message'), until].filter(Boolean).join(' ')}
        actionLabel={liveChat ? t('status.customer_service') : undefined}
        onAction={liveChat ? () => openCustomerService(liveChat.path) : undefined}
      />
    );
  }
  return (
    <ErrorSlot
      title={t('remote.failed_title')}
      message={t(messageKeyFor(error.code))}
      actionLabel={t('common.retry')}
      onAction={() => {
        onRetry?.();
        void loader.reload(name);
      }}
    />
  );
}

interface BoundaryProps {
  name: RemoteName;
  children: ReactNode;
}

/** Catches a render error of the slot itself, so one broken remote never takes the layout down with it. */
class RemoteErrorBoundary extends Component<BoundaryProps, { error: RemoteLoadError | null }> {
  override state: { error: RemoteLoadError | null } = { error: null };

  static getDerivedStateFromError(error: unknown) {
    return { error: toRemoteLoadError('slot', error) };
  }

  override componentDidCatch(error: unknown, _info: ErrorInfo) {
    reportChunkLoadError(toRemoteLoadError(this.props.name, error));
  }

  override render() {
    if (this.state.error)
      return <RemoteFallback name={this.props.name} error={this.state.error} onRetry={() => this.setState({ error: null })} />;
    return this.props.children;
  }
}

/** Mounts the remote `name` with the current route; keep one slot per owner so navigation only updates it. */
export function RemoteSlot({ name, route, navigate, page }: SlotProps) {
  return (
    <RemoteErrorBoundary name={name}>
      <RemoteParcelHost key={name} name={name} route={route} navigate={navigate} page={page} />
    </RemoteErrorBoundary>
  );
}
