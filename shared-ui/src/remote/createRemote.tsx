// Turns a remote's App and texts into its root component and its lifecycles (the './lifecycle' expose): bootstrap,
// mount, update and unmount of a React root in the element the host gives. Written here rather than taken from
// single-spa-react: the shell runs lifecycles itself (no single-spa), and the adapter was 7 KiB of every remote's
// first chunk for the four calls below (issue 15).
import { css } from '@emotion/react';
import { Component, useEffect, type ComponentType, type ReactNode } from 'react';
import { createRoot, type Root as ReactRoot } from 'react-dom/client';
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
  Root: ComponentType<RemoteProps>;
  lifecycles: { bootstrap: LifecycleFn; mount: LifecycleFn; unmount: LifecycleFn; update: LifecycleFn };
}

// A remote's content never grows wider than this, centred in whatever slot the host gives it.
const slot = css`
  width: 100%;
  max-width: 1320px;
  margin: 0 auto;
`;

/** Calls `done` after each commit of its subtree: a lifecycle's promise settles once the remote shows what it was given. */
function OnCommit({ done, children }: { done: () => void; children: ReactNode }) {
  useEffect(() => done(), [done]);
  return children;
}

/**
 * A crash inside the remote stays in its slot; the state of a crashed tree is unknown, so the way out is a reload.
 * Outside Root, so it has a theme provider (and with it the page's emotion cache and CSP nonce) of its own.
 */
class CrashBoundary extends Component<{ i18n: RemoteProps['i18n']; children: ReactNode }, { crashed: boolean }> {
  override state = { crashed: false };
  static getDerivedStateFromError() {
    return { crashed: true };
  }
  override render() {
    if (!this.state.crashed) return this.props.children;
    const { i18n } = this.props;
    return (
      <MekongThemeProvider withGlobalStyles={false}>
        <ErrorSlot
          title={i18n.t('crashed_title', { ns: PLATFORM_NAMESPACE })}
          message={i18n.t('crashed_message', { ns: PLATFORM_NAMESPACE })}
          actionLabel={i18n.t('reload', { ns: PLATFORM_NAMESPACE })}
          onAction={() => window.location.reload()}
        />
      </MekongThemeProvider>
    );
  }
}

export function createRemote({
  namespace,
  translations,
  App,
}: {
  namespace: string;
  translations: Translations;
  App: ComponentType;
}): RemoteDefinition {
  /**
   * The remote's tree over `host`, the very object the host passed: a component's own props are React's copy of
   * what it was given, so the lifecycles hand the host's object down as one prop, and the remote reads that object
   * (which the contract test guards) and nothing else.
   */
  function RemoteTree({ host }: { host: RemoteProps }) {
    return (
      <RemotePropsContext.Provider value={host}>
        <I18nextProvider i18n={host.i18n} defaultNS={namespace}>
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
  const Root = (props: RemoteProps) => <RemoteTree host={props} />;

  /** Renders the tree for `props`; resolves once React has committed it. */
  const render = (root: ReactRoot, props: RemoteProps) =>
    new Promise<void>((committed) => {
      // Outside the boundary, so a crashed remote's mount settles too (its slot shows the crash).
      root.render(
        <OnCommit done={committed}>
          <CrashBoundary i18n={props.i18n}>
            <RemoteTree host={props} />
          </CrashBoundary>
        </OnCommit>,
      );
    });
  const roots = new WeakMap<Element, ReactRoot>();
  /** The element the host gave beside RemoteProps; a host that gives none has a bug, said plainly. */
  const elementOf = (props: Parameters<LifecycleFn>[0]): Element => {
    const element = props.domElement;
    if (!(element instanceof Element)) throw new Error(`${namespace}: the host gave no domElement to render into`);
    return element;
  };
  const rootOf = (props: Parameters<LifecycleFn>[0]): ReactRoot => {
    const root = roots.get(elementOf(props));
    if (!root) throw new Error(`${namespace} is not mounted in this element`);
    return root;
  };
  return {
    namespace,
    translations,
    Root,
    lifecycles: {
      bootstrap: () => Promise.resolve(),
      mount: (props) => {
        addTranslations(props.i18n, namespace, translations);
        const element = elementOf(props);
        const root = createRoot(element);
        roots.set(element, root);
        return render(root, props);
      },
      update: (props) => render(rootOf(props), props),
      unmount: (props) => {
        rootOf(props).unmount();
        roots.delete(elementOf(props));
        return Promise.resolve();
      },
    },
  };
}
