// Seed data of the game catalogue: about 10,000 slot games over the slot vendors plus live tables, fishing and card
// games. Names are composed from word lists translated into Lao and Chinese; a seeded PRNG makes every run (and both
// databases) produce exactly the same games, so tests can name them.
import type { Insertable } from 'kysely';
import type { Database } from '../database';
import { gameIconPath } from '../../modules/image-urls';
import { gameSearchText } from '../../modules/games/game-search';
import { listTypeOf } from '../../modules/games/in-house';
import { localizedColumns, toFlag, type Translations } from '../../modules/columns';

export const SLOT_GAMES = 10_000;
const SEED = 0x6d656b6f; // 'meko'
const CREATED_AT = '2025-11-22T00:00:00.000Z';

/** mulberry32: tiny, fast and the same on every platform. */
export function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Word = [en: string, lo: string, cn: string];

const ADJECTIVES: Word[] = [
  ['Golden', 'ຄຳ', '黄金'],
  ['Lucky', 'ໂຊກດີ', '幸运'],
  ['Mighty', 'ເກັ່ງກ້າ', '威武'],
  ['Wild', 'ປ່າ', '狂野'],
  ['Royal', 'ລາຊະວົງ', '皇家'],
  ['Mystic', 'ລຶກລັບ', '神秘'],
  ['Crystal', 'ແກ້ວ', '水晶'],
  ['Blazing', 'ລຸກໄໝ້', '烈焰'],
  ['Jade', 'ຫຍົກ', '翡翠'],
  ['Silver', 'ເງິນ', '白银'],
  ['Thunder', 'ຟ້າຮ້ອງ', '雷霆'],
  ['Moonlit', 'ແສງເດືອນ', '月光'],
  ['Sunrise', 'ຕາເວັນຂຶ້ນ', '日出'],
  ['Happy', 'ມ່ວນຊື່ນ', '快乐'],
  ['Red', 'ແດງ', '红'],
  ['Diamond', 'ເພັດ', '钻石'],
  ['Ancient', 'ບູຮານ', '远古'],
  ['Ocean', 'ມະຫາສະໝຸດ', '海洋'],
  ['Secret', 'ຄວາມລັບ', '秘密'],
  ['Dancing', 'ເຕັ້ນລຳ', '舞动'],
  ['Sweet', 'ຫວານ', '甜蜜'],
  ['Great', 'ຍິ່ງໃຫຍ່', '伟大'],
  ['Magic', 'ມະຫັດສະຈັນ', '魔法'],
  ['Brave', 'ກ້າຫານ', '勇敢'],
  ['Shining', 'ເຫຼື້ອມ', '闪耀'],
  ['Eternal', 'ນິລັນດອນ', '永恒'],
  ['Flying', 'ບິນ', '飞翔'],
  ['Hidden', 'ເຊື່ອງ', '隐藏'],
  ['Rich', 'ຮັ່ງມີ', '富贵'],
  ['Twin', 'ແຝດ', '双子'],
  ['Emerald', 'ມໍລະກົດ', '祖母绿'],
];

