// A route's remote, mounted as a single-spa parcel inside the route element: loading, mounted, failed or in maintenance.
import { css } from '@emotion/react';
import { Component, useEffect, useRef, useState, type ErrorInfo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { mountRootParcel, type Parcel, type ParcelConfig } from 'single-spa';
import dayjs from 'dayjs';
import { TIME_FORMAT, type RemoteLifecycle, type RemoteName, type RemoteProps, type RemoteRoute } from '@mekong/contracts';
import { ErrorSlot, Spinner } from '@mekong/ui';
import { findCustomerService } from '../site-content/customerService';
import { useSiteContent } from '../site-content/SiteContentContext';
import { useOpenCustomerService } from '../site-content/useOpenCustomerService';
import { messageKeyFor, REMOTE_ERROR_CODES, RemoteLoadError, reportChunkLoadError, toRemoteLoadError } from './errors';
import { useRemoteGeneration, useRemoteLoader } from './RemotesContext';
import { useRemoteProps, type RemoteNavigate } from './useRemoteProps';

type SlotState = { kind: 'loading' } | { kind: 'mounted' } | { kind: 'failed'; error: RemoteLoadError };

/** What the parcel receives: RemoteProps plus single-spa's own (domElement, name, mountParcel). */
type ParcelProps = RemoteProps & Record<string, unknown>;
type RemoteParcel = Parcel<ParcelProps>;

const loadingCss = css`
  display: flex;
  justify-content: center;
  padding: 64px 0;
`;

function parcelConfig(name: RemoteName, generation: number, lifecycle: RemoteLifecycle): ParcelConfig<ParcelProps> {
  // A fresh object per mount: single-spa keeps state on the config, and the name tells parcels apart in its errors.
  return {
    name: `${name}#${generation}`,
    bootstrap: lifecycle.bootstrap,
    mount: lifecycle.mount,
    unmount: lifecycle.unmount,
    update: lifecycle.update,
  };
}

/** Unmounts a parcel once it is done mounting, then drops its element; a broken parcel is just dropped. */
function disposeParcel(parcel: RemoteParcel | null, target: HTMLElement): void {
  if (!parcel) {
    target.remove();
    return;
  }
  parcel.mountPromise
    .then(() => parcel.unmount())
    .catch(() => undefined)
    .finally(() => target.remove());
}

interface SlotProps {
  name: RemoteName;
  route: RemoteRoute;
  /** Where the remote's `navigate` goes instead of the router (see useRemoteProps). */
  navigate?: RemoteNavigate;
}

interface MountedParcel {
  parcel: RemoteParcel | null;
  target: HTMLElement;
}

function RemoteParcelHost({ name, route, navigate }: SlotProps) {
  const loader = useRemoteLoader();
  const generation = useRemoteGeneration(name);
  const props = useRemoteProps(route, navigate);
  const hostRef = useRef<HTMLDivElement>(null);
  const parcelRef = useRef<{ parcel: RemoteParcel; target: HTMLElement } | null>(null);
  // Hot swap: a version that is on screen stays there until its successor has mounted (or failed).
  // One array for the slot's life, changed in place (so effects may hold it).
  const retiringRef = useRef<MountedParcel[]>([]);
  const onScreenRef = useRef(false);
  const propsRef = useRef(props);
  const [state, setState] = useState<SlotState>({ kind: 'loading' });

  useEffect(() => {
    propsRef.current = props;
    const mounted = parcelRef.current;
    if (mounted?.parcel.getStatus() === 'MOUNTED' && mounted.parcel.update) {
      mounted.parcel
        .update({ ...props, domElement: mounted.target })
        .catch((error: unknown) => reportChunkLoadError(toRemoteLoadError(name, error)));
    }
  }, [props, name]);

  useEffect(() => {
    const host = hostRef.current;
    const retiring = retiringRef.current;
    if (!host) return;
    let active = true;
    let parcel: RemoteParcel | null = null;
    // Each mount gets its own element, hidden while the previous version still shows: both can live side by side.
    const target = document.createElement('div');
    const disposeRetiring = () => retiring.splice(0).forEach((old) => disposeParcel(old.parcel, old.target));
    const replacing = onScreenRef.current;
    target.hidden = replacing;
    host.appendChild(target);
    if (!replacing) {
      // Nothing worth keeping is on screen (a failure, or a first mount): show the spinner meanwhile.
      disposeRetiring();
      setState({ kind: 'loading' });
    }
    const showThisVersion = (mounted: boolean) => {
      target.hidden = false;
      onScreenRef.current = mounted;
      disposeRetiring();
    };

    loader.load(name).then(
      async (lifecycle) => {
        if (!active) return;
        const mountedWith = propsRef.current;
        parcel = mountRootParcel(parcelConfig(name, generation, lifecycle), { ...mountedWith, domElement: target });
        parcelRef.current = { parcel, target };
        try {
          await parcel.mountPromise;
        } catch (cause) {
          const failure = new RemoteLoadError(REMOTE_ERROR_CODES.mountFailed, name, `${name} failed to mount`, null, { cause });
          reportChunkLoadError(failure);
          if (active) {
            showThisVersion(false);
            setState({ kind: 'failed', error: failure });
          }
          return;
        }
        if (!active) return;
        showThisVersion(true);
        setState({ kind: 'mounted' });
        // The route may have moved on while the remote was mounting.
        if (propsRef.current !== mountedWith) await parcel.update?.({ ...propsRef.current, domElement: target });
      },
      (error: unknown) => {
        if (!active) return;
        showThisVersion(false);
        setState({ kind: 'failed', error: toRemoteLoadError(name, error) });
      },
    );

    return () => {
      active = false;
      parcelRef.current = null;
      // Kept until the next version of this slot has mounted; the effect below disposes it when the slot goes.
      retiring.push({ parcel, target });
    };
  }, [loader, name, generation]);

  // Declared after the mount effect, so on leaving its cleanup runs after that one has retired the last version.
  useEffect(() => {
    const retiring = retiringRef.current;
    return () => {
      onScreenRef.current = false;
      retiring.splice(0).forEach(({ parcel, target }) => disposeParcel(parcel, target));
    };
  }, []);

  return (
    <>
      {state.kind === 'loading' && (
        <div css={loadingCss}>
          <RemoteLoading />
        </div>
      )}
      {state.kind === 'failed' && <RemoteFallback name={name} error={state.error} />}
      <div ref={hostRef} data-remote={name} hidden={state.kind === 'failed'} />
    </>
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
    const until =
      error.until && dayjs(error.until).isValid() ? t('remote.maintenance_until', { time: dayjs(error.until).format(TIME_FORMAT) }) : '';
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
export function RemoteSlot({ name, route, navigate }: SlotProps) {
  return (
    <RemoteErrorBoundary name={name}>
      <RemoteParcelHost name={name} route={route} navigate={navigate} />
    </RemoteErrorBoundary>
  );
}
