// Test harness: the shell's content on jsdom's own history with memory storages, API fixtures and a stand-in loader.
import './jsdomPolyfills';
import { render } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { ShellRouter, useLocation } from '../features/navigation/router';
import {
  createMemoryStorage,
  PATHS,
  type EncryptedBody,
  type Envelope,
  type FailureValue,
  type FetchLike,
  type RemoteLifecycle,
  type RemoteName,
  type RemoteProps,
} from '@mekong/contracts';
import { MekongThemeProvider } from '@mekong/ui';
import { ShellContent } from '../app/App';
import { createTestI18n } from './i18n';
import type { RemoteLoader } from '../features/remotes/remoteLoader';
import { RemotesProvider } from '../features/remotes/RemotesContext';
import { createShellServices, type ShellServices } from '../features/session/services';
import { ShellServicesProvider } from '../features/session/ShellServicesContext';
import { SiteContentProvider } from '../features/site-content/SiteContentContext';

/** The member info call's answer for the signed-in member 'somchai' (type 0 member). */
export const memberProfileFixture = {
  id: '1',
  account: 'somchai',
  nickname: 'Somchai',
  type: 0,
  isAgent: false,
  isTrial: false,
  vipLabelName: 'VIP 2',
  vipRankLevel: 2,
  currencySymbol: '₭',
  avatarUrl: '',
  mobileNum: null,
  email: null,
  firstTimeLogin: false,
  passwordExpired: false,
  defaultPassword: false,
  secondFactorOnNewIp: false,
  createdAt: '2026-01-01T00:00:00Z',
};

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
    lineDomains: [],
  },
  [PATHS.system.whitelabel]: [],
  [PATHS.games.menus]: [
    {
      gameType: 'RNG',
      vendors: [
        {
          vassalage: 'PG',
          displayName: 'PG Soft',
          gameType: 'RNG',
          isGame: 'VASSALAGE',
          logoUrl: '/pg.svg',
          sequence: 1,
          maintenance: false,
          launchTarget: 'IFRAME',
        },
      ],
    },
    { gameType: 'LIVE', vendors: [] },
  ],
  [PATHS.games.announcements]: { banners: [], player: [], popup: [], promotion: [] },
  [PATHS.system.settingRegister]: {
    fields: [
      { field: 'username', shown: true, required: true, acceptedPattern: 'letterFirstThenLettersDigits', min: 6, max: 16 },
      { field: 'password', shown: true, required: true, acceptedPattern: 'lettersAndDigitsCombined', min: 6, max: 20 },
      { field: 'confirmPassword', shown: true, required: true, acceptedPattern: 'lettersAndDigitsCombined', min: 6, max: 20 },
      { field: 'mobileNum', shown: true, required: true, acceptedPattern: 'digitsOnly', min: 10, max: 10 },
      { field: 'verificationCode', shown: true, required: true, acceptedPattern: 'digitsOnly', min: 6, max: 6 },
      { field: 'affiliateCode', shown: true, required: false, acceptedPattern: 'lettersOrDigits', min: 4, max: 12 },
      { field: 'email', shown: false, required: false, acceptedPattern: 'email', min: 6, max: 50 },
    ],
    mobileDigits: 10,
    smsExpiredMinutes: 2,
  },
  [PATHS.system.countryCodes]: [
    { countryCode: 'LA', countryDialingCode: '856' },
    { countryCode: 'TH', countryDialingCode: '66' },
  ],
  [PATHS.system.captcha]: { captchaId: 'c-1', image: 'data:image/svg+xml;base64,PHN2Zy8+' },
  [PATHS.member.info]: memberProfileFixture,
  [PATHS.member.infoIcon]: { url: '' },
  [PATHS.wallet.balance]: { balance: 123456, currencySymbol: '₭' },
  [PATHS.session.logout]: null,
  [PATHS.system.helpCenter]: [
    {
      id: 'rules',
      title: 'Rules',
      items: [{ id: 'term', title: 'Terms of use', content: '<p>Be 18 or older.</p><script>alert(1)</script>' }],
    },
  ],
};

/** What a fixture handler gets: the call as the API client made it, its JSON body parsed. */
export interface FixtureRequest {
  method: string;
  url: string;
  body: Record<string, unknown>;
}

/** A fixture that decides per request; it answers a whole envelope (use `okEnvelope` / `failEnvelope`). */
export class FixtureHandler {
  constructor(readonly answer: (request: FixtureRequest) => Envelope<unknown>) {}
}

export const okEnvelope = (value: unknown): Envelope<unknown> => ({ success: true, value, message: 'ok' });
export const failEnvelope = (code: string, message: string, value: FailureValue | null = null): Envelope<unknown> => ({
  success: false,
  value,
  message,
  code,
});

/** A fetch that answers each API path from `fixtures` in the envelope; a FixtureHandler answers per request. */
export function fixtureFetch(fixtures: Record<string, unknown>): FetchLike {
  return async (url, init) => {
    const path = url.split('?')[0] ?? url;
    const fixture = fixtures[path];
    const envelope =
      fixture instanceof FixtureHandler
        ? fixture.answer({ method: init.method, url, body: init.body ? (JSON.parse(init.body) as Record<string, unknown>) : {} })
        : path in fixtures
          ? okEnvelope(fixture)
          : failEnvelope('not-found', 'not found');
    return { status: envelope.success ? 200 : 400, json: async () => envelope };
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

export function fakeLoader(): RemoteLoader & {
  load: jest.Mock<Promise<FakeRemote>, [RemoteName]>;
  reload: jest.Mock<Promise<void>, [RemoteName]>;
} {
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
  {
    token = null,
    memberType = 0,
    loader = fakeLoader(),
    fixtures = siteFixtures,
  }: { token?: string | null; memberType?: number; loader?: ReturnType<typeof fakeLoader>; fixtures?: Record<string, unknown> } = {},
) {
  const sessionStorage = createMemoryStorage();
  if (token) {
    sessionStorage.setItem('token', token);
    sessionStorage.setItem('memberInfo', JSON.stringify({ id: '1', account: 'somchai', nickname: 'Somchai', type: memberType }));
  }
  const i18n = createTestI18n('EN');
  const created = createShellServices({
    sessionStorage,
    localStorage: createMemoryStorage(),
    fetch: fixtureFetch(fixtures),
    getLanguage: () => i18n.language,
  });
  // Encryption has its own tests: here enc calls send their payload in plain JSON, so fixtures can read it.
  const services: ShellServices = {
    ...created,
    callEncrypted: (endpoint, payload) => created.api.call(endpoint, payload as unknown as EncryptedBody),
  };
  // jsdom keeps a real history: each render starts on `path`, with no state from the test before.
  window.history.replaceState(null, '', path);
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
              <ShellRouter>
                <ShellContent />
                <LocationProbe />
              </ShellRouter>
            </SiteContentProvider>
          </RemotesProvider>
        </MekongThemeProvider>
      </ShellServicesProvider>
    </I18nextProvider>,
  );
  return { ...view, services, loader, visited };
}
