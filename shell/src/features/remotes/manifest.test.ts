// The remotes manifest: validation, compatibility and maintenance per remote, what changed between two.
import { CONTRACTS_VERSION, type RemotesManifest } from '@mekong/contracts';
import { REMOTE_ERROR_CODES, RemoteLoadError } from './errors';
import { changedRemotes, fetchRemotesManifest, parseRemotesManifest, usableEntry } from './manifest';

const lobby = { entry: '/remotes/mf_lobby/1.0.0/mf-manifest.json', version: '1.0.0', contractsVersion: '1.0.0' };

function codeOf(run: () => unknown): string | undefined {
  try {
    run();
  } catch (error) {
    return error instanceof RemoteLoadError ? error.code : 'not a RemoteLoadError';
  }
  return undefined;
}

describe('manifest validation', () => {
  it('accepts a manifest of the contracts shape', () => {
    expect(parseRemotesManifest({ mf_lobby: lobby, mf_member: { ...lobby, maintenance: { until: null } } })).toEqual({
      mf_lobby: lobby,
      mf_member: { ...lobby, maintenance: { until: null } },
    });
  });

  it('rejects a malformed manifest with a stable code', () => {
    expect(codeOf(() => parseRemotesManifest({ mf_lobby: { ...lobby, contractsVersion: 'one' } }))).toBe(
      REMOTE_ERROR_CODES.manifestInvalid,
    );
    expect(codeOf(() => parseRemotesManifest([]))).toBe(REMOTE_ERROR_CODES.manifestInvalid);
  });

  it('reports an unreachable manifest', async () => {
    const down = jest.fn().mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(fetchRemotesManifest(down)).rejects.toMatchObject({ code: REMOTE_ERROR_CODES.manifestUnavailable });
    const notFound = jest.fn().mockResolvedValue({ ok: false, status: 404, json: async () => ({}) });
    await expect(fetchRemotesManifest(notFound)).rejects.toMatchObject({ code: REMOTE_ERROR_CODES.manifestUnavailable });
  });

  it('fetches /remotes.json past the cache', async () => {
    const fetchManifest = jest.fn().mockResolvedValue({ ok: true, status: 200, json: async () => ({ mf_lobby: lobby }) });
    await expect(fetchRemotesManifest(fetchManifest)).resolves.toEqual({ mf_lobby: lobby });
    expect(fetchManifest).toHaveBeenCalledWith('/remotes.json', { cache: 'no-store' });
  });
});

describe('usableEntry (compatibility and maintenance)', () => {
  it('gives the entry of a compatible remote, minor and patch differences included', () => {
    const sameMajor = `${CONTRACTS_VERSION.split('.')[0]}.7.3`;
    expect(usableEntry({ mf_lobby: { ...lobby, contractsVersion: sameMajor } }, 'mf_lobby', CONTRACTS_VERSION).entry).toBe(lobby.entry);
  });

  it('refuses another contracts major', () => {
    expect(codeOf(() => usableEntry({ mf_lobby: { ...lobby, contractsVersion: '2.0.0' } }, 'mf_lobby', '1.0.0'))).toBe(
      REMOTE_ERROR_CODES.incompatible,
    );
  });

  it('refuses a remote the manifest does not list', () => {
    expect(codeOf(() => usableEntry({ mf_lobby: lobby }, 'mf_points', '1.0.0'))).toBe(REMOTE_ERROR_CODES.missing);
  });

  it('reports maintenance with its end time', () => {
    const manifest: RemotesManifest = { mf_lobby: { ...lobby, maintenance: { until: '2026-12-01T02:00:00Z' } } };
    expect(() => usableEntry(manifest, 'mf_lobby', '1.0.0')).toThrow(
      expect.objectContaining({ code: REMOTE_ERROR_CODES.maintenance, until: '2026-12-01T02:00:00Z' }),
    );
  });
});

describe('changedRemotes', () => {
  it('lists remotes that were added, removed, re-versioned or put in maintenance', () => {
    const before: RemotesManifest = { mf_lobby: lobby, mf_member: lobby, mf_agent: lobby };
    const after: RemotesManifest = {
      mf_lobby: lobby,
      mf_member: { ...lobby, entry: '/remotes/mf_member/1.1.0/mf-manifest.json', version: '1.1.0' },
      mf_agent: { ...lobby, maintenance: { until: null } },
      mf_points: lobby,
    };
    expect(changedRemotes(before, after).sort()).toEqual(['mf_agent', 'mf_member', 'mf_points']);
    expect(changedRemotes(after, after)).toEqual([]);
  });
});
