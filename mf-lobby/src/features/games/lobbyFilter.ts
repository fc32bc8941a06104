// The lobby filter of requirements §4 (vendor, classify, page) as a reducer, and its place in the URL query so a reload keeps it.
import { GAME_LIST_FILTERS, type GameListFilter } from '@mekong/contracts';

export interface LobbyFilter {
  /** Vendor code (vassalage), or null for every vendor. */
  vendor: string | null;
  classify: GameListFilter;
  page: number;
}

export type LobbyFilterAction =
  | { type: 'vendor'; vendor: string | null }
  | { type: 'classify'; classify: GameListFilter }
  | { type: 'page'; page: number; totalPages: number };

/** The classify buttons in the order the lobby shows them. */
export const LOBBY_CLASSIFIES = ['ALL', 'HOT', 'NEW', 'FAV', 'RECENT'] as const satisfies readonly GameListFilter[];
/** Classifies that list the member's own games and so need login (requirements §5). */
export const MEMBER_CLASSIFIES: readonly GameListFilter[] = ['FAV', 'RECENT'];

export const INITIAL_FILTER: LobbyFilter = { vendor: null, classify: 'ALL', page: 1 };

/** A page change to `page`, or `current` when it is out of range (requirements §5: ignored beyond the total pages). */
export function changePage(current: number, page: number, totalPages: number): number {
  return Number.isInteger(page) && page >= 1 && page <= totalPages ? page : current;
}

export function lobbyFilterReducer(state: LobbyFilter, action: LobbyFilterAction): LobbyFilter {
  switch (action.type) {
    case 'vendor':
      // Picking a vendor starts over: page 1 and the ALL classify (requirements §4).
      return { vendor: action.vendor, classify: 'ALL', page: 1 };
    case 'classify':
      // Picking a classify keeps the vendor; another list starts on its first page.
      return { ...state, classify: action.classify, page: 1 };
    case 'page': {
      const page = changePage(state.page, action.page, action.totalPages);
      return page === state.page ? state : { ...state, page };
    }
  }
}

/** The page number of a query's 'page', 1 when absent or not a whole number of at least 1. */
export function pageFromQuery(query: Readonly<Record<string, string | undefined>>): number {
  const page = Number(query.page);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/** The filter a list page's URL query holds: vassalage (requirements §2 /rng), classify and page. */
export function filterFromQuery(query: Readonly<Record<string, string | undefined>>): LobbyFilter {
  const classify = (GAME_LIST_FILTERS as readonly string[]).includes(query.classify ?? '') ? (query.classify as GameListFilter) : 'ALL';
  return { vendor: query.vassalage || null, classify, page: pageFromQuery(query) };
}

/** The query string of a filter ('' for the initial one), leaving out what is at its default. */
export function filterToQuery(filter: LobbyFilter): string {
  const params = new URLSearchParams();
  if (filter.vendor) params.set('vassalage', filter.vendor);
  if (filter.classify !== 'ALL') params.set('classify', filter.classify);
  if (filter.page > 1) params.set('page', String(filter.page));
  const query = params.toString();
  return query ? `?${query}` : '';
}