const NOUNS: Word[] = [
  ['Dragon', 'ມັງກອນ', '龙'],
  ['Tiger', 'ເສືອ', '虎'],
  ['Phoenix', 'ນົກຫົງ', '凤凰'],
  ['Elephant', 'ຊ້າງ', '大象'],
  ['Panda', 'ແພນດ້າ', '熊猫'],
  ['Fortune', 'ໂຊກລາບ', '财富'],
  ['Treasure', 'ຊັບສົມບັດ', '宝藏'],
  ['Temple', 'ວັດ', '神殿'],
  ['River', 'ແມ່ນ້ຳ', '河流'],
  ['Lotus', 'ດອກບົວ', '莲花'],
  ['Koi', 'ປາໄນ', '锦鲤'],
  ['Buffalo', 'ຄວາຍ', '水牛'],
  ['Empire', 'ອານາຈັກ', '帝国'],
  ['Queen', 'ລາຊິນີ', '女王'],
  ['King', 'ກະສັດ', '国王'],
  ['Warrior', 'ນັກຮົບ', '战士'],
  ['Gems', 'ແກ້ວປະເສີດ', '宝石'],
  ['Fruits', 'ໝາກໄມ້', '水果'],
  ['Candy', 'ເຂົ້າໜົມ', '糖果'],
  ['Pirate', 'ໂຈນສະຫຼັດ', '海盗'],
  ['Wolf', 'ໝາປ່າ', '狼'],
  ['Eagle', 'ນົກອິນຊີ', '雄鹰'],
  ['Lion', 'ສິງໂຕ', '狮子'],
  ['Monkey', 'ລີງ', '猴子'],
  ['Rooster', 'ໄກ່ຜູ້', '公鸡'],
  ['Festival', 'ບຸນ', '节日'],
  ['Palace', 'ພະລາຊະວັງ', '宫殿'],
  ['Garden', 'ສວນ', '花园'],
  ['Mountain', 'ພູເຂົາ', '山峰'],
  ['Star', 'ດາວ', '星辰'],
  ['Coins', 'ຫຼຽນ', '金币'],
  ['Pearl', 'ໄຂ່ມຸກ', '珍珠'],
  ['Naga', 'ພະຍານາກ', '娜迦'],
];

const SUFFIXES: (Word | null)[] = [
  null,
  ['Deluxe', 'ດີລັກ', '豪华版'],
  ['Megaways', 'ເມກາເວ', '万路'],
  ['Rush', 'ດ່ວນ', '冲刺'],
  ['Riches', 'ຄວາມຮັ່ງມີ', '致富'],
  ['Jackpot', 'ແຈັກພອດ', '大奖'],
  ['Hold and Win', 'ຖືແລະຊະນະ', '旋转赢'],
  ['Legend', 'ຕຳນານ', '传奇'],
  ['Quest', 'ຜະຈົນໄພ', '探险'],
  ['Bonanza', 'ໂບນັນຊາ', '大丰收'],
  ['Blitz', 'ສາຍຟ້າ', '闪电'],
  ['Power', 'ພະລັງ', '之力'],
  ['Fever', 'ຮ້ອນແຮງ', '狂热'],
];

/** Slot vendors and their share of the slots (footer vendors carry more games). */
const SLOT_VENDORS: [code: string, weight: number][] = [
  ['PG', 3],
  ['EG2', 2],
  ['PT', 3],
  ['JDB', 2],
  ['CQ9', 2],
  ['FC', 2],
  ['JL', 3],
  ['BGS', 2],
  ['PP', 3],
  ['SG', 1],
  ['HB', 1],
];

/** Live tables; the game code names the table (EVO_LIVE_ROULETTE_0004), which the game provider deals by. */
const LIVE_TABLES: [table: string, names: Translations][] = [
  ['BACCARAT', { EN: 'Baccarat', LO: 'ບາຄາຣາ', CN: '百家乐' }],
  ['SPEED_BACCARAT', { EN: 'Speed Baccarat', LO: 'ບາຄາຣາດ່ວນ', CN: '极速百家乐' }],
  ['DRAGON_TIGER', { EN: 'Dragon Tiger', LO: 'ມັງກອນ ເສືອ', CN: '龙虎' }],
  ['ROULETTE', { EN: 'Roulette', LO: 'ຣູເລັດ', CN: '轮盘' }],
  ['SICBO', { EN: 'Sic Bo', LO: 'ໄຮໂລ', CN: '骰宝' }],
  ['BLACKJACK', { EN: 'Blackjack', LO: 'ແບລັກແຈັກ', CN: '二十一点' }],
];
const LIVE_VENDORS = ['EVO', 'SEXY', 'DG', 'SA', 'WM'];

const FISH_VENDORS = ['JDB', 'JL', 'FC', 'CQ9'];
const FISHING: Word = ['Fishing', 'ຍິງປາ', '捕鱼'];

