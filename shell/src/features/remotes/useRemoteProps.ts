// Builds the RemoteProps a mounted remote receives; only `route` changes over a slot's life.
import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from '../navigation/router';
import { SITE_CONFIG, type NavigateOptions, type RemoteProps, type RemoteRoute } from '@mekong/contracts';
import { useShellServices } from '../session/ShellServicesContext';

export type RemoteNavigate = RemoteProps['navigate'];

/** `navigateOverride` takes the remote's navigation instead of the router (the member-centre overlay switches its page). */
export function useRemoteProps(route: RemoteRoute, navigateOverride?: RemoteNavigate): RemoteProps {
  const { bus, sessionStore, api } = useShellServices();
  const { i18n } = useTranslation();
  const navigateInShell = useNavigate();
  const target = useMemo<RemoteNavigate>(
    () => navigateOverride ?? ((to: string, options?: NavigateOptions) => void navigateInShell(to, { replace: options?.replace ?? false })),
    [navigateOverride, navigateInShell],
  );
  // Remotes keep the navigate function they were mounted with; it must always reach the current target.
  const navigateRef = useRef(target);
  useEffect(() => {
    navigateRef.current = target;
  }, [target]);
  const navigate = useMemo<RemoteNavigate>(() => (to, options) => navigateRef.current(to, options), []);

  const { path, hash, page } = route;
  const queryKey = JSON.stringify(route.query);
  return useMemo<RemoteProps>(
    () => ({
      bus,
      session$: sessionStore.session$,
      api,
      i18n,
      navigate,
      route: { path, query: JSON.parse(queryKey) as Record<string, string>, hash, page },
      site: SITE_CONFIG,
    }),
    [bus, sessionStore, api, i18n, navigate, path, queryKey, hash, page],
  );
}
