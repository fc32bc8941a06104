// The game menus (categories and their vendors) from /lgw/games/game_menus, in the site language.
import { systemEndpoints } from '@mekong/contracts';
import { useApiQuery } from '@mekong/ui/remote';

export function useGameMenus() {
  return useApiQuery(systemEndpoints.gameMenus, (language) => ({ language }));
}
