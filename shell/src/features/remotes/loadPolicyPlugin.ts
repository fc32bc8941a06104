// The shell's Module Federation runtime plugin: the loading policy of remotes (timeouts, fallback, error codes),
// kept out of components as docs/architecture.md §6 asks.
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { toRemoteLoadError, type RemoteLoadError } from './errors';

/** What `loadRemote` resolves to when a remote failed: the loader turns it back into its error. */
export interface RemoteLoadFailure {
  readonly mekongLoadFailure: RemoteLoadError;
}

export function isRemoteLoadFailure(value: unknown): value is RemoteLoadFailure {
  return typeof value === 'object' && value !== null && 'mekongLoadFailure' in value;
}

/** Aborts a fetch that is still running after `timeoutMs`. */
async function fetchWithTimeout(url: string, init: RequestInit, timeoutMs: number): Promise<Response> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(new DOMException(`Request for ${url} timed out`, 'TimeoutError')), timeoutMs);
  try {
    return await fetch(url, { ...init, signal: controller.signal });
  } finally {
    clearTimeout(timer);
  }
}

export function createLoadPolicyPlugin({ timeoutMs }: { timeoutMs: number }): ModuleFederationRuntimePlugin {
  return {
    name: 'mekong-load-policy',
    // The runtime's default script timeout is 20 s; requirements §9 gives a chunk 120 s on slow mobile networks.
    createScript({ url, attrs }) {
      const script = document.createElement('script');
      script.src = url;
      script.async = true;
      for (const [name, value] of Object.entries(attrs ?? {})) {
        if (name === 'type' || name === 'crossorigin') script.setAttribute(name, String(value));
      }
      return { script, timeout: timeoutMs };
    },
    // mf-manifest.json of each remote, under the same time limit.
    fetch(url, init) {
      return fetchWithTimeout(url, init, timeoutMs);
    },
    // A failed remote resolves to a marked fallback instead of throwing, so the loader reports one stable error
    // and the slot shows its retry; other lifecycles (shared modules, manifest parsing) keep their own errors.
    async errorLoadRemote({ id, error, lifecycle, remote }) {
      if (lifecycle !== 'onLoad') return undefined;
      const fallback: RemoteLoadFailure = { mekongLoadFailure: toRemoteLoadError(remote?.name ?? id.split('/')[0] ?? id, error) };
      return fallback;
    },
  };
}
