// The start's last stage (bootstrap): the shell's components, drawn once the page's texts are in; after the first page
// has shown, the hand-over of index.html's static first screen.
import { createRoot } from 'react-dom/client';
import { createShellI18n } from '../features/i18n/i18n';
import { whenPageShown } from '../features/remotes/pageShown';
import { dropFirstScreen } from '../features/startup/firstScreen';
import { App } from './App';
import type { StartedShell } from './startShell';

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

export function mountShell({ language, textsLoading, loader, services, status, takeI18n }: StartedShell): void {
  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element');
  // index.html's static first screen stays over the page until the page's own is there: the hand-over's chunk comes
  // once the page has shown (features/startup/firstScreenHandOver); without it, the layer just goes.
  whenPageShown(() => {
    import('../features/startup/firstScreenHandOver').then(
      ({ handOverFirstScreen }) => handOverFirstScreen(document),
      () => dropFirstScreen(),
    );
  });
  textsLoading.then(
    (texts) => {
      const i18n = createShellI18n(language, { [language]: texts });
      takeI18n(i18n);
      createRoot(container).render(<App i18n={i18n} services={services} loader={loader} status={status} />);
    },
    () => showStartFailure(container),
  );
}
