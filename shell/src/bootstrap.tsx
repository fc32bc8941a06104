// Starts the shell once shared modules are negotiated: stored state, the remote loader, the language's texts (their
// own chunk, fetched beside the remotes manifest), services, then React.
// First: zod must know it may not compile with eval before any schema is made (see noEval).
import './noEval';
import { createRoot } from 'react-dom/client';
import { start } from 'single-spa';
import { App } from './app/App';
import { createShellI18n, htmlLangOf, loadShellTexts, startLanguage } from './features/i18n/i18n';
import { createFederationRuntime } from './features/remotes/federationRuntime';
import { fetchRemotesManifest } from './features/remotes/manifest';
import { startManifestPolling } from './features/remotes/manifestPolling';
import { createRemoteLoader } from './features/remotes/remoteLoader';
import { createShellServices } from './features/session/services';

// Which shell release is live, for ops and the browser tests.
document.documentElement.dataset.shellVersion = __RELEASE_VERSION__;

const language = startLanguage(window.localStorage);
document.documentElement.lang = htmlLangOf(language);
const textsLoading = loadShellTexts(language);
const fetchFromWindow = window.fetch.bind(window);

// The contracts version this shell was built with is what every remote is checked against.
const loader = createRemoteLoader({
  runtime: createFederationRuntime(),
  fetchManifest: () => fetchRemotesManifest(fetchFromWindow),
  shellContractsVersion: __CONTRACTS_VERSION__,
});
loader.prepare();
startManifestPolling(loader, document);

// Parcels only, no single-spa applications: start() just marks single-spa as started (no reroute warnings).
start({ urlRerouteOnly: true });

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

textsLoading.then(
  (texts) => {
    const i18n = createShellI18n(language, { [language]: texts });
    const services = createShellServices({
      sessionStorage: window.sessionStorage,
      localStorage: window.localStorage,
      fetch: fetchFromWindow,
      getLanguage: () => i18n.language,
      // Missing outside secure contexts (plain http on another host): enc calls then fail with a clear error.
      subtle: window.isSecureContext ? window.crypto.subtle : undefined,
    });
    createRoot(container).render(<App i18n={i18n} services={services} loader={loader} />);
  },
  () => showStartFailure(container),
);
