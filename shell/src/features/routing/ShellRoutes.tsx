// The router's table: every route of ROUTES on its RouteScreen, a not-found page for the rest, what follows each
// change (loading cover closes, scroll to top or hash), and the centres remotes ask for (member overlay, agent route).
import { lazy, Suspense, useEffect } from 'react';
import { useLocation, useMatchedPath, useNavigate } from '../navigation/router';
import { findRoute, ROUTES } from '@mekong/contracts';
import { ShellLayout } from '../layout/ShellLayout';
import { MemberCentreOverlay } from '../member-centre/MemberCentreOverlay';
import { useShellServices } from '../session/ShellServicesContext';
import { RouteScreen } from './RouteScreen';
import { scrollForRoute } from './scroll';

const NotFoundPage = lazy(() => import('./NotFoundPage'));

function AfterRouteChange() {
  const { pathname, search, hash } = useLocation();
  const { bus } = useShellServices();
  useEffect(() => {
    bus.emit('loading/cover', { visible: false });
  }, [bus, pathname, search, hash]);
  useEffect(() => scrollForRoute(hash), [pathname, search, hash]);
  return null;
}

/**
 * Remotes ask for an agent-centre page over the bus; until the agent overlay exists it opens as the centre's route
 * with the page in the query, which the route guard and the owning remote already understand.
 */
function AgentCentreRequests() {
  const { bus } = useShellServices();
  const navigate = useNavigate();
  useEffect(() => {
    const subscription = bus.on('agent-centre/open').subscribe(({ page }) => navigate(`/agentHome?page=${page}`));
    return () => subscription.unsubscribe();
  }, [bus, navigate]);
  return null;
}

const ROUTE_PATHS = ROUTES.map((route) => route.path);

export function ShellRoutes() {
  const matched = useMatchedPath(ROUTE_PATHS);
  const route = matched === undefined ? undefined : findRoute(matched);
  return (
    <>
      <AfterRouteChange />
      <AgentCentreRequests />
      <MemberCentreOverlay />
      {route ? (
        <RouteScreen route={route} />
      ) : (
        <ShellLayout layout="default">
          <Suspense fallback={null}>
            <NotFoundPage />
          </Suspense>
        </ShellLayout>
      )}
    </>
  );
}
