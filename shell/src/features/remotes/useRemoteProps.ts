// Builds the RemoteProps a mounted remote receives; only `route` changes over a slot's life.
import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { SITE_CONFIG, type NavigateOptions, type RemoteProps, type RemoteRoute } from '@mekong/contracts';
import { useShellServices } from '../session/ShellServicesContext';

export function useRemoteProps(route: RemoteRoute): RemoteProps {
  const { bus, sessionStore, api } = useShellServices();
  const { i18n } = useTranslation();
  const navigateInShell = useNavigate();
  // Remotes keep the navigate function they were mounted with; it must always reach the current router.
  const navigateRef = useRef(navigateInShell);
  useEffect(() => {
    navigateRef.current = navigateInShell;
  }, [navigateInShell]);
  const navigate = useMemo(() => (to: string, options?: NavigateOptions) => void navigateRef.current(to, { replace: options?.replace ?? false }), []);

  const { path, hash, page } = route;
  const queryKey = JSON.stringify(route.query);
  return useMemo<RemoteProps>(
    () => ({ bus, session$: sessionStore.session$, api, i18n, navigate, route: { path, query: JSON.parse(queryKey) as Record<string, string>, hash, page }, site: SITE_CONFIG }),
    [bus, sessionStore, api, i18n, navigate, path, queryKey, hash, page],
  );
}
