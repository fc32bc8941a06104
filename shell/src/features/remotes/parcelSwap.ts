// The hot swap of one slot (docs/architecture.md §3 Hot swap), without React: mounts each version of a remote as a
// parcel (./parcel: its single-spa lifecycles) in an element of its own, keeps the version on screen until its successor has mounted (or
// failed), then unmounts it; a version asked for while another is still loading or mounting supersedes it.
import type { RemoteLifecycle, RemoteName, RemoteProps } from '@mekong/contracts';
import { REMOTE_ERROR_CODES, RemoteLoadError, reportChunkLoadError, toRemoteLoadError } from './errors';
import { mountParcel, type RemoteParcel } from './parcel';

/** What the slot shows around the parcels: a spinner, the parcel itself, or the failure in its place. */
export type SlotView = { kind: 'loading' } | { kind: 'mounted' } | { kind: 'failed'; error: RemoteLoadError };

export interface ParcelSwapOptions {
  name: RemoteName;
  /** Loads the lifecycle of the version to mount now (the loader's current registration of `name`). */
  load: () => Promise<RemoteLifecycle>;
  /** Told whenever what the slot shows changes. */
  onView: (view: SlotView) => void;
  /** Where mount and update failures are reported (the chunk-load error channel). */
  report?: (error: RemoteLoadError) => void;
}

/** One mounted (or mounting) version of the remote: its generation, its element and, once loaded, its parcel. */
interface Version {
  generation: number;
  target: HTMLElement;
  parcel: RemoteParcel | null;
  /** Its mount, then every update sent to it: a parcel refuses to unmount mid-update (rejects when the mount failed). */
  settled: Promise<unknown>;
  /** False once a newer version or the slot's end has taken its place: its pending load or mount then does nothing. */
  current: boolean;
}

/**
 * Takes a version off the screen at once, unmounts it once it is done mounting and updating, then drops its element;
 * one that never got a parcel is just dropped.
 */
function disposeVersion({ parcel, target, settled }: Version): void {
  target.hidden = true;
  if (!parcel) {
    target.remove();
    return;
  }
  settled
    .then(() => parcel.unmount())
    .catch(() => undefined)
    .finally(() => target.remove());
}

/**
 * The parcel replacement of one slot. The slot attaches its element, then calls `show(generation, props)` whenever
 * either changes: a new generation mounts a new version beside the one on screen (hidden until it has mounted), new
 * props update the mounted parcel. `dispose()` unmounts everything; a later `attach` starts over.
 */
export class ParcelSwap {
  private host: HTMLElement | null = null;
  private props: RemoteProps | null = null;
  /** The generation the slot last asked for. */
  private wanted: number | null = null;
  private latest: Version | null = null;
  /** Versions still in the page (on screen, or still loading or mounting) that the latest one replaces once shown. */
  private readonly retiring: Version[] = [];
  /** Whether a mounted version is on screen, i.e. something worth keeping while the next one mounts. */
  private onScreen = false;
  private readonly report: NonNullable<ParcelSwapOptions['report']>;

  constructor(private readonly options: ParcelSwapOptions) {
    this.report = options.report ?? reportChunkLoadError;
  }

  /** The element the versions' own elements go into; the generation asked for before it came mounts now. */
  attach(host: HTMLElement): void {
    this.host = host;
    this.mountWanted();
  }

  /** Shows `generation` of the remote with `props`: mounts it when it is new, else passes the props on. */
  show(generation: number, props: RemoteProps): void {
    if (props !== this.props) {
      this.props = props;
      this.updateMounted(props);
    }
    this.wanted = generation;
    this.mountWanted();
  }

  /** The slot is gone: every version is unmounted (each once it is done mounting) and its element removed. */
  dispose(): void {
    this.host = null;
    this.onScreen = false;
    this.retireLatest();
    this.disposeRetiring();
  }

  private mountWanted(): void {
    if (this.host && this.wanted !== null && this.latest?.generation !== this.wanted) this.mountVersion(this.host, this.wanted);
  }

  private updateMounted(props: RemoteProps): void {
    const version = this.latest;
    const mounted = version?.parcel;
    if (!version || !mounted || mounted.getStatus() !== 'MOUNTED') return;
    const update = mounted.update(props);
    update.catch((error: unknown) => this.report(toRemoteLoadError(this.options.name, error)));
    version.settled = version.settled.then(() => update.catch(() => undefined));
  }

  private mountVersion(host: HTMLElement, generation: number): void {
    this.retireLatest();
    // Each version gets its own element, hidden while the previous version still shows: both can live side by side.
    const version: Version = { generation, target: document.createElement('div'), parcel: null, settled: Promise.resolve(), current: true };
    version.target.hidden = this.onScreen;
    host.appendChild(version.target);
    this.latest = version;
    if (!this.onScreen) {
      // Nothing worth keeping is on screen (a failure, or a first mount): the spinner meanwhile.
      this.disposeRetiring();
      this.options.onView({ kind: 'loading' });
    }
    const { name } = this.options;
    this.options.load().then(
      (lifecycle) => {
        if (version.current) this.mountLoaded(version, lifecycle);
      },
      (error: unknown) => {
        if (!version.current) return;
        this.reveal(version, false);
        this.options.onView({ kind: 'failed', error: toRemoteLoadError(name, error) });
      },
    );
  }

  private mountLoaded(version: Version, lifecycle: RemoteLifecycle): void {
    const { name } = this.options;
    const mountedWith = this.props as RemoteProps;
    // Its own name per version: two versions of one remote may live side by side (their React roots are kept by name).
    const parcel = mountParcel(`${name}#${version.generation}`, lifecycle, version.target, mountedWith);
    version.parcel = parcel;
    version.settled = parcel.mountPromise;
    parcel.mountPromise.then(
      () => {
        if (!version.current) return;
        this.reveal(version, true);
        this.options.onView({ kind: 'mounted' });
        // The route may have moved on while the remote was mounting.
        if (this.props !== mountedWith) this.updateMounted(this.props as RemoteProps);
      },
      (cause: unknown) => {
        const failure = new RemoteLoadError(REMOTE_ERROR_CODES.mountFailed, name, `${name} failed to mount`, null, { cause });
        this.report(failure);
        if (!version.current) return;
        this.reveal(version, false);
        this.options.onView({ kind: 'failed', error: failure });
      },
    );
  }

  /** The latest version's turn has come (mounted, or failed in its place): it shows, and the versions before it go. */
  private reveal(version: Version, mounted: boolean): void {
    version.target.hidden = false;
    this.onScreen = mounted;
    this.disposeRetiring();
  }

  private retireLatest(): void {
    if (!this.latest) return;
    this.latest.current = false;
    this.retiring.push(this.latest);
    this.latest = null;
  }

  private disposeRetiring(): void {
    this.retiring.splice(0).forEach(disposeVersion);
  }
}