const CARD_GAMES: Translations[] = [
  { EN: "Texas Hold'em", LO: 'ໂປກເກີເທັກຊັດ', CN: '德州扑克' },
  { EN: 'Niu Niu', LO: 'ງົວງົວ', CN: '抢庄牛牛' },
  { EN: 'Pok Deng', LO: 'ປ໊ອກເດັ້ງ', CN: '博丁' },
  { EN: 'Teen Patti', LO: 'ທີນພັດຕີ', CN: '炸金花' },
  { EN: 'Rummy', LO: 'ຣຳມີ', CN: '拉米' },
  { EN: 'Fight the Landlord', LO: 'ສູ້ເຈົ້າຂອງດິນ', CN: '斗地主' },
  { EN: 'Thirteen Cards', LO: 'ສິບສາມໃບ', CN: '十三水' },
];
const PVP_VENDORS = ['KY', 'V8', 'JL'];

interface DraftGame {
  gameType: string;
  vassalage: string;
  names: Translations;
  /** Live tables: the table, named in the game code. */
  table?: string;
}

/** English adjective-noun order; Lao puts the noun first; Chinese joins the words. */
function composeName(adjective: Word, noun: Word, suffix: Word | null): Translations {
  return {
    EN: [adjective[0], noun[0], suffix?.[0]].filter(Boolean).join(' '),
    LO: [noun[1], adjective[1], suffix?.[1]].filter(Boolean).join(' '),
    CN: `${adjective[2]}${noun[2]}${suffix?.[2] ?? ''}`,
  };
}

function shuffled<T>(items: T[], random: () => number): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}

function weightedPick(choices: [string, number][], random: () => number): string {
  const total = choices.reduce((sum, [, w]) => sum + w, 0);
  let r = random() * total;
  for (const [code, weight] of choices) {
    r -= weight;
    if (r < 0) return code;
  }
  return choices[choices.length - 1]?.[0] ?? '';
}

function draftGames(slotGames: number, random: () => number): DraftGame[] {
  const combinations = ADJECTIVES.flatMap((a) => NOUNS.flatMap((n) => SUFFIXES.map((s) => composeName(a, n, s))));
  if (slotGames > combinations.length) throw new Error(`At most ${combinations.length} distinct slot names`);
  const slots = shuffled(combinations, random)
    .slice(0, slotGames)
    .map((names) => ({ gameType: 'RNG', vassalage: weightedPick(SLOT_VENDORS, random), names }));
  const live = LIVE_VENDORS.flatMap((vassalage) => LIVE_TABLES.map(([table, names]) => ({ gameType: 'LIVE', vassalage, names, table })));
  const fish = FISH_VENDORS.flatMap((vassalage) =>
    shuffled(ADJECTIVES, random)
      .slice(0, 6)
      .map((adjective) => ({ gameType: 'FISH', vassalage, names: composeName(adjective, NOUNS[8] as Word, FISHING) })),
  );
  const pvp = PVP_VENDORS.flatMap((vassalage) => CARD_GAMES.map((names) => ({ gameType: 'PVP', vassalage, names })));
  return [...slots, ...live, ...fish, ...pvp];
}

/** The catalogue rows, ids from 1. */
export function catalogueGames(slotGames = SLOT_GAMES): Insertable<Database['games']>[] {
  const random = prng(SEED);
  const sequences = new Map<string, number>();
  return draftGames(slotGames, random).map(({ gameType, vassalage, names, table }, index) => {
    const key = `${gameType}-${vassalage}`;
    const sequence = (sequences.get(key) ?? 0) + 1;
    sequences.set(key, sequence);
    const nodeId = `${key}-${String(sequence).padStart(4, '0')}`.toLowerCase();
    return {
      id: index + 1,
      nodeId,
      gameCode: [vassalage, gameType, table, String(sequence).padStart(4, '0')].filter(Boolean).join('_'),
      vassalage,
      gameType,
      accountTypeName: vassalage,
      listType: listTypeOf({ gameType, accountTypeName: vassalage }),
      ...localizedColumns('name', names),
      searchText: gameSearchText(names),
      iconUrl: gameIconPath(nodeId),
      isHot: toFlag(random() < 0.05),
      isNew: toFlag(random() < 0.05),
      supportPlay: toFlag(random() >= 0.1),
      sequence,
      createdAt: CREATED_AT,
    };
  });
}
