// One route of the table: the guard, the popup the route opens, and its owner remote's slot in the route's layout.
import { useEffect } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { guardRoute, type RouteDefinition } from '@mekong/contracts';
import { ShellLayout } from '../layout/ShellLayout';
import { usePopups } from '../popups/PopupContext';
import { RemoteSlot } from '../remotes/RemoteSlot';
import { useSession } from '../session/ShellServicesContext';
import { helpItemOf, remoteRouteOf } from './remoteRoute';

export function RouteScreen({ route }: { route: RouteDefinition }) {
  const location = useLocation();
  const navigate = useNavigate();
  const { token } = useSession();
  const { openPopup } = usePopups();
  const verdict = guardRoute(route.path, token !== null);
  const allowed = 'route' in verdict;

  // /login and /register open their popup over the lobby; /login then moves to / with the popup still open.
  useEffect(() => {
    if (!allowed || !route.popup) return;
    if (route.popup === 'help') {
      openPopup({ kind: 'help', itemId: helpItemOf(location.hash) });
      return;
    }
    openPopup({ kind: route.popup });
    if (route.popup === 'login') navigate('/', { replace: true });
  }, [allowed, route.popup, location.hash, openPopup, navigate]);

  if ('redirect' in verdict) return <Navigate to={verdict.redirect} replace />;
  return (
    <ShellLayout layout={route.layout}>
      <RemoteSlot key={route.owner} name={route.owner} route={remoteRouteOf(location.pathname, location.search, location.hash)} />
    </ShellLayout>
  );
}
