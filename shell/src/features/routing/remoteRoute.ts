// The route a remote receives (path, query, hash, page) from the browser location, and the help item a hash opens.
import type { RemoteRoute } from '@mekong/contracts';

/** `page` is the remote's active inner page (e.g. a member-centre page) from `?page=`, else the remote's default. */
export function remoteRouteOf(path: string, search: string, hash: string): RemoteRoute {
  const query = Object.fromEntries(new URLSearchParams(search));
  return { path, query, hash: hash.replace(/^#/, ''), page: query.page ?? null };
}

/** The help item /help opens: the hash names it (#term is the terms of use); none opens the first item. */
export function helpItemOf(hash: string): string | null {
  const item = decodeURIComponent(hash.replace(/^#/, '')).trim();
  return item === '' ? null : item;
}
