// The home lobby's game type of requirements §4: HOME by default, changed by a menu click, SEARCH while a search term is
// given and back to HOME when it is emptied; the search box clears whenever the type leaves SEARCH.
import type { GameType } from '@mekong/contracts';

/** A view the category menu picks (PROMO is a link, not a view). */
export type MenuGameType = 'HOME' | 'HOT' | 'FAV' | GameType;
export type LobbyGameType = MenuGameType | 'SEARCH';

export interface LobbyState {
  type: LobbyGameType;
  /** What the search box shows. */
  text: string;
  /** The trimmed term being searched ('' unless the type is SEARCH). */
  term: string;
}

export type LobbyAction =
  | { type: 'menu'; item: MenuGameType }
  /** The box changed: only the text, until the debounced 'search' catches up. */
  | { type: 'input'; text: string }
  /** The debounced search of the box's text. */
  | { type: 'search'; text: string };

export const INITIAL_LOBBY: LobbyState = { type: 'HOME', text: '', term: '' };

export function lobbyReducer(state: LobbyState, action: LobbyAction): LobbyState {
  switch (action.type) {
    case 'menu':
      return { type: action.item, text: '', term: '' };
    case 'input':
      return { ...state, text: action.text };
    case 'search': {
      const term = action.text.trim();
      if (term) return term === state.term && state.type === 'SEARCH' ? state : { ...state, type: 'SEARCH', term };
      return state.type === 'SEARCH' ? { ...state, type: 'HOME', term: '' } : state;
    }
  }
}
