// A remote made by createRemote mounts as a parcel with its texts, follows route and session through
// update and the session stream, and unmounts cleanly.
import { waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import i18next from 'i18next';
import { createMemoryStorage, type RemoteProps, type RemoteRoute } from '@mekong/contracts';
import { createRemote } from './createRemote';
import { useRemoteProps, useSession } from './remoteProps';
import { createStandaloneProps } from './standalone/props';

// Swiper (inside @mekong/ui's carousel) ships ESM only; this test renders no carousel.
jest.mock('swiper/react', () => ({
  Swiper: ({ children }: { children: ReactNode }) => children,
  SwiperSlide: ({ children }: { children: ReactNode }) => children,
}));
jest.mock('swiper/modules', () => ({ Autoplay: {}, Pagination: {} }));

function App() {
  const { t } = useTranslation();
  const { route } = useRemoteProps();
  const session = useSession();
  return <p>{`${t('hello')} ${route.path} ${session.isLogin ? 'member' : 'visitor'}`}</p>;
}

const translations = { LO: { hello: 'ສະບາຍດີ' }, EN: { hello: 'Hello' }, CN: { hello: '你好' } };
const route = (path: string): RemoteRoute => ({ path, query: {}, hash: '', page: null });

// createRemote resolves mount and update from React's commit, like a real host: outside act().
beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
});

test('mount, update, session change and unmount', async () => {
  const remote = createRemote({ namespace: 'mf_test', translations, App });
  const { props, sessionStore } = createStandaloneProps({
    storage: createMemoryStorage(),
    fetch: () => Promise.reject(new Error('no network in this test')),
    language: 'EN',
    namespace: 'other',
    translations: { LO: {}, EN: {}, CN: {} },
  });
  // The shell's own i18n instance does not know the remote's texts: mount adds them.
  const shellI18n = i18next.createInstance();
  await shellI18n.init({ lng: 'EN', resources: {}, initAsync: false });
  const domElement = document.createElement('div');
  const parcelProps = (path: string) =>
    ({
      ...props,
      i18n: shellI18n,
      route: route(path),
      navigate: () => undefined,
      name: 'mf_test',
      domElement,
      singleSpa: {},
      mountParcel: () => undefined,
    }) as RemoteProps & Record<string, unknown>;

  await remote.lifecycles.bootstrap(parcelProps('/'));
  await remote.lifecycles.mount(parcelProps('/'));
  expect(domElement.textContent).toBe('Hello / visitor');

  await remote.lifecycles.update(parcelProps('/live'));
  expect(domElement.textContent).toBe('Hello /live visitor');

  sessionStore.signIn('token', { id: '1', account: 'somchai', nickname: 'Somchai', type: 0 });
  await waitFor(() => expect(domElement.textContent).toBe('Hello /live member'));

  await remote.lifecycles.unmount(parcelProps('/live'));
  expect(domElement.textContent).toBe('');
});
