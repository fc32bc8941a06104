// Builds RemoteProps outside the shell from the contracts' DOM-free factories, so a remote can run alone.
import i18next, { type i18n as I18n } from 'i18next';
import {
  authEndpoints,
  createApiClient,
  createBus,
  createEncryptedCaller,
  createSessionStore,
  isAgentType,
  DEFAULT_LANGUAGE,
  LANGUAGES,
  SITE_CONFIG,
  type FetchLike,
  type KeyValueStorage,
  type Language,
  type EncryptedCaller,
  type RemoteProps,
  type SessionStore,
  type SubtleCryptoLike,
} from '@mekong/contracts';
import type { Translations } from '../locale';
import { addTranslations } from '../translations';

export interface StandaloneDependencies {
  /** Session storage (the token lives there, as in the shell). */
  storage: KeyValueStorage;
  fetch: FetchLike;
  language: Language;
  namespace: string;
  translations: Translations;
  /** Prefix of API paths; '' when the dev server proxies /wps and /lgw to the API. */
  baseUrl?: string;
  /** WebCrypto for the enc login call (window.crypto.subtle). */
  subtle?: SubtleCryptoLike;
}

/** RemoteProps without the route parts (the host owns the URL), plus the session store behind `session$`. */
export interface StandaloneProps {
  props: Omit<RemoteProps, 'route' | 'navigate'>;
  sessionStore: SessionStore;
  callEncrypted: EncryptedCaller;
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

export function createStandaloneProps({
  storage,
  fetch,
  language,
  namespace,
  translations,
  baseUrl = '',
  subtle,
}: StandaloneDependencies): StandaloneProps {
  const sessionStore = createSessionStore(storage);
  const i18n = createStandaloneI18n(language, namespace, translations);
  const api = createApiClient({ baseUrl, fetch, getToken: () => sessionStore.current().token, getLanguage: () => i18n.language });
  return {
    sessionStore,
    callEncrypted: createEncryptedCaller(api, subtle),
    props: { bus: createBus(), session$: sessionStore.session$, api, i18n, site: SITE_CONFIG },
  };
}

/** The roles the standalone toolbar switches between, each a real sign-in with a demo account of the API's seed. */
export const DEMO_SESSIONS = ['visitor', 'member', 'trial', 'agent'] as const;
export type DemoSession = (typeof DEMO_SESSIONS)[number];
const DEMO_PASSWORD = 'Demo1234';

export async function applyDemoSession({ sessionStore, callEncrypted, props }: StandaloneProps, kind: DemoSession): Promise<void> {
  if (kind === 'visitor') return sessionStore.signOut();
  const answer =
    kind === 'trial'
      ? await props.api.call(authEndpoints.freeplay, {})
      : await callEncrypted(authEndpoints.login, {
          type: 'username',
          username: `demo_${kind}`,
          password: DEMO_PASSWORD,
          entrance: kind === 'agent' ? 'agent' : 'member',
        });
  sessionStore.signIn(answer.token, answer.memberInfo);
}

export function currentDemoSession(store: SessionStore): DemoSession {
  const { memberInfo, isTrial } = store.current();
  if (!memberInfo) return 'visitor';
  if (isTrial) return 'trial';
  return isAgentType(memberInfo.type) ? 'agent' : 'member';
}
