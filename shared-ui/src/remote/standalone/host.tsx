// The standalone host page: a small toolbar (language, route, demo session, last bus event) above the remote's
// root, with the URL kept by history.pushState, so `pnpm --filter <remote> dev` runs the remote alone.
import { css } from '@emotion/react';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { MekongThemeProvider, SelectField, theme } from '@mekong/ui';
import {
  LANGUAGES,
  STORAGE_KEYS,
  writeMerchantCode,
  type Language,
  type NavigateOptions,
  type RemoteProps,
  type RemoteRoute,
} from '@mekong/contracts';
import type { RemoteDefinition } from '../createRemote';
import { toLanguage } from '../remoteProps';
import { PLATFORM_NAMESPACE } from '../translations';
import {
  applyDemoSession,
  createStandaloneProps,
  currentDemoSession,
  DEMO_SESSIONS,
  type DemoSession,
  type StandaloneProps,
} from './props';

/** Language names in their own script, as a language select shows them in every language. */
const LANGUAGE_NAMES: Record<Language, string> = { LO: 'ລາວ', EN: 'English', CN: '中文' };
/** The html lang of each site language, so the theme's Lao and Chinese font stacks apply. */
const HTML_LANG: Record<Language, string> = { LO: 'lo', EN: 'en', CN: 'zh' };

function readRoute(): RemoteRoute {
  const { pathname, search, hash } = window.location;
  return { path: pathname, query: Object.fromEntries(new URLSearchParams(search)), hash, page: null };
}

const toolbar = css`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${theme.spacing(3)};
  padding: ${theme.spacing(2)} ${theme.spacing(4)};
  background: ${theme.colors.surfaceRaised};
  border-bottom: 1px dashed ${theme.colors.primary};
  font-size: ${theme.fontSizes.sm};
  & > div {
    min-width: 140px;
  }
  & output {
    color: ${theme.colors.muted};
    padding-bottom: ${theme.spacing(2)};
  }
  ${theme.mq.mobile} {
    display: grid;
    grid-template-columns: repeat(3, minmax(0, 1fr));
    gap: ${theme.spacing(2)};
    padding: ${theme.spacing(2)};
    & > div {
      min-width: 0;
    }
    & output {
      grid-column: 1 / -1;
      padding: 0;
    }
  }
`;

interface HostProps {
  remote: RemoteDefinition;
  standalone: StandaloneProps;
  routes: readonly string[];
}

function Toolbar({
  standalone,
  routes,
  route,
  navigate,
  lastEvent,
}: Omit<HostProps, 'remote'> & { route: RemoteRoute; navigate: RemoteProps['navigate']; lastEvent: string | null }) {
  const { t } = useTranslation(PLATFORM_NAMESPACE);
  const { bus, i18n } = standalone.props;
  const [session, setSession] = useState(() => currentDemoSession(standalone.sessionStore));
  const [sessionError, setSessionError] = useState<string | null>(null);
  const [account, setAccount] = useState<string | null>(null);
  useEffect(() => {
    const subscription = standalone.props.session$.subscribe((current) => setAccount(current.memberInfo?.account ?? null));
    return () => subscription.unsubscribe();
  }, [standalone]);
  const search = new URLSearchParams(route.query).toString();
  const here = search ? `${route.path}?${search}` : route.path;
  const routeOptions = (routes.includes(here) ? routes : [here, ...routes]).map((value) => ({ value, label: value }));

  const changeLanguage = (value: string) => {
    const language = toLanguage(value);
    void i18n.changeLanguage(language);
    window.localStorage.setItem(STORAGE_KEYS.language, language);
    window.localStorage.setItem(STORAGE_KEYS.languageHistory, language);
    document.documentElement.lang = HTML_LANG[language];
    bus.emit('language/changed', { language });
  };

  return (
    <div role="toolbar" aria-label={t('standalone_toolbar')} css={toolbar}>
      <SelectField
        label={t('language')}
        value={toLanguage(i18n.language)}
        options={LANGUAGES.map((language) => ({ value: language, label: LANGUAGE_NAMES[language] }))}
        onChange={changeLanguage}
      />
      <SelectField label={t('route')} value={here} options={routeOptions} onChange={(to) => navigate(to)} />
      <SelectField
        label={t('session')}
        value={session}
        options={DEMO_SESSIONS.map((kind) => ({ value: kind, label: t(`session_${kind}`) }))}
        onChange={(kind) => {
          setSession(kind as DemoSession);
          setSessionError(null);
          applyDemoSession(standalone, kind as DemoSession).catch((error: unknown) => {
            setSession(currentDemoSession(standalone.sessionStore));
            setSessionError(error instanceof Error ? error.message : String(error));
          });
        }}
      />
      <output aria-live="polite">{account ? t('signed_in_as', { account }) : t('not_signed_in')}</output>
      <output aria-live="polite">{lastEvent ? t('last_event', { type: lastEvent }) : t('no_event')}</output>
      {sessionError && <p role="alert">{sessionError}</p>}
    </div>
  );
}

function StandaloneHost({ remote, standalone, routes }: HostProps) {
  const [route, setRoute] = useState(readRoute);
  const [lastEvent, setLastEvent] = useState<string | null>(null);
  const { bus, i18n } = standalone.props;

  useEffect(() => {
    const onPopState = () => setRoute(readRoute());
    window.addEventListener('popstate', onPopState);
    return () => window.removeEventListener('popstate', onPopState);
  }, []);
  useEffect(() => {
    const subscription = bus.messages$.subscribe((message) => setLastEvent(message.type));
    return () => subscription.unsubscribe();
  }, [bus]);

  const navigate = useCallback((to: string, options?: NavigateOptions) => {
    window.history[options?.replace ? 'replaceState' : 'pushState'](null, '', to);
    setRoute(readRoute());
    window.scrollTo(0, 0);
  }, []);
  const props = useMemo<RemoteProps>(() => ({ ...standalone.props, route, navigate }), [standalone.props, route, navigate]);
  const { Root } = remote;

  return (
    <MekongThemeProvider>
      <I18nextProvider i18n={i18n}>
        <Toolbar standalone={standalone} routes={routes} route={route} navigate={navigate} lastEvent={lastEvent} />
      </I18nextProvider>
      <main>
        <Root {...props} />
      </main>
    </MekongThemeProvider>
  );
}

/** Mounts `remote` alone into #root against the API the dev server proxies; `routes` fill the route switcher. */
export function startStandalone(remote: RemoteDefinition, routes: readonly string[]): void {
  writeMerchantCode(window.sessionStorage, window.localStorage);
  const language = toLanguage(window.localStorage.getItem(STORAGE_KEYS.languageHistory) ?? undefined);
  document.documentElement.lang = HTML_LANG[language];
  const standalone = createStandaloneProps({
    storage: window.sessionStorage,
    fetch: window.fetch.bind(window),
    language,
    namespace: remote.namespace,
    translations: remote.translations,
    subtle: window.crypto.subtle,
  });
  const container = document.getElementById('root');
  if (!container) throw new Error('The standalone page has no #root element');
  createRoot(container).render(<StandaloneHost remote={remote} standalone={standalone} routes={routes} />);
}
