// One route of the table: the guard, the popup the route opens, and its owner remote's slot in the route's layout.
import { useEffect, useRef, useState } from 'react';
import { Navigate, useLocation, useNavigate } from '../navigation/router';
import { guardRoute, type Entrance, type RouteDefinition } from '@mekong/contracts';
import { ShellLayout } from '../layout/ShellLayout';
import { usePopups } from '../popups/PopupContext';
import { remoteRouteOf } from '../remotes/remoteRoute';
import { RemoteSlot } from '../remotes/RemoteSlot';
import { useSession, useShellServices } from '../session/ShellServicesContext';
import { helpItemOf } from './helpItem';

/** Routes of the member and agent centres, closed to trial accounts (requirements §6). */
export function isCentreRoute(route: RouteDefinition): boolean {
  return route.owner === 'mf_member' || route.owner === 'mf_agent';
}

/** The invitation code a referral link carries (`?affiliateCode=…`), trimmed; none when absent or blank. */
export function referralCodeOf(search: string): string | undefined {
  const code = new URLSearchParams(search).get('affiliateCode')?.trim();
  return code ? code : undefined;
}

/** What the login popup opened by /login knows of where the visitor was going: the agent pages use the agent entrance. */
interface LoginRedirectState {
  entrance?: Entrance;
}

function TrialBlocked() {
  const { bus } = useShellServices();
  // Once per blocked visit, also under StrictMode's double effects (refs survive them).
  const shown = useRef(false);
  useEffect(() => {
    if (shown.current) return;
    shown.current = true;
    bus.emit('dialog/show', { messageKey: 'in_need_true_account', tone: 'warning' });
  }, [bus]);
  return <Navigate to="/" replace />;
}

export function RouteScreen({ route }: { route: RouteDefinition }) {
  const location = useLocation();
  const navigate = useNavigate();
  const { token, isTrial } = useSession();
  const { openPopup } = usePopups();
  const verdict = guardRoute(route.path, token !== null);
  const allowed = 'route' in verdict;
  const entrance = (location.state as LoginRedirectState | null)?.entrance;
  // A session that ends on this route (sign-out) goes to '/', not to the guard's login popup. React keeps this
  // component across routes (same type, same place), so 'was signed in here' is reset per route path, in render.
  const [visit, setVisit] = useState({ path: route.path, signedIn: token !== null });
  if (visit.path !== route.path || (token !== null && !visit.signedIn)) setVisit({ path: route.path, signedIn: token !== null });
  const signedInHere = visit.path === route.path && visit.signedIn;

  // /login, /register, /help and /resetPassword open their popup over the lobby; /login then moves to / with the
  // popup still open.
  useEffect(() => {
    if (!allowed) return;
    switch (route.popup) {
      case 'help':
        openPopup({ kind: 'help', itemId: helpItemOf(location.hash) });
        return;
      case 'reset-password':
        openPopup({ kind: 'reset-password', token: new URLSearchParams(location.search).get('token') });
        return;
      case 'register':
        // An agent's referral link (requirements §7, GET /wps/agent/affiliate): the popup fills in and checks its code.
        openPopup({ kind: 'register', affiliateCode: referralCodeOf(location.search) });
        return;
      case 'line-detection':
        openPopup({ kind: 'line-detection' });
        return;
      case 'login':
        openPopup({ kind: 'login', entrance });
        navigate('/', { replace: true });
    }
  }, [allowed, route.popup, location.hash, location.search, entrance, openPopup, navigate]);

  if ('redirect' in verdict) {
    if (signedInHere) return <Navigate to="/" replace />;
    const state: LoginRedirectState = { entrance: route.layout === 'agent' ? 'agent' : 'member' };
    return <Navigate to={verdict.redirect} replace state={state} />;
  }
  if (isTrial && isCentreRoute(route)) return <TrialBlocked />;
  return (
    <ShellLayout layout={route.layout}>
      <RemoteSlot key={route.owner} name={route.owner} route={remoteRouteOf(location.pathname, location.search, location.hash)} page />
    </ShellLayout>
  );
}
