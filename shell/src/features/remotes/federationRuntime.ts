// The real Module Federation runtime behind the loader, with the shell's load-policy plugin installed.
import { getInstance, init, loadRemote, preloadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import { LIMITS } from '@mekong/contracts';
import { createLoadPolicyPlugin } from './loadPolicyPlugin';
import type { FederationRuntime } from './remoteLoader';

export function createFederationRuntime(): FederationRuntime {
  // The host build normally created the instance already; init() covers a build without a federation runtime.
  if (!getInstance()) init({ name: 'shell', remotes: [], shareStrategy: 'loaded-first' });
  registerPlugins([createLoadPolicyPlugin({ timeoutMs: LIMITS.chunkLoadTimeoutMs })]);
  return {
    registerRemotes: (remotes, options) => registerRemotes(remotes, options),
    loadRemote: (id) => loadRemote(id),
    preloadRemote: (name, expose) => preloadRemote([{ nameOrAlias: name, exposes: [expose], resourceCategory: 'sync' }]),
  };
}
