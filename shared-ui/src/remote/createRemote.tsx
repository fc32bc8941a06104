// Turns a remote's App and texts into its root component and single-spa lifecycles (the './lifecycle' expose).
import { css } from '@emotion/react';
import * as React from 'react';
import { useContext } from 'react';
import * as ReactDOMClient from 'react-dom/client';
import singleSpaReact, { SingleSpaContext } from 'single-spa-react';
import { I18nextProvider } from 'react-i18next';
import { ErrorSlot, MekongThemeProvider } from '@mekong/ui';
import type { LifecycleFn, RemoteProps } from '@mekong/contracts';
import { RemotePropsContext } from './remoteProps';
import type { Translations } from './locale';
import { addTranslations, PLATFORM_NAMESPACE } from './translations';

export interface RemoteDefinition {
  /** i18n namespace of the remote's texts: its remote name, e.g. 'mf_lobby'. */
  namespace: string;
  translations: Translations;
  /** The root component: RemoteProps in, the remote's page for `props.route` out. */
  Root: React.ComponentType<RemoteProps>;
  lifecycles: { bootstrap: LifecycleFn; mount: LifecycleFn; unmount: LifecycleFn; update: LifecycleFn };
}

// A remote's content never grows wider than this, centred in whatever slot the host gives it.
const slot = css`
  width: 100%;
  max-width: 1320px;
  margin: 0 auto;
`;

export function createRemote({
  namespace,
  translations,
  App,
}: {
  namespace: string;
  translations: Translations;
  App: React.ComponentType;
}): RemoteDefinition {
  function Root(copiedProps: RemoteProps) {
    // React hands a component a copy of its props; single-spa-react's context holds the object the host passed, so
    // the remote reads the host's own object (which the contract test guards) and nothing else.
    const hostProps = useContext(SingleSpaContext) as unknown as RemoteProps | undefined;
    const props = hostProps ?? copiedProps;
    return (
      <RemotePropsContext.Provider value={props}>
        <I18nextProvider i18n={props.i18n} defaultNS={namespace}>
          {/* The shell (or the standalone host) injects the global styles once for the whole page. */}
          <MekongThemeProvider withGlobalStyles={false}>
            <div css={slot}>
              <App />
            </div>
          </MekongThemeProvider>
        </I18nextProvider>
      </RemotePropsContext.Provider>
    );
  }

  const react = singleSpaReact<RemoteProps>({
    React,
    ReactDOMClient,
    rootComponent: Root,
    // A crash inside the remote stays in its slot; the state of a crashed tree is unknown, so the way out is a reload.
    // Outside Root, so it gets the theme provider (and with it the page's emotion cache and CSP nonce) of its own.
    errorBoundary: (_error, _info, props) => (
      <MekongThemeProvider withGlobalStyles={false}>
        <ErrorSlot
          title={props.i18n.t('crashed_title', { ns: PLATFORM_NAMESPACE })}
          message={props.i18n.t('crashed_message', { ns: PLATFORM_NAMESPACE })}
          actionLabel={props.i18n.t('reload', { ns: PLATFORM_NAMESPACE })}
          onAction={() => window.location.reload()}
        />
      </MekongThemeProvider>
    ),
  });

  // single-spa adds name, singleSpa and mountParcel to the props of every parcel it mounts; the contracts type leaves them open.
  const withSingleSpa = (props: Parameters<LifecycleFn>[0]) => props as unknown as Parameters<typeof react.mount>[0];
  return {
    namespace,
    translations,
    Root,
    lifecycles: {
      bootstrap: (props) => react.bootstrap(withSingleSpa(props)),
      mount: (props) => {
        addTranslations(props.i18n, namespace, translations);
        return react.mount(withSingleSpa(props));
      },
      unmount: (props) => react.unmount(withSingleSpa(props)),
      update: (props) => (react.update ? react.update(withSingleSpa(props)) : Promise.resolve()),
    },
  };
}
