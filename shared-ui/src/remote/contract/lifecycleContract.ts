// The contract test of a remote's './lifecycle': bootstrap, mount, update, a sign-in and unmount on RemoteProps built
// from the contracts alone, behind a guard that fails the test on any read outside them.
import { within, type BoundFunctions, type queries } from '@testing-library/dom';
import {
  CONTRACTS_VERSION,
  createMemoryStorage,
  fail,
  findRoute,
  type FetchLike,
  type LifecycleFn,
  type RemoteLifecycle,
  type RemoteName,
  type RemoteProps,
  type RemoteRoute,
} from '@mekong/contracts';
import { createStandaloneProps } from '../standalone/props';
import { PLATFORM_NAMESPACE, platformTranslations } from '../translations';
import { createPropsReadLog, guardParcelProps, type PropsReadLog } from './propsGuard';

/** Queries bound to the remote's slot (its domElement), to find what it shows by role and name. */
export type RemoteSlot = BoundFunctions<typeof queries>;

export interface LifecycleContract {
  remote: RemoteName;
  /** Loads the remote's './lifecycle' module, as the shell's loader does: `() => import('./lifecycle')`. */
  load: () => Promise<RemoteLifecycle>;
  /** URL of the remote's default page, mounted first; its path must be a route the remote owns in the contracts' ROUTES. */
  mountAt: string;
  /** URL of another of its pages, which `update` moves to (same rule). */
  updateTo: string;
  /** Member type of the session that signs in after the update: 0 (a member) unless given, e.g. an agent type. */
  memberType?: number;
  /** What the remote shows in its slot after mount, update and sign-in, in EN; each waits for it (findBy…). */
  shows: Record<'mounted' | 'updated' | 'signedIn', (slot: RemoteSlot) => Promise<unknown>>;
}

// The shell builds remote routes this way too: `page` is the ?page= inner page, else null for the remote's default.
function routeOf(url: string, remote: RemoteName): RemoteRoute {
  const { pathname, searchParams, hash } = new URL(url, 'http://remote.test');
  const owner = findRoute(pathname)?.owner;
  if (owner !== remote) throw new Error(`${url} is not a route of ${remote} in the contracts' ROUTES (owner: ${owner ?? 'none'})`);
  const query = Object.fromEntries(searchParams);
  return { path: pathname, query, hash: hash.replace(/^#/, ''), page: query.page ?? null };
}

/** Every API call answers with the contracts' failure envelope, as a failing server would: no request leaves the test. */
const failingApi: FetchLike = async () => ({ status: 500, json: async () => fail('internal', 'The lifecycle contract test has no API') });

function notInThisHost(name: string) {
  return () => {
    throw new Error(`${name} is single-spa's own; the lifecycle contract host mounts no nested parcel`);
  };
}

// single-spa runs an array of lifecycle functions one after the other.
async function runLifecycle(lifecycle: LifecycleFn | LifecycleFn[], props: RemoteProps & Record<string, unknown>): Promise<void> {
  for (const step of [lifecycle].flat()) await step(props);
}

function throwFirstViolation(log: PropsReadLog): void {
  if (log.violations[0]) throw log.violations[0];
}

/**
 * Runs the contract and resolves with every prop path the remote (and createRemote's lifecycles) read; rejects on a
 * lifecycle rejection, a read outside RemoteProps, a crash into the error boundary, a wrong contractsVersion, or
 * content the remote does not show.
 */
export async function runLifecycleContract(contract: LifecycleContract): Promise<ReadonlySet<string>> {
  const { remote, shows } = contract;
  const mountRoute = routeOf(contract.mountAt, remote);
  const updateRoute = routeOf(contract.updateTo, remote);
  const lifecycle = await contract.load();
  expect(lifecycle.contractsVersion).toBe(CONTRACTS_VERSION);

  // The shell's i18n knows only the shared texts: mount must add the remote's own.
  const { props, sessionStore } = createStandaloneProps({
    storage: createMemoryStorage(),
    fetch: failingApi,
    language: 'EN',
    namespace: PLATFORM_NAMESPACE,
    translations: platformTranslations,
  });
  const log = createPropsReadLog();
  const domElement = document.body.appendChild(document.createElement('div'));
  const slot = within(domElement);
  const parcelProps = (route: RemoteRoute) =>
    guardParcelProps(
      {
        ...props,
        route,
        navigate: () => undefined,
        name: remote,
        domElement,
        singleSpa: {},
        mountParcel: notInThisHost('mountParcel'),
        unmountSelf: notInThisHost('unmountSelf'),
      },
      log,
    );
  const crashedTitle = props.i18n.t('crashed_title', { ns: PLATFORM_NAMESPACE });

  async function expectShown(step: keyof LifecycleContract['shows']): Promise<void> {
    let failure: unknown = null;
    try {
      await shows[step](slot);
    } catch (error) {
      failure = error;
    }
    // A violation inside the React tree is swallowed by the error boundary: report it rather than the missing content.
    throwFirstViolation(log);
    if (slot.queryByRole('heading', { name: crashedTitle }))
      throw new Error(`${remote} crashed into its error boundary when ${step} (React logged the error above)`);
    if (failure) throw failure;
  }

  // createRemote resolves mount and update from React's commit, as under a real host: outside act().
  const scope = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
  const actEnvironment = scope.IS_REACT_ACT_ENVIRONMENT;
  scope.IS_REACT_ACT_ENVIRONMENT = false;
  try {
    await runLifecycle(lifecycle.bootstrap, parcelProps(mountRoute));
    await runLifecycle(lifecycle.mount, parcelProps(mountRoute));
    await expectShown('mounted');

    await runLifecycle(lifecycle.update, parcelProps(updateRoute));
    await expectShown('updated');

    sessionStore.signIn('lifecycle-contract-token', {
      id: 'contract-1',
      account: 'contract_member',
      nickname: 'Contract member',
      type: contract.memberType ?? 0,
    });
    await expectShown('signedIn');

    await runLifecycle(lifecycle.unmount, parcelProps(updateRoute));
    throwFirstViolation(log);
    expect(domElement.innerHTML).toBe('');
  } finally {
    // After a failure the tree may still be mounted; unmounting it keeps the next test's document clean.
    if (domElement.hasChildNodes()) await runLifecycle(lifecycle.unmount, parcelProps(updateRoute)).catch(() => undefined);
    domElement.remove();
    scope.IS_REACT_ACT_ENVIRONMENT = actEnvironment;
  }
  return log.reads;
}
