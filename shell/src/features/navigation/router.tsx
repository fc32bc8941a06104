// The shell's router: wouter (about 2 KiB; react-router was 12 KiB of the home page's first-load JavaScript, issue 15)
// behind the few names the shell uses, with react-router's location shape: pathname, search, hash, the state a
// navigation carried, and a key per history entry.
import { useMemo, type ComponentProps, type ReactNode } from 'react';
import { Link, matchRoute, Redirect, Router, useLocation as useWouterLocation, useRouter } from 'wouter';
import {
  navigate as browserNavigate,
  useBrowserLocation,
  useHistoryState,
  useLocationProperty,
  useSearch,
} from 'wouter/use-browser-location';

export { Link };

export interface NavigateOptions {
  replace?: boolean;
  /** Carried by the history entry (location.state), e.g. where the login popup's visitor was going. */
  state?: unknown;
}

export interface ShellLocation {
  pathname: string;
  /** '?…' or ''. */
  search: string;
  /** '#…' or ''. */
  hash: string;
  state: unknown;
  /** Changes with every navigation and comes back with the entry on back/forward: 'still the page I opened on'. */
  key: string;
}

/** What the shell writes into history.state. */
interface EntryState {
  key: string;
  usr: unknown;
}

const newKey = () => Math.random().toString(36).slice(2, 10);

/** Every navigation, links and redirects included, stamps its history entry with a fresh key. */
function navigate(to: string, { replace = false, state = null }: NavigateOptions = {}): void {
  browserNavigate(to, { replace, state: { key: newKey(), usr: state } satisfies EntryState });
}

function useKeyedBrowserLocation(): [string, typeof navigate] {
  const [path] = useBrowserLocation();
  return [path, navigate];
}

/** The browser's location for everything inside: the app's root, and the test harness's (jsdom has a real history). */
export function ShellRouter({ children }: { children: ReactNode }) {
  return <Router hook={useKeyedBrowserLocation}>{children}</Router>;
}

const currentHash = () => location.hash;

export function useLocation(): ShellLocation {
  const [pathname] = useWouterLocation();
  const search = useSearch();
  const hash = useLocationProperty(currentHash);
  const entry = useHistoryState<Partial<EntryState> | null>();
  const state = entry?.usr ?? null;
  const key = entry?.key ?? 'default';
  return useMemo(() => ({ pathname, search, hash, state, key }), [pathname, search, hash, state, key]);
}

/**
 * The first of `paths` the current pathname matches: case-insensitive, a trailing slash allowed, as react-router's
 * table matched. The caller renders its screen at one place, so moving between routes keeps it mounted.
 */
export function useMatchedPath(paths: readonly string[]): string | undefined {
  const { parser } = useRouter();
  const [pathname] = useWouterLocation();
  return paths.find((path) => matchRoute(parser, path, pathname)[0]);
}

export function useNavigate(): typeof navigate {
  return navigate;
}

/** Navigates once it renders (a guard's redirect). */
export function Navigate({ to, replace, state }: { to: string } & NavigateOptions) {
  return <Redirect to={to} replace={replace} state={state} />;
}

/**
 * A menu link marked aria-current="page" while its path is the current one (`end`: exactly; otherwise also below it).
 * The query and hash of `to` do not count, as with react-router's NavLink.
 */
export function NavLink({ to, end = false, ...anchor }: { to: string; end?: boolean } & Omit<ComponentProps<'a'>, 'href'>) {
  const { pathname } = useLocation();
  const target = to.split(/[?#]/)[0] ?? to;
  const active = pathname === target || (!end && pathname.startsWith(target.endsWith('/') ? target : `${target}/`));
  return <Link to={to} aria-current={active ? 'page' : undefined} {...anchor} />;
}
