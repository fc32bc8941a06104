// The game menus (categories and their vendors) from /lgw/games/game_menus, in the site language.
import { systemEndpoints } from '@mekong/contracts';
import { useApiQuery } from '../../platform/useApiQuery';

export function useGameMenus() {
  return useApiQuery(systemEndpoints.gameMenus, (language) => ({ language }));
}
