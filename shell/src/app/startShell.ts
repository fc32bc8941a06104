// The start's first stage (bootstrap): what sends the page's requests — the stored language and its texts, the remote
// loader with the first page's remote files, the services and the site status — before React, the design system and
// the shell's components are evaluated, each in a later task of its own.
import type { i18n as I18n } from 'i18next';
import { findRoute, type Language, type SystemStatus } from '@mekong/contracts';
import { htmlLangOf, loadShellTexts, startLanguage } from '../features/i18n/i18n';
import type { ShellTexts } from '../features/i18n/shellTexts';
import { createFederationRuntime } from '../features/remotes/federationRuntime';
import { fetchRemotesManifest } from '../features/remotes/manifest';
import { startManifestPolling } from '../features/remotes/manifestPolling';
import { createRemoteLoader, type RemoteLoader } from '../features/remotes/remoteLoader';
import { createShellServices, type ShellServices } from '../features/session/services';
import { withEarlyAnswers } from '../features/startup/earlyCalls';
import { askSiteStatus } from '../features/system-status/siteStatus';

export interface StartedShell {
  language: Language;
  textsLoading: Promise<ShellTexts>;
  loader: RemoteLoader;
  services: ShellServices;
  status: Promise<SystemStatus | null>;
  /** Hands over the shell's i18n once its texts are in: calls made before then are in the start language. */
  takeI18n(i18n: I18n): void;
}

export function startShell(): StartedShell {
  // Which shell release is live, for ops and the browser tests.
  document.documentElement.dataset.shellVersion = __RELEASE_VERSION__;

  const language = startLanguage(window.localStorage);
  document.documentElement.lang = htmlLangOf(language);
  const textsLoading = loadShellTexts(language);
  // The remotes manifest and the site status are already on their way (started by main.js): the first asks take them.
  const fetchFromWindow = withEarlyAnswers(window.fetch.bind(window));

  // The contracts version this shell was built with is what every remote is checked against.
  const loader = createRemoteLoader({
    runtime: createFederationRuntime(),
    fetchManifest: () => fetchRemotesManifest(fetchFromWindow),
    shellContractsVersion: __CONTRACTS_VERSION__,
  });
  // The remote the page opens on starts downloading now, beside the texts and the status (one round trip less).
  loader.prepare(findRoute(window.location.pathname)?.owner);
  startManifestPolling(loader, document);

  let shellI18n: I18n | undefined;
  const services = createShellServices({
    sessionStorage: window.sessionStorage,
    localStorage: window.localStorage,
    fetch: fetchFromWindow,
    getLanguage: () => shellI18n?.language ?? language,
    // Missing outside secure contexts (plain http on another host): enc calls then fail with a clear error.
    subtle: window.isSecureContext ? window.crypto.subtle : undefined,
  });
  return {
    language,
    textsLoading,
    loader,
    services,
    status: askSiteStatus(services.api),
    takeI18n: (i18n) => {
      shellI18n = i18n;
    },
  };
}
