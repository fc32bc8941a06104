// The shell's provider tree: i18n, services, theme, the status gate, then the site (remotes, content, router, popups).
import type { i18n as I18n } from 'i18next';
import type { SystemStatus } from '@mekong/contracts';
import { StrictMode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { ShellRouter } from '../features/navigation/router';
import { MekongThemeProvider } from '@mekong/ui';
import { AccountProvider } from '../features/account/AccountContext';
import { LiveListener } from '../features/live/LiveListener';
import { PopupProvider } from '../features/popups/PopupContext';
import type { RemoteLoader } from '../features/remotes/remoteLoader';
import { RemotesProvider } from '../features/remotes/RemotesContext';
import { LoadingCoverHost } from '../features/routing/LoadingCoverHost';
import { ShellRoutes } from '../features/routing/ShellRoutes';
import type { ShellServices } from '../features/session/services';
import { ShellServicesProvider } from '../features/session/ShellServicesContext';
import { SiteContentProvider } from '../features/site-content/SiteContentContext';
import { StatusGate } from '../features/system-status/StatusGate';
import { PopupHost } from './PopupHost';

export interface AppProps {
  i18n: I18n;
  services: ShellServices;
  loader: RemoteLoader;
  /** The site status answer, asked for at start (askSiteStatus). */
  status: Promise<SystemStatus | null>;
}

/** Everything inside the router: the routes in their layouts, popups, the signed-in account and its live socket, the loading cover. */
export function ShellContent() {
  return (
    <PopupProvider>
      <AccountProvider>
        {/* Before the routes: its bus listeners subscribe before a route's first effects emit (e.g. the trial guard). */}
        <PopupHost />
        <ShellRoutes />
        <LoadingCoverHost />
        <LiveListener />
      </AccountProvider>
    </PopupProvider>
  );
}

export function App({ i18n, services, loader, status }: AppProps) {
  return (
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        <ShellServicesProvider services={services}>
          <MekongThemeProvider>
            <StatusGate status={status}>
              <RemotesProvider loader={loader}>
                <SiteContentProvider>
                  <ShellRouter>
                    <ShellContent />
                  </ShellRouter>
                </SiteContentProvider>
              </RemotesProvider>
            </StatusGate>
          </MekongThemeProvider>
        </ShellServicesProvider>
      </I18nextProvider>
    </StrictMode>
  );
}
