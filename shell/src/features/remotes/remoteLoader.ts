// The remote loader: reads the manifest, registers remotes with the Module Federation runtime, loads each one's
// './lifecycle' and checks it. Retry and hot swap are one call each: reload(name) and applyManifest(next).
import {
  CONTRACTS_VERSION,
  isContractsCompatible,
  LIFECYCLE_EXPOSE,
  REMOTE_NAMES,
  type RemoteLifecycle,
  type RemoteName,
  type RemotesManifest,
} from '@mekong/contracts';
import { REMOTE_ERROR_CODES, RemoteLoadError, reportChunkLoadError, toRemoteLoadError } from './errors';
import { isRemoteLoadFailure } from './loadPolicyPlugin';
import { changedRemotes, usableEntry } from './manifest';

/** The runtime calls the loader needs (from '@module-federation/enhanced/runtime'), injectable for tests. */
export interface FederationRuntime {
  registerRemotes(remotes: { name: string; entry: string }[], options?: { force?: boolean }): void;
  loadRemote(id: string): Promise<unknown>;
  /** Fetches a remote's entry and the files of one expose ahead of use, without running the expose. */
  preloadRemote(name: string, expose: string): Promise<void>;
}

export interface RemoteLoaderOptions {
  runtime: FederationRuntime;
  fetchManifest: () => Promise<RemotesManifest>;
  shellContractsVersion?: string;
}

export interface RemoteLoader {
  /**
   * Starts fetching the manifest and registering remotes ahead of the first slot, and then the files of `first` (the
   * remote the page opens on), so they download while the shell's texts and the site status are still on their way.
   */
  prepare(first?: RemoteName): void;
  /** Loads the lifecycle of `name`, or rejects with a RemoteLoadError (maintenance included). */
  load(name: RemoteName): Promise<RemoteLifecycle>;
  /**
   * Retry / remount one remote in place: fetches the manifest again, re-registers `name` with `force: true` and
   * bumps its generation, which makes its slot unmount the parcel and load and mount it afresh.
   */
  reload(name: RemoteName): Promise<void>;
  /** Hot swap: takes a new manifest, re-registers every changed remote with `force: true`, remounts them; returns their names. */
  applyManifest(next: RemotesManifest): RemoteName[];
  /** Fetches /remotes.json and applies it (what a manifest poll or a socket push calls). */
  refreshManifest(): Promise<RemoteName[]>;
  /** Changes whenever `name` must be mounted afresh; slots watch it. */
  generation(name: RemoteName): number;
  subscribe(listener: () => void): () => void;
}

/** './lifecycle' of mf_lobby is requested as 'mf_lobby/lifecycle'. */
export function lifecycleId(name: RemoteName): string {
  return `${name}/${LIFECYCLE_EXPOSE.slice(2)}`;
}

function isLifecycleModule(value: unknown): value is RemoteLifecycle {
  if (typeof value !== 'object' || value === null) return false;
  const lifecycle = value as Partial<Record<keyof RemoteLifecycle, unknown>>;
  const isHook = (hook: unknown) => typeof hook === 'function' || (Array.isArray(hook) && hook.every((f) => typeof f === 'function'));
  return isHook(lifecycle.bootstrap) && isHook(lifecycle.mount) && isHook(lifecycle.unmount);
}

export function createRemoteLoader({
  runtime,
  fetchManifest,
  shellContractsVersion = CONTRACTS_VERSION,
}: RemoteLoaderOptions): RemoteLoader {
  let manifestPromise: Promise<RemotesManifest> | null = null;
  let manifest: RemotesManifest | null = null;
  /** The entry URL each remote is registered with; a different URL later needs `force`. */
  const registered = new Map<RemoteName, string>();
  const generations = new Map<RemoteName, number>(REMOTE_NAMES.map((name) => [name, 0]));
  const listeners = new Set<() => void>();

  const bump = (names: readonly RemoteName[]) => {
    for (const name of names) generations.set(name, (generations.get(name) ?? 0) + 1);
    if (names.length) listeners.forEach((listener) => listener());
  };

  const register = (next: RemotesManifest, force: readonly RemoteName[]) => {
    for (const name of REMOTE_NAMES) {
      const entry = next[name];
      if (!entry || entry.maintenance || !isContractsCompatible(entry.contractsVersion, shellContractsVersion)) continue;
      const known = registered.get(name);
      if (known === entry.entry && !force.includes(name)) continue;
      runtime.registerRemotes([{ name, entry: entry.entry }], { force: known !== undefined || force.includes(name) });
      registered.set(name, entry.entry);
    }
  };

  const currentManifest = (): Promise<RemotesManifest> => {
    manifestPromise ??= fetchManifest().then(
      (fetched) => {
        manifest = fetched;
        register(fetched, []);
        return fetched;
      },
      (error: unknown) => {
        // Forget the failure so the next load or retry asks again.
        manifestPromise = null;
        throw error;
      },
    );
    return manifestPromise;
  };

  const applyManifest = (next: RemotesManifest): RemoteName[] => {
    const changed = manifest ? changedRemotes(manifest, next) : [...REMOTE_NAMES];
    manifest = next;
    manifestPromise = Promise.resolve(next);
    register(next, changed);
    bump(changed);
    return changed;
  };

  return {
    prepare(first) {
      currentManifest().then(
        (fetched) => {
          // Only a remote the slot will load; a failed preload is left to that load, which reports it.
          if (first && registered.get(first) === fetched[first]?.entry) {
            runtime.preloadRemote(first, LIFECYCLE_EXPOSE).catch(() => undefined);
          }
        },
        () => undefined,
      );
    },

    async load(name) {
      try {
        const entry = usableEntry(await currentManifest(), name, shellContractsVersion);
        const module = await runtime.loadRemote(lifecycleId(name));
        if (isRemoteLoadFailure(module)) throw module.mekongLoadFailure;
        if (!isLifecycleModule(module)) {
          throw new RemoteLoadError(
            REMOTE_ERROR_CODES.badLifecycle,
            name,
            `${lifecycleId(name)} does not export bootstrap, mount and unmount`,
          );
        }
        if (typeof module.contractsVersion !== 'string' || !isContractsCompatible(module.contractsVersion, shellContractsVersion)) {
          throw new RemoteLoadError(
            REMOTE_ERROR_CODES.incompatible,
            name,
            `${name} ${entry.version} was built with contracts ${String(module.contractsVersion)}; the shell has ${shellContractsVersion}`,
          );
        }
        return module;
      } catch (error) {
        const failure = toRemoteLoadError(name, error);
        if (failure.code !== REMOTE_ERROR_CODES.maintenance) reportChunkLoadError(failure);
        throw failure;
      }
    },

    async reload(name) {
      let changed: RemoteName[] = [];
      try {
        changed = applyManifest(await fetchManifest());
      } catch {
        // The slot's next load meets the manifest failure again and reports it.
        manifestPromise = null;
      }
      if (changed.includes(name)) return;
      if (manifest) register(manifest, [name]);
      bump([name]);
    },

    applyManifest,

    async refreshManifest() {
      return applyManifest(await fetchManifest());
    },

    generation: (name) => generations.get(name) ?? 0,

    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
