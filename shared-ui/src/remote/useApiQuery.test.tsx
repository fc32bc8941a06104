// useApiQuery: loading then data, the language from the bus in the call, a refetch on language change, and an
// error state whose refetch tries again.
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryStorage, systemEndpoints, type FetchLike, type RemoteProps } from '@mekong/contracts';
import { RemotePropsContext } from './remoteProps';
import { createStandaloneProps } from './standalone/props';
import { useApiQuery } from './useApiQuery';

function setup(answer: () => unknown) {
  const urls: string[] = [];
  const fetch: FetchLike = async (url) => {
    urls.push(url);
    return { status: 200, json: async () => answer() };
  };
  const { props } = createStandaloneProps({
    storage: createMemoryStorage(),
    fetch,
    language: 'LO',
    namespace: 'mf_test',
    translations: { LO: {}, EN: {}, CN: {} },
  });
  const remoteProps: RemoteProps = { ...props, route: { path: '/', query: {}, hash: '', page: null }, navigate: () => undefined };
  const wrapper = ({ children }: { children: ReactNode }) => (
    <RemotePropsContext.Provider value={remoteProps}>{children}</RemotePropsContext.Provider>
  );
  return { urls, bus: props.bus, wrapper };
}

const menus = [{ gameType: 'LIVE', vendors: [] }];

test('loads, then calls again in the new language on the bus event', async () => {
  const { urls, bus, wrapper } = setup(() => ({ success: true, value: menus, message: 'ok' }));
  const { result } = renderHook(() => useApiQuery(systemEndpoints.gameMenus, (language) => ({ language })), { wrapper });
  expect(result.current.status).toBe('loading');
  await waitFor(() => expect(result.current.status).toBe('success'));
  expect(result.current.data).toEqual(menus);
  expect(urls).toEqual(['/lgw/games/game_menus?language=LO']);

  act(() => bus.emit('language/changed', { language: 'CN' }));
  expect(result.current.status).toBe('loading');
  await waitFor(() => expect(result.current.status).toBe('success'));
  expect(urls).toEqual(['/lgw/games/game_menus?language=LO', '/lgw/games/game_menus?language=CN']);
});

test('a failed call is an error whose refetch calls again', async () => {
  let fail = true;
  const { urls, wrapper } = setup(() =>
    fail ? { success: false, value: null, message: 'down', code: 'internal' } : { success: true, value: menus, message: 'ok' },
  );
  const { result } = renderHook(() => useApiQuery(systemEndpoints.gameMenus, (language) => ({ language })), { wrapper });
  await waitFor(() => expect(result.current.status).toBe('error'));
  expect(result.current.error?.code).toBe('internal');
  fail = false;
  act(() => result.current.refetch());
  await waitFor(() => expect(result.current.status).toBe('success'));
  expect(urls).toHaveLength(2);
});
