// Test harness: the shell's content in a MemoryRouter with memory storages, API fixtures and a stand-in loader.
import './jsdomPolyfills';
import { render } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { createMemoryStorage, PATHS, type FetchLike, type RemoteLifecycle, type RemoteName, type RemoteProps } from '@mekong/contracts';
import { MekongThemeProvider } from '@mekong/ui';
import { ShellContent } from '../app/App';
import { createShellI18n } from '../features/i18n/i18n';
import type { RemoteLoader } from '../features/remotes/remoteLoader';
import { RemotesProvider } from '../features/remotes/RemotesContext';
import { createShellServices } from '../features/session/services';
import { ShellServicesProvider } from '../features/session/ShellServicesContext';
import { SiteContentProvider } from '../features/site-content/SiteContentContext';

export const siteFixtures: Record<string, unknown> = {
  [PATHS.system.domainRoute]: {
    customerService: [{ csType: 'LIVECHAT', title: 'Live chat', path: 'https://chat.example.test' }],
    resources: [{ resourceType: 'SOCIAL', labelNameEn: 'YouTube', url: 'https://youtube.example.test' }],
    mainDomain: 'mekong.example.test',
    analytics: { gtagId: null },
    imageCDNs: [],
    launchGameCDNs: [],
    location: { ip: '203.0.113.7', country: 'LA' },
    licenceNumber: '365',
    copyrightYear: 2025,
    footerVendors: ['PG'],
    helpLinks: [{ id: 'term', title: 'Terms of use' }],
    referralEnabled: false,
  },
  [PATHS.system.whitelabel]: [],
  [PATHS.games.menus]: [
    { gameType: 'RNG', vendors: [{ vassalage: 'PG', displayName: 'PG Soft', gameType: 'RNG', isGame: 'VASSALAGE', logoUrl: '/pg.svg', sequence: 1 }] },
    { gameType: 'LIVE', vendors: [] },
  ],
  [PATHS.games.announcements]: { banners: [], player: [], popup: [], promotion: [] },
  [PATHS.system.helpCenter]: [{ id: 'rules', title: 'Rules', items: [{ id: 'term', title: 'Terms of use', content: '<p>Be 18 or older.</p><script>alert(1)</script>' }] }],
};

/** A fetch that answers each API path from `fixtures` in the envelope. */
export function fixtureFetch(fixtures: Record<string, unknown>): FetchLike {
  return async (url) => {
    const path = url.split('?')[0] ?? url;
    const found = path in fixtures;
    return {
      status: found ? 200 : 404,
      json: async () => (found ? { success: true, value: fixtures[path], message: 'ok' } : { success: false, value: null, message: 'not found', code: 'not-found' }),
    };
  };
}

/** A remote that writes what it was given into its element, and records its lifecycle calls. */
export function fakeRemote(name: RemoteName) {
  const show = (props: RemoteProps & Record<string, unknown>) => {
    (props.domElement as HTMLElement).textContent = `${name} at ${props.route.path}`;
    return Promise.resolve();
  };
  const lifecycle = {
    bootstrap: jest.fn(() => Promise.resolve()),
    mount: jest.fn(show),
    update: jest.fn(show),
    unmount: jest.fn((props: RemoteProps & Record<string, unknown>) => {
      (props.domElement as HTMLElement).textContent = '';
      return Promise.resolve();
    }),
    contractsVersion: '1.0.0',
  } satisfies RemoteLifecycle;
  return lifecycle;
}

/** A loader whose `load` is a jest mock: by default every remote loads its fake. */
export type FakeRemote = ReturnType<typeof fakeRemote>;

export function fakeLoader(): RemoteLoader & { load: jest.Mock<Promise<FakeRemote>, [RemoteName]>; reload: jest.Mock<Promise<void>, [RemoteName]> } {
  let generation = 0;
  const listeners = new Set<() => void>();
  const remotes = new Map<RemoteName, FakeRemote>();
  return {
    prepare: () => undefined,
    load: jest.fn(async (name: RemoteName) => {
      const remote = remotes.get(name) ?? fakeRemote(name);
      remotes.set(name, remote);
      return remote;
    }),
    reload: jest.fn(async (_name: RemoteName) => {
      generation += 1;
      listeners.forEach((l) => l());
    }),
    applyManifest: () => [],
    refreshManifest: async () => [],
    generation: () => generation,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export function renderShell(
  path: string,
  { token = null, loader = fakeLoader(), fixtures = siteFixtures }: { token?: string | null; loader?: ReturnType<typeof fakeLoader>; fixtures?: Record<string, unknown> } = {},
) {
  const sessionStorage = createMemoryStorage();
  if (token) {
    sessionStorage.setItem('token', token);
    sessionStorage.setItem('memberInfo', JSON.stringify({ id: '1', account: 'somchai', nickname: 'Somchai', type: 0 }));
  }
  const i18n = createShellI18n('EN');
  const services = createShellServices({ sessionStorage, localStorage: createMemoryStorage(), fetch: fixtureFetch(fixtures), getLanguage: () => i18n.language });
  const visited: string[] = [];
  function LocationProbe() {
    const location = useLocation();
    if (visited.at(-1) !== location.pathname) visited.push(location.pathname);
    return null;
  }
  const view = render(
    <I18nextProvider i18n={i18n}>
      <ShellServicesProvider services={services}>
        <MekongThemeProvider>
          <RemotesProvider loader={loader}>
            <SiteContentProvider>
              <MemoryRouter initialEntries={[path]}>
                <ShellContent />
                <LocationProbe />
              </MemoryRouter>
            </SiteContentProvider>
          </RemotesProvider>
        </MekongThemeProvider>
      </ShellServicesProvider>
    </I18nextProvider>,
  );
  return { ...view, services, loader, visited };
}
