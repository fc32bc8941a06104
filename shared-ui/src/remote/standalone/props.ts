// Builds RemoteProps outside the shell from the contracts' DOM-free factories, so a remote can run alone.
import i18next, { type i18n as I18n } from 'i18next';
import {
  createApiClient,
  createBus,
  createSessionStore,
  DEFAULT_LANGUAGE,
  LANGUAGES,
  SITE_CONFIG,
  type FetchLike,
  type KeyValueStorage,
  type Language,
  type MemberInfo,
  type RemoteProps,
  type SessionStore,
} from '@mekong/contracts';
import { addTranslations, type Translations } from '../translations';

export interface StandaloneDependencies {
  /** Session storage (the token lives there, as in the shell). */
  storage: KeyValueStorage;
  fetch: FetchLike;
  language: Language;
  namespace: string;
  translations: Translations;
  /** Prefix of API paths; '' when the dev server proxies /wps and /lgw to the API. */
  baseUrl?: string;
}

/** RemoteProps without the route parts (the host owns the URL), plus the session store behind `session$`. */
export interface StandaloneProps {
  props: Omit<RemoteProps, 'route' | 'navigate'>;
  sessionStore: SessionStore;
}

export function createStandaloneI18n(language: Language, namespace: string, translations: Translations): I18n {
  const i18n = i18next.createInstance();
  void i18n.init({
    lng: language,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: [...LANGUAGES],
    ns: [namespace],
    defaultNS: namespace,
    resources: {},
    initAsync: false,
    interpolation: { escapeValue: false },
  });
  addTranslations(i18n, namespace, translations);
  return i18n;
}

export function createStandaloneProps({ storage, fetch, language, namespace, translations, baseUrl = '' }: StandaloneDependencies): StandaloneProps {
  const sessionStore = createSessionStore(storage);
  const i18n = createStandaloneI18n(language, namespace, translations);
  const api = createApiClient({ baseUrl, fetch, getToken: () => sessionStore.current().token, getLanguage: () => i18n.language });
  return { sessionStore, props: { bus: createBus(), session$: sessionStore.session$, api, i18n, site: SITE_CONFIG } };
}

/** Demo sessions the standalone toolbar switches between, to see a remote as each role sees it without the login API. */
export const DEMO_SESSIONS = {
  visitor: null,
  member: { id: 'demo-member', account: 'demo_member', nickname: 'Demo member', type: 0 },
  trial: { id: 'demo-trial', account: 'demo_trial', nickname: 'Demo trial', type: SITE_CONFIG.trialType },
  agent: { id: 'demo-agent', account: 'demo_agent', nickname: 'Demo agent', type: SITE_CONFIG.agentTypes[0] },
} as const satisfies Record<string, MemberInfo | null>;
export type DemoSession = keyof typeof DEMO_SESSIONS;

export function applyDemoSession(store: SessionStore, kind: DemoSession): void {
  const memberInfo = DEMO_SESSIONS[kind];
  if (memberInfo) store.signIn(`standalone-demo-${kind}`, memberInfo);
  else store.signOut();
}

export function currentDemoSession(store: SessionStore): DemoSession {
  const { memberInfo } = store.current();
  return (Object.keys(DEMO_SESSIONS) as DemoSession[]).find((kind) => DEMO_SESSIONS[kind]?.id === memberInfo?.id) ?? 'visitor';
}
