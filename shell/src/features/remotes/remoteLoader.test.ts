// The remote loader against a fake federation runtime: registering, loading, checks, retry and hot swap.
import type { RemotesManifest } from '@mekong/contracts';
import { REMOTE_ERROR_CODES, RemoteLoadError } from './errors';
import { createLoadPolicyPlugin } from './loadPolicyPlugin';
import { createRemoteLoader, type FederationRuntime } from './remoteLoader';

const entry = (name: string, version = '1.0.0', contractsVersion = '1.0.0') => ({
  entry: `/remotes/${name}/${version}/mf-manifest.json`,
  version,
  contractsVersion,
});

const lifecycle = (contractsVersion = '1.0.0') => ({
  bootstrap: jest.fn(async () => undefined),
  mount: jest.fn(async () => undefined),
  unmount: jest.fn(async () => undefined),
  update: jest.fn(async () => undefined),
  contractsVersion,
});

/** Lets the loader's pending promise callbacks run. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

function setup(manifest: RemotesManifest, modules: Record<string, unknown> = {}) {
  const runtime: jest.Mocked<FederationRuntime> = {
    registerRemotes: jest.fn(),
    loadRemote: jest.fn(async (id: string) => modules[id] ?? lifecycle()),
    preloadRemote: jest.fn(async (_name: string, _expose: string) => undefined),
  };
  const fetchManifest = jest.fn(async () => manifest);
  const loader = createRemoteLoader({ runtime, fetchManifest, shellContractsVersion: '1.0.0' });
  return { runtime, fetchManifest, loader };
}

beforeEach(() => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

describe('remote loader', () => {
  it('registers every usable remote from the manifest once and loads ./lifecycle', async () => {
    const { runtime, fetchManifest, loader } = setup({ mf_lobby: entry('mf_lobby'), mf_member: entry('mf_member') });
    const loaded = await loader.load('mf_lobby');
    await loader.load('mf_member');

    expect(loaded.contractsVersion).toBe('1.0.0');
    expect(fetchManifest).toHaveBeenCalledTimes(1);
    expect(runtime.registerRemotes).toHaveBeenCalledTimes(2);
    expect(runtime.registerRemotes).toHaveBeenCalledWith([{ name: 'mf_lobby', entry: '/remotes/mf_lobby/1.0.0/mf-manifest.json' }], {
      force: false,
    });
    expect(runtime.loadRemote).toHaveBeenCalledWith('mf_lobby/lifecycle');
  });

  it("prepares the page: registers the remotes and preloads the first remote's lifecycle files, once the manifest is in", async () => {
    const { runtime, fetchManifest, loader } = setup({ mf_lobby: entry('mf_lobby'), mf_member: entry('mf_member') });
    loader.prepare('mf_lobby');
    await settle();
    expect(runtime.preloadRemote).toHaveBeenCalledWith('mf_lobby', './lifecycle');
    expect(runtime.registerRemotes).toHaveBeenCalledTimes(2);
    expect(runtime.preloadRemote).toHaveBeenCalledTimes(1);
    // The slot's load later reuses the manifest the preparation fetched.
    await loader.load('mf_lobby');
    expect(fetchManifest).toHaveBeenCalledTimes(1);
  });

  it('preloads nothing for a remote it will not load (in maintenance) nor when the manifest fails', async () => {
    const { runtime, loader } = setup({ mf_points: { ...entry('mf_points'), maintenance: { until: null } } });
    loader.prepare('mf_points');
    await settle();
    expect(runtime.registerRemotes).not.toHaveBeenCalled();
    expect(runtime.preloadRemote).not.toHaveBeenCalled();

    const failing = setup({ mf_lobby: entry('mf_lobby') });
    failing.fetchManifest.mockRejectedValueOnce(new Error('offline'));
    failing.loader.prepare('mf_lobby');
    await settle();
    expect(failing.runtime.preloadRemote).not.toHaveBeenCalled();
    // A failed preparation is forgotten: the slot's load asks again and succeeds.
    await expect(failing.loader.load('mf_lobby')).resolves.toBeDefined();
  });

  it('does not register a remote of another contracts major, and refuses to load it', async () => {
    const { runtime, loader } = setup({ mf_lobby: entry('mf_lobby', '3.0.0', '2.0.0') });
    await expect(loader.load('mf_lobby')).rejects.toMatchObject({ code: REMOTE_ERROR_CODES.incompatible });
    expect(runtime.registerRemotes).not.toHaveBeenCalled();
    expect(runtime.loadRemote).not.toHaveBeenCalled();
  });

  it('checks the contracts version the loaded module was built with', async () => {
    const { loader } = setup({ mf_lobby: entry('mf_lobby') }, { 'mf_lobby/lifecycle': lifecycle('2.1.0') });
    await expect(loader.load('mf_lobby')).rejects.toMatchObject({ code: REMOTE_ERROR_CODES.incompatible });
  });

  it('refuses a module without lifecycles', async () => {
    const { loader } = setup({ mf_lobby: entry('mf_lobby') }, { 'mf_lobby/lifecycle': { contractsVersion: '1.0.0' } });
    await expect(loader.load('mf_lobby')).rejects.toMatchObject({ code: REMOTE_ERROR_CODES.badLifecycle });
  });

  it('reports a remote in maintenance without calling the runtime', async () => {
    const { runtime, loader } = setup({ mf_points: { ...entry('mf_points'), maintenance: { until: null } } });
    await expect(loader.load('mf_points')).rejects.toMatchObject({ code: REMOTE_ERROR_CODES.maintenance });
    expect(runtime.loadRemote).not.toHaveBeenCalled();
    expect(console.error).not.toHaveBeenCalled();
  });

  it('turns the load-policy fallback into its stable error and reports it as a chunk load error', async () => {
    const plugin = createLoadPolicyPlugin({ timeoutMs: 120_000 });
    const fallback = await plugin.errorLoadRemote?.({
      id: 'mf_lobby/lifecycle',
      error: new Error('Failed to load script resources. #RUNTIME-008 ScriptNetworkError'),
      from: 'runtime',
      lifecycle: 'onLoad',
      origin: {} as never,
    });
    const { loader } = setup({ mf_lobby: entry('mf_lobby') }, { 'mf_lobby/lifecycle': fallback });

    const failure = await loader.load('mf_lobby').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(RemoteLoadError);
    expect(failure).toMatchObject({ code: REMOTE_ERROR_CODES.unreachable, remote: 'mf_lobby', name: 'ChunkLoadError' });
    expect(console.error).toHaveBeenCalledWith(expect.stringContaining('ChunkLoadError MEKONG-REMOTE-006 (mf_lobby)'), expect.anything());
  });

  it('asks for the manifest again after it failed', async () => {
    const { fetchManifest, loader } = setup({ mf_lobby: entry('mf_lobby') });
    fetchManifest.mockRejectedValueOnce(new RemoteLoadError(REMOTE_ERROR_CODES.manifestUnavailable, '*', 'down'));
    await expect(loader.load('mf_lobby')).rejects.toMatchObject({ code: REMOTE_ERROR_CODES.manifestUnavailable });
    await expect(loader.load('mf_lobby')).resolves.toBeDefined();
    expect(fetchManifest).toHaveBeenCalledTimes(2);
  });

  it('retry re-registers the remote with force and bumps only its generation', async () => {
    const { runtime, loader } = setup({ mf_lobby: entry('mf_lobby'), mf_member: entry('mf_member') });
    await loader.load('mf_lobby');
    const listener = jest.fn();
    loader.subscribe(listener);

    await loader.reload('mf_lobby');

    expect(runtime.registerRemotes).toHaveBeenLastCalledWith([{ name: 'mf_lobby', entry: '/remotes/mf_lobby/1.0.0/mf-manifest.json' }], {
      force: true,
    });
    expect(loader.generation('mf_lobby')).toBe(1);
    expect(loader.generation('mf_member')).toBe(0);
    expect(listener).toHaveBeenCalled();
  });

  it('hot swap: a new manifest re-registers and remounts only the changed remotes', async () => {
    const { runtime, loader } = setup({ mf_lobby: entry('mf_lobby'), mf_member: entry('mf_member') });
    await loader.load('mf_lobby');
    runtime.registerRemotes.mockClear();

    const changed = loader.applyManifest({ mf_lobby: entry('mf_lobby', '1.1.0'), mf_member: entry('mf_member') });

    expect(changed).toEqual(['mf_lobby']);
    expect(runtime.registerRemotes).toHaveBeenCalledTimes(1);
    expect(runtime.registerRemotes).toHaveBeenCalledWith([{ name: 'mf_lobby', entry: '/remotes/mf_lobby/1.1.0/mf-manifest.json' }], {
      force: true,
    });
    expect(loader.generation('mf_lobby')).toBe(1);
    expect(loader.generation('mf_member')).toBe(0);
  });
});
