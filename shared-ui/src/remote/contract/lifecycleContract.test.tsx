// The lifecycle contract passes a remote that keeps to RemoteProps and fails one that reads anything else, whether in
// its lifecycle code or deep in its tree.
import type { ComponentType } from 'react';
import { CONTRACTS_VERSION, type LifecycleFn } from '@mekong/contracts';
import { createRemote } from '../createRemote';
import { useRemoteProps, useSession } from '../remoteProps';
import { runLifecycleContract, type LifecycleContract } from './lifecycleContract';

const noTexts = { LO: {}, EN: {}, CN: {} };

// The failing pages log React's caught errors; each test that expects them silences console.error for itself only.
afterEach(() => jest.restoreAllMocks());

function PathAndSession() {
  const { route } = useRemoteProps();
  const session = useSession();
  return <h1>{`${route.path} ${session.isLogin ? 'member' : 'visitor'}`}</h1>;
}

function fakeRemote(
  App: ComponentType,
  wrapMount: (mount: LifecycleFn) => LifecycleFn = (mount) => mount,
  contractsVersion = CONTRACTS_VERSION,
): LifecycleContract {
  const { lifecycles } = createRemote({ namespace: 'mf_fake', translations: noTexts, App });
  return {
    remote: 'mf_lobby',
    load: async () => ({ ...lifecycles, mount: wrapMount(lifecycles.mount), contractsVersion }),
    mountAt: '/',
    updateTo: '/sports',
    shows: {
      mounted: (slot) => slot.findByRole('heading', { name: '/ visitor' }),
      updated: (slot) => slot.findByRole('heading', { name: '/sports visitor' }),
      signedIn: (slot) => slot.findByRole('heading', { name: '/sports member' }),
    },
  };
}

test('a remote that reads only RemoteProps passes, and every read is logged', async () => {
  const reads = await runLifecycleContract(fakeRemote(PathAndSession));
  expect([...reads]).toEqual(
    expect.arrayContaining(['props.i18n', 'props.session$', 'props.route', 'props.route.path', 'props.domElement']),
  );
});

test('a lifecycle that reads a prop outside RemoteProps fails, naming the prop', async () => {
  // Like a remote written against the shell's internals: it will not mount without the shell's store.
  const needsShellStore =
    (mount: LifecycleFn): LifecycleFn =>
    (props) =>
      props.shellStore ? mount(props) : Promise.reject(new Error('no shell store'));
  await expect(runLifecycleContract(fakeRemote(PathAndSession, needsShellStore))).rejects.toThrow(
    'The remote read props.shellStore, which its contract does not give',
  );
});

test('a page that reads a route key outside RemoteRoute fails, although its error boundary caught the throw', async () => {
  function ReadsRouteState() {
    const { route } = useRemoteProps();
    const state = (route as unknown as Record<string, unknown>).state;
    return <h1>{`${route.path} ${String(state)}`}</h1>;
  }
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  await expect(runLifecycleContract(fakeRemote(ReadsRouteState))).rejects.toThrow('The remote read props.route.state');
});

test('a page that only peeks at a top-level prop outside RemoteProps fails too', async () => {
  function PeeksAtShellStore() {
    const props = useRemoteProps() as unknown as { shellStore?: unknown };
    return <h1>{props.shellStore ? 'with a store' : 'without one'}</h1>;
  }
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  await expect(runLifecycleContract(fakeRemote(PeeksAtShellStore))).rejects.toThrow('The remote read props.shellStore');
});

test('a remote built against other contracts fails before it mounts', async () => {
  await expect(runLifecycleContract(fakeRemote(PathAndSession, undefined, '0.9.0'))).rejects.toThrow(CONTRACTS_VERSION);
});
