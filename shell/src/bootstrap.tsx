// Starts the shell once shared modules are negotiated: stored state, the remote loader, the language's texts (their
// own chunk), services and the site status, all on their way at once, then React when the texts are in.
// First: zod must know it may not compile with eval before any schema is made (see noEval).
import './noEval';
import type { i18n as I18n } from 'i18next';
import { createRoot } from 'react-dom/client';
import { findRoute } from '@mekong/contracts';
import { App } from './app/App';
import { createShellI18n, htmlLangOf, loadShellTexts, startLanguage } from './features/i18n/i18n';
import { createFederationRuntime } from './features/remotes/federationRuntime';
import { fetchRemotesManifest } from './features/remotes/manifest';
import { whenPageShown } from './features/remotes/pageShown';
import { startManifestPolling } from './features/remotes/manifestPolling';
import { createRemoteLoader } from './features/remotes/remoteLoader';
import { createShellServices } from './features/session/services';
import { withEarlyAnswers } from './features/startup/earlyCalls';
import { dropFirstScreen } from './features/startup/firstScreen';
import { askSiteStatus } from './features/system-status/StatusGate';

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

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

/** Without its texts (their fetch failed, retries included) the shell cannot draw: a plain notice in all three languages. */
function showStartFailure(root: HTMLElement): void {
  const notice = document.createElement('main');
  const message = document.createElement('p');
  message.textContent = 'ການເຊື່ອມຕໍ່ເຄືອຂ່າຍຜິດປົກກະຕິ, ກະລຸນາລອງໃໝ່ / Network link is abnormal, please try again / 网络连接异常，请重试';
  const reload = document.createElement('button');
  reload.type = 'button';
  reload.textContent = 'ລອງໃໝ່ / Retry / 重试';
  reload.addEventListener('click', () => window.location.reload());
  notice.append(message, reload);
  root.replaceChildren(notice);
}

/** The shell's i18n once its texts are in; calls made before then are in the start language. */
let shellI18n: I18n | undefined;
const services = createShellServices({
  sessionStorage: window.sessionStorage,
  localStorage: window.localStorage,
  fetch: fetchFromWindow,
  getLanguage: () => shellI18n?.language ?? language,
  // Missing outside secure contexts (plain http on another host): enc calls then fail with a clear error.
  subtle: window.isSecureContext ? window.crypto.subtle : undefined,
});
const status = askSiteStatus(services.api);
// index.html's static first screen stays over the page until the page's own is there: the hand-over's chunk comes
// once the page has shown (features/startup/firstScreenHandOver); without it, the layer just goes.
whenPageShown(() => {
  import('./features/startup/firstScreenHandOver').then(
    ({ handOverFirstScreen }) => handOverFirstScreen(document),
    () => dropFirstScreen(),
  );
});

textsLoading.then(
  (texts) => {
    shellI18n = createShellI18n(language, { [language]: texts });
    createRoot(container).render(<App i18n={shellI18n} services={services} loader={loader} status={status} />);
  },
  () => showStartFailure(container),
);
