// The route a remote receives (path, query, hash, page) from the browser location: a route screen and the member-centre
// overlay both hand it to their slot.
import type { RemoteRoute } from '@mekong/contracts';

/** `page` is the remote's active inner page (e.g. a member-centre page) from `?page=`, else the remote's default. */
export function remoteRouteOf(path: string, search: string, hash: string): RemoteRoute {
  const query = Object.fromEntries(new URLSearchParams(search));
  return { path, query, hash: hash.replace(/^#/, ''), page: query.page ?? null };
}
