// Seed data of the game vendors of each game type. INHOUSE has one vendor per in-house kind the site offers. One live
// vendor (WM) is under maintenance and one sports vendor (SABA) opens in its own window, so both cases can be seen.
import type { Insertable } from 'kysely';
import type { GameType, Vendor } from '@mekong/contracts';
import type { Database } from '../database';
import { localizedColumns, toFlag, type Translations } from '../../modules/columns';
import { IN_HOUSE_KIND_NAMES, SITE_IN_HOUSE_KINDS } from '../../modules/games/in-house';

/** A brand name is written the same in Lao and English; Chinese sites name vendors their own way. */
const brand = (name: string, cn: string): Translations => ({ LO: name, EN: name, CN: cn });

interface VendorState {
  maintenance?: boolean;
  launchTarget?: Vendor['launchTarget'];
}

type VendorSeed = [code: string, name: Translations, state?: VendorState];

const VENDORS: Record<GameType, { isGame: Vendor['isGame']; vendors: VendorSeed[] }> = {
  RNG: {
    isGame: 'VASSALAGE',
    vendors: [
      ['PG', brand('PG Soft', 'PG电子')],
      ['EG2', brand('EG Gaming', 'EG电子')],
      ['PT', brand('Playtech', 'PT电子')],
      ['JDB', brand('JDB', 'JDB电子')],
      ['CQ9', brand('CQ9', 'CQ9电子')],
      ['FC', brand('Fa Chai', '发财电子')],
      ['JL', brand('JILI', 'JILI电子')],
      ['BGS', brand('BGaming', 'BG电子')],
      ['PP', brand('Pragmatic Play', 'PP电子')],
      ['SG', brand('Spadegaming', 'SG电子')],
      ['HB', brand('Habanero', 'HB电子')],
    ],
  },
  LIVE: {
    isGame: 'GAME',
    vendors: [
      ['EVO', brand('Evolution', 'EVO真人')],
      ['SEXY', brand('AE Sexy', 'AE性感真人')],
      ['DG', brand('Dream Gaming', 'DG真人')],
      ['SA', brand('SA Gaming', 'SA真人')],
      ['WM', brand('WM Casino', 'WM真人'), { maintenance: true }],
    ],
  },
  FISH: {
    isGame: 'VASSALAGE',
    vendors: [
      ['JDB', { LO: 'JDB ຍິງປາ', EN: 'JDB Fishing', CN: 'JDB捕鱼' }],
      ['JL', { LO: 'JILI ຍິງປາ', EN: 'JILI Fishing', CN: 'JILI捕鱼' }],
      ['FC', { LO: 'Fa Chai ຍິງປາ', EN: 'Fa Chai Fishing', CN: '发财捕鱼' }],
      ['CQ9', { LO: 'CQ9 ຍິງປາ', EN: 'CQ9 Fishing', CN: 'CQ9捕鱼' }],
    ],
  },
  PVP: {
    isGame: 'VASSALAGE',
    vendors: [
      ['KY', brand('Kaiyuan Poker', '开元棋牌')],
      ['V8', brand('V8 Poker', 'V8棋牌')],
      ['JL', { LO: 'JILI ເກມໄພ່', EN: 'JILI Cards', CN: 'JILI棋牌' }],
    ],
  },
  SPORTS: {
    isGame: 'GAME',
    vendors: [
      ['SABA', brand('SABA Sports', '沙巴体育'), { launchTarget: 'WINDOW' }],
      ['CMD', brand('CMD368', 'CMD体育')],
      ['FB', brand('FB Sports', 'FB体育')],
    ],
  },
  ESPORTS: {
    isGame: 'GAME',
    vendors: [
      ['TF', brand('TF Gaming', 'TF电竞')],
      ['IA', brand('IA Esports', 'IA电竞')],
    ],
  },
  ELOTT: {
    isGame: 'GAME',
    vendors: [
      ['TCG', { LO: 'ຫວຍ TCG', EN: 'TCG Lottery', CN: 'TCG彩票' }],
      ['SGW', { LO: 'ຫວຍ SGWin', EN: 'SGWin Lottery', CN: 'SGWin彩票' }],
    ],
  },
  LOTT: {
    isGame: 'GAME',
    vendors: [
      ['TCG_LOTTO_VN', { LO: 'ຫວຍຫວຽດນາມ', EN: 'Vietnam Lottery', CN: '越南彩' }],
      ['TCG_SEA', { LO: 'ຫວຍອາຊີຕາເວັນອອກສ່ຽງໃຕ້', EN: 'Southeast Asia Lottery', CN: '东南亚彩' }],
    ],
  },
  COCKFIGHT: {
    isGame: 'GAME',
    vendors: [
      ['SV388', brand('SV388', 'SV388斗鸡')],
      ['WS168', brand('WS168', 'WS168斗鸡')],
    ],
  },
  INHOUSE: { isGame: 'VASSALAGE', vendors: SITE_IN_HOUSE_KINDS.map((kind) => [kind, IN_HOUSE_KIND_NAMES[kind]]) },
};

export const gameVendors: Insertable<Database['game_vendors']>[] = Object.entries(VENDORS).flatMap(([gameType, { isGame, vendors }]) =>
  vendors.map(([vassalage, name, state = {}], i) => ({
    vassalage,
    gameType,
    isGame,
    sequence: i + 1,
    maintenance: toFlag(state.maintenance ?? false),
    launchTarget: state.launchTarget ?? 'IFRAME',
    ...localizedColumns('displayName', name),
  })),
);
