// The session-storage cache of hot games and vendor lanes: a stored answer is reused without a call, a language
// change or the refresh flag calls again and replaces it, refetch() always calls, and a bad entry is a miss.
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryStorage, gamesEndpoints, type FetchLike, type KeyValueStorage, type RemoteProps } from '@mekong/contracts';
import { createStandaloneProps, RemotePropsContext } from '@mekong/ui/remote';
import { useCachedQuery } from './useCachedQuery';

const tile = (nodeId: string, language: string) => ({
  nodeId,
  gameId: 1,
  vassalage: 'PG',
  gameType: 'RNG',
  accountTypeName: 'PG',
  gameCode: nodeId,
  isGame: 'GAME',
  isHot: 1,
  supportPlay: 1,
  isNew: 0,
  displayName: `${nodeId} ${language}`,
  gameName: `${nodeId} ${language}`,
  iconUrl: '/i.svg',
  showIcon: '/i.svg',
});

function setup(storage: KeyValueStorage = createMemoryStorage()) {
  const urls: string[] = [];
  const fetch: FetchLike = async (url) => {
    urls.push(url);
    const language = new URL(url, 'http://x').searchParams.get('language') ?? 'LO';
    return { status: 200, json: async () => ({ success: true, value: { list: [tile(`g${urls.length}`, language)] }, message: 'ok' }) };
  };
  const { props } = createStandaloneProps({
    storage: createMemoryStorage(),
    fetch,
    language: 'EN',
    namespace: 'mf_test',
    translations: { LO: {}, EN: {}, CN: {} },
  });
  const remoteProps: RemoteProps = { ...props, route: { path: '/', query: {}, hash: '', page: null }, navigate: () => undefined };
  const wrapper = ({ children }: { children: ReactNode }) => (
    <RemotePropsContext.Provider value={remoteProps}>{children}</RemotePropsContext.Provider>
  );
  const useHot = (refresh = false) =>
    useCachedQuery('hot', gamesEndpoints.hot, (language) => ({ language, limitNum: 12 }), { refresh, storage });
  return { urls, bus: props.bus, wrapper, storage, useHot };
}

const names = (data: { list: { displayName: string }[] } | undefined) => data?.list.map((game) => game.displayName);

test('calls once and stores the answer; the next visit reuses it without a call', async () => {
  const { urls, wrapper, useHot } = setup();
  const first = renderHook(() => useHot(), { wrapper });
  expect(first.result.current.status).toBe('loading');
  await waitFor(() => expect(first.result.current.status).toBe('success'));
  expect(names(first.result.current.data)).toEqual(['g1 EN']);
  first.unmount();

  const second = renderHook(() => useHot(), { wrapper });
  // Served from storage on the first render: no spinner and no second call.
  expect(second.result.current.status).toBe('success');
  expect(names(second.result.current.data)).toEqual(['g1 EN']);
  expect(urls).toHaveLength(1);
});

test('a language change calls again and replaces the stored answer', async () => {
  const { urls, bus, wrapper, useHot } = setup();
  const { result, unmount } = renderHook(() => useHot(), { wrapper });
  await waitFor(() => expect(result.current.status).toBe('success'));
  act(() => bus.emit('language/changed', { language: 'CN' }));
  expect(result.current.status).toBe('loading');
  await waitFor(() => expect(names(result.current.data)).toEqual(['g2 CN']));
  expect(urls[1]).toContain('language=CN');
  unmount();
  // The entry now holds the Chinese answer: going back to English is a miss again.
  act(() => bus.emit('language/changed', { language: 'EN' }));
  const again = renderHook(() => useHot(), { wrapper });
  await waitFor(() => expect(names(again.result.current.data)).toEqual(['g3 EN']));
});

test('the refresh flag skips the stored answer once; refetch() always calls', async () => {
  const { urls, wrapper, useHot } = setup();
  const first = renderHook(() => useHot(), { wrapper });
  await waitFor(() => expect(first.result.current.status).toBe('success'));
  first.unmount();

  const refreshed = renderHook(() => useHot(true), { wrapper });
  expect(refreshed.result.current.status).toBe('loading');
  await waitFor(() => expect(names(refreshed.result.current.data)).toEqual(['g2 EN']));
  act(() => refreshed.result.current.refetch());
  await waitFor(() => expect(names(refreshed.result.current.data)).toEqual(['g3 EN']));
  refreshed.unmount();

  // The latest answer is what the next visit gets.
  const next = renderHook(() => useHot(), { wrapper });
  expect(names(next.result.current.data)).toEqual(['g3 EN']);
  expect(urls).toHaveLength(3);
});

test('an entry that does not fit the schema, or is not JSON, is a miss', async () => {
  const storage = createMemoryStorage();
  const { urls, wrapper, useHot } = setup(storage);
  const request = JSON.stringify([{ language: 'EN', limitNum: 12 }, 'EN']);
  storage.setItem('mf_lobby.cache.hot', JSON.stringify({ request, data: { list: [{ nodeId: 'old' }] } }));
  const stale = renderHook(() => useHot(), { wrapper });
  expect(stale.result.current.status).toBe('loading');
  await waitFor(() => expect(stale.result.current.status).toBe('success'));
  stale.unmount();
  storage.setItem('mf_lobby.cache.hot', '{not json');
  const broken = renderHook(() => useHot(), { wrapper });
  expect(broken.result.current.status).toBe('loading');
  await waitFor(() => expect(broken.result.current.status).toBe('success'));
  expect(urls).toHaveLength(2);
});
