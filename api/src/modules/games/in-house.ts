// The in-house games (requirements §9): RNG cards of the built-in provider whose account type is one of the site's in-house
// kinds. Listed under the INHOUSE game type (one vendor per kind), never among the RNG vendors' slots.
import { inHouseGamesFor, SITE_CONFIG, type GameType, type InHouseGame } from '@mekong/contracts';
import type { Translations } from '../columns';

/** The catalogue's vendor code of every in-house game (the built-in provider). */
export const IN_HOUSE_VENDOR = 'MEKONG';

/** The kinds this site offers: its languages decide (bingo only with TY). */
export const SITE_IN_HOUSE_KINDS: readonly InHouseGame[] = inHouseGamesFor(SITE_CONFIG.languages);

const isSiteInHouseKind = (accountTypeName: string): boolean => (SITE_IN_HOUSE_KINDS as readonly string[]).includes(accountTypeName);

/** The game type whose lists show a game (stored as `games.list_type`): INHOUSE for an in-house game, else its own. */
export const listTypeOf = (game: { gameType: string; accountTypeName: string }): string =>
  game.gameType === 'RNG' && isSiteInHouseKind(game.accountTypeName) ? ('INHOUSE' satisfies GameType) : game.gameType;

/** The INHOUSE vendor name of each kind. */
export const IN_HOUSE_KIND_NAMES: Record<InHouseGame, Translations> = {
  SC: { LO: 'ຂູດ ແລະ ດົນຕີ', EN: 'Scratch & music', CN: '刮刮乐与音乐' },
  VP: { LO: 'ວິດີໂອໂປກເກີ', EN: 'Video poker', CN: '视频扑克' },
  JP: { LO: 'ແຈັກພອດ', EN: 'Jackpot', CN: '累积奖池' },
  TG: { LO: 'ເກມໂຕະ', EN: 'Table games', CN: '桌面游戏' },
  AC: { LO: 'ອາເຄດ', EN: 'Arcade', CN: '街机游戏' },
  BG: { LO: 'ບິງໂກ', EN: 'Bingo', CN: '宾果' },
};
