// Seed data of the lottery games: Vietnam's northern draw (daily) and provinces of the central and southern areas
// (each on its weekdays), and two Southeast Asian lotteries. Times are Asia/Vientiane (UTC+7, as Vietnam and Thailand).
import type { Insertable } from 'kysely';
import type { LottoArea } from '@mekong/contracts/lottery';
import type { Database } from '../database';
import { localizedColumns, type Translations } from '../../modules/columns';
import type { PrizeTableName } from '../../modules/lottery/prize-tables';

interface LottoSeed {
  gameCode: string;
  vendor: 'TCG_LOTTO_VN' | 'TCG_SEA';
  area: LottoArea;
  prizeTable: PrizeTableName;
  drawDays: number[];
  drawTime: string;
  closeMinutesBefore: number;
  names: Translations;
}

const EVERY_DAY = [0, 1, 2, 3, 4, 5, 6];
/** Betting on a Vietnamese draw closes a quarter of an hour before it. */
const VN_CLOSE_MINUTES = 15;

type Province = [code: string, drawDays: number[], names: Translations];

const CENTRAL: Province[] = [
  ['VN_TTH', [0, 1], { EN: 'Thừa Thiên Huế', LO: 'ເຫວ້', CN: '顺化' }],
  ['VN_PY', [1], { EN: 'Phú Yên', LO: 'ຟູເອັນ', CN: '富安' }],
  ['VN_DLK', [2], { EN: 'Đắk Lắk', LO: 'ດັກລັກ', CN: '多乐' }],
  ['VN_QNM', [2], { EN: 'Quảng Nam', LO: 'ກວາງນາມ', CN: '广南' }],
  ['VN_DNG', [3, 6], { EN: 'Đà Nẵng', LO: 'ດານັງ', CN: '岘港' }],
  ['VN_KH', [0, 3], { EN: 'Khánh Hòa', LO: 'ຄັ້ງຮວ່າ', CN: '庆和' }],
  ['VN_BDI', [4], { EN: 'Bình Định', LO: 'ບິ່ງດິ້ງ', CN: '平定' }],
  ['VN_QT', [4], { EN: 'Quảng Trị', LO: 'ກວາງຈິ', CN: '广治' }],
  ['VN_GL', [5], { EN: 'Gia Lai', LO: 'ຢາລາຍ', CN: '嘉莱' }],
  ['VN_NT', [5], { EN: 'Ninh Thuận', LO: 'ນິງທວນ', CN: '宁顺' }],
  ['VN_QNG', [6], { EN: 'Quảng Ngãi', LO: 'ກວາງງາຍ', CN: '广义' }],
  ['VN_KT', [0], { EN: 'Kon Tum', LO: 'ກອນຕຸມ', CN: '昆嵩' }],
];

const SOUTH: Province[] = [
  ['VN_HCM', [1, 6], { EN: 'Hồ Chí Minh', LO: 'ໂຮ່ຈິມິນ', CN: '胡志明市' }],
  ['VN_DT', [1], { EN: 'Đồng Tháp', LO: 'ດົ່ງທາບ', CN: '同塔' }],
  ['VN_CM', [1], { EN: 'Cà Mau', LO: 'ກ່າເມົາ', CN: '金瓯' }],
  ['VN_BT', [2], { EN: 'Bến Tre', LO: 'ເບັ່ນແຈ', CN: '槟椥' }],
  ['VN_VT', [2], { EN: 'Vũng Tàu', LO: 'ຫວູງເຕົ່າ', CN: '头顿' }],
  ['VN_DN', [3], { EN: 'Đồng Nai', LO: 'ດົ່ງນາຍ', CN: '同奈' }],
  ['VN_CT', [3], { EN: 'Cần Thơ', LO: 'ເກິ່ນເທີ', CN: '芹苴' }],
  ['VN_TN', [4], { EN: 'Tây Ninh', LO: 'ເຕີຍນິງ', CN: '西宁' }],
  ['VN_AG', [4], { EN: 'An Giang', LO: 'ອານຢາງ', CN: '安江' }],
  ['VN_VL', [5], { EN: 'Vĩnh Long', LO: 'ວິງລອງ', CN: '永隆' }],
  ['VN_BD', [5], { EN: 'Bình Dương', LO: 'ບິ່ງເຢືອງ', CN: '平阳' }],
  ['VN_LA', [6], { EN: 'Long An', LO: 'ລອງອານ', CN: '隆安' }],
  ['VN_TG', [0], { EN: 'Tiền Giang', LO: 'ຕຽນຢາງ', CN: '前江' }],
  ['VN_KG', [0], { EN: 'Kiên Giang', LO: 'ກຽນຢາງ', CN: '坚江' }],
  ['VN_DL', [0], { EN: 'Đà Lạt', LO: 'ດາລາດ', CN: '大叻' }],
];

const province =
  (area: LottoArea, drawTime: string) =>
  ([gameCode, drawDays, names]: Province): LottoSeed => ({
    gameCode,
    vendor: 'TCG_LOTTO_VN',
    area,
    prizeTable: 'VN_SOUTH',
    drawDays,
    drawTime,
    closeMinutesBefore: VN_CLOSE_MINUTES,
    names,
  });

const LOTTO_GAMES: LottoSeed[] = [
  {
    gameCode: 'VN_MB',
    vendor: 'TCG_LOTTO_VN',
    area: 'NORTH',
    prizeTable: 'VN_NORTH',
    drawDays: EVERY_DAY,
    drawTime: '18:15',
    closeMinutesBefore: VN_CLOSE_MINUTES,
    names: { EN: 'Miền Bắc', LO: 'ຫວຽດນາມ ພາກເໜືອ', CN: '越南北部' },
  },
  ...CENTRAL.map(province('CENTRAL', '17:15')),
  ...SOUTH.map(province('SOUTH', '16:15')),
  {
    gameCode: 'LAO_DEV',
    vendor: 'TCG_SEA',
    area: 'SEA',
    prizeTable: 'LAO',
    drawDays: [1, 3, 5],
    drawTime: '20:30',
    closeMinutesBefore: 30,
    names: { EN: 'Lao Development Lottery', LO: 'ຫວຍພັດທະນາ', CN: '老挝发展彩票' },
  },
  {
    gameCode: 'THAI_STOCK',
    vendor: 'TCG_SEA',
    area: 'SEA',
    prizeTable: 'THAI_STOCK',
    drawDays: [1, 2, 3, 4, 5],
    drawTime: '16:30',
    closeMinutesBefore: 15,
    names: { EN: 'Thai Stock Lottery', LO: 'ຫວຍຫຸ້ນໄທ', CN: '泰国股票彩' },
  },
];

export const lottoGames: Insertable<Database['lotto_games']>[] = LOTTO_GAMES.map(({ names, drawDays, ...game }, index) => ({
  ...game,
  drawDays: JSON.stringify(drawDays),
  sequence: index + 1,
  ...localizedColumns('name', names),
}));
