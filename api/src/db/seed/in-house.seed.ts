// Seed data of the in-house games: a few RNG games of each in-house kind the site offers, played through the
// built-in provider (vendor MEKONG, account type = the kind). Ids sit far above the generated catalogue's.
import type { Insertable } from 'kysely';
import type { InHouseGame } from '@mekong/contracts';
import type { Database } from '../database';
import { gameIconPath } from '../../modules/image-urls';
import { gameSearchText } from '../../modules/games/game-search';
import { IN_HOUSE_VENDOR, listTypeOf, SITE_IN_HOUSE_KINDS } from '../../modules/games/in-house';
import { localizedColumns, toFlag, type Translations } from '../../modules/columns';

const IN_HOUSE_ID_BASE = 1_000_000;
const CREATED_AT = '2025-11-23T00:00:00.000Z';

/** The table each table game deals, named in its game code (MEKONG_TG_ROULETTE_0003) as the game provider reads it. */
const TG_TABLES = ['BACCARAT', 'BLACKJACK', 'ROULETTE', 'FISH_PRAWN_CRAB'];

const GAMES: Record<InHouseGame, Translations[]> = {
  SC: [
    { EN: 'Lucky Scratch', LO: 'ຂູດໂຊກດີ', CN: '幸运刮刮乐' },
    { EN: 'Golden Lotus Scratch', LO: 'ຂູດດອກບົວຄຳ', CN: '金莲刮刮乐' },
    { EN: 'Mekong Melody', LO: 'ທຳນອງແມ່ຂອງ', CN: '湄公旋律' },
    { EN: 'Khaen Rhythm', LO: 'ຈັງຫວະແຄນ', CN: '芦笙节奏' },
  ],
  VP: [
    { EN: 'Jacks or Better', LO: 'ແຈັກຂຶ້ນໄປ', CN: '对J以上' },
    { EN: 'Deuces Wild', LO: 'ສອງປ່າ', CN: '百搭二' },
    { EN: 'Bonus Poker', LO: 'ໂປກເກີໂບນັດ', CN: '奖金扑克' },
    { EN: 'Joker Poker', LO: 'ໂປກເກີໂຈກເກີ', CN: '小丑扑克' },
  ],
  JP: [
    { EN: 'Naga Mega Jackpot', LO: 'ແຈັກພອດໃຫຍ່ພະຍານາກ', CN: '娜迦超级大奖' },
    { EN: 'Lucky Sevens Jackpot', LO: 'ແຈັກພອດເລກເຈັດໂຊກດີ', CN: '幸运七大奖' },
    { EN: 'Golden Elephant Jackpot', LO: 'ແຈັກພອດຊ້າງຄຳ', CN: '金象大奖' },
    { EN: 'Dragon Pearl Jackpot', LO: 'ແຈັກພອດໄຂ່ມຸກມັງກອນ', CN: '龙珠大奖' },
  ],
  TG: [
    { EN: 'Mekong Baccarat', LO: 'ບາຄາຣາແມ່ຂອງ', CN: '湄公百家乐' },
    { EN: 'Classic Blackjack', LO: 'ແບລັກແຈັກຄລາສສິກ', CN: '经典二十一点' },
    { EN: 'European Roulette', LO: 'ຣູເລັດເອີຣົບ', CN: '欧式轮盘' },
    { EN: 'Fish Prawn Crab', LO: 'ປາ ກຸ້ງ ປູ', CN: '鱼虾蟹' },
  ],
  AC: [
    { EN: 'Buffalo Run', LO: 'ຄວາຍແລ່ນ', CN: '水牛奔跑' },
    { EN: 'Rocket Crash', LO: 'ຈະຫຼວດຕົກ', CN: '火箭崩盘' },
    { EN: 'Plinko Drop', LO: 'ປລິງໂກ', CN: '弹珠掉落' },
    { EN: 'Lucky Wheel', LO: 'ວົງລໍ້ໂຊກດີ', CN: '幸运转盘' },
  ],
  BG: [
    { EN: 'Bingo 75', LO: 'ບິງໂກ 75', CN: '75球宾果' },
    { EN: 'Bingo 90', LO: 'ບິງໂກ 90', CN: '90球宾果' },
  ],
};

/** The in-house catalogue rows; the first game of each kind is hot, the second new. */
export function inHouseGames(): Insertable<Database['games']>[] {
  let id = IN_HOUSE_ID_BASE;
  return SITE_IN_HOUSE_KINDS.flatMap((kind) =>
    GAMES[kind].map((names, index) => {
      id += 1;
      const number = String(index + 1).padStart(4, '0');
      const nodeId = `inhouse-${kind.toLowerCase()}-${number}`;
      return {
        id,
        nodeId,
        gameCode: [IN_HOUSE_VENDOR, kind, kind === 'TG' ? TG_TABLES[index] : undefined, number].filter(Boolean).join('_'),
        vassalage: IN_HOUSE_VENDOR,
        gameType: 'RNG',
        accountTypeName: kind,
        listType: listTypeOf({ gameType: 'RNG', accountTypeName: kind }),
        ...localizedColumns('name', names),
        searchText: gameSearchText(names),
        iconUrl: gameIconPath(nodeId),
        isHot: toFlag(index === 0),
        isNew: toFlag(index === 1),
        supportPlay: 1,
        sequence: index + 1,
        createdAt: CREATED_AT,
      };
    }),
  );
}
