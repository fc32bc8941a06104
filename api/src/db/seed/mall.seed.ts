// The demo points mall: three items of each exchange type (goods, cash, bonus) with their pictures, made through the
// ops' own function, and points for demo_member so the mall has something to spend. Only on a database with no mall
// item; the ids are fixed, so a second node seeding at once is refused, not doubled.
import type { Db } from '../database';
import { findMemberByAccount } from '../../modules/accounts/members.repository';
import { createItem, parseItemDefinition } from '../../modules/points/mall-items';
import { postPoints } from '../../modules/points/post-points';
import { mallImageUrl } from '../../modules/image-urls';
import { isUniqueViolation } from '../../modules/ledger';
import { DEMO_ACCOUNTS } from './accounts.seed';

/** demo_member's points: enough for a few items and a conversion. */
export const DEMO_MEMBER_POINTS = 5_000;

const item = (
  id: string,
  type: 'GOODS' | 'CASH' | 'BONUS',
  name: [string, string, string],
  image: string,
  pointsRequired: number,
  more: { amountRequired?: number; valueMinor?: number; stock: number; perMemberLimit?: number; sortOrder: number },
) => ({
  id,
  definition: {
    type,
    name: { LO: name[0], EN: name[1], CN: name[2] },
    imageUrl: mallImageUrl(image),
    pointsRequired,
    ...more,
  },
});

export const DEMO_MALL_ITEMS = [
  item('demo-cash-10k', 'CASH', ['ເງິນສົດ ₭10,000', 'Cash ₭10,000', '现金 ₭10,000'], 'cash-small.svg', 1_000, {
    valueMinor: 1_000_000,
    stock: 500,
    sortOrder: 1,
  }),
  item('demo-cash-50k', 'CASH', ['ເງິນສົດ ₭50,000', 'Cash ₭50,000', '现金 ₭50,000'], 'cash-medium.svg', 5_000, {
    valueMinor: 5_000_000,
    stock: 100,
    perMemberLimit: 5,
    sortOrder: 2,
  }),
  item('demo-cash-200k', 'CASH', ['ເງິນສົດ ₭200,000', 'Cash ₭200,000', '现金 ₭200,000'], 'cash-large.svg', 20_000, {
    valueMinor: 20_000_000,
    stock: 20,
    perMemberLimit: 1,
    sortOrder: 3,
  }),
  item('demo-bonus-gift', 'BONUS', ['ໂບນັດຂອງຂວັນ ₭20,000', 'Gift bonus ₭20,000', '礼物红利 ₭20,000'], 'bonus-gift.svg', 1_500, {
    valueMinor: 2_000_000,
    stock: 300,
    perMemberLimit: 3,
    sortOrder: 4,
  }),
  item('demo-bonus-star', 'BONUS', ['ໂບນັດດາວ ₭100,000', 'Star bonus ₭100,000', '星级红利 ₭100,000'], 'bonus-star.svg', 8_000, {
    valueMinor: 10_000_000,
    stock: 50,
    perMemberLimit: 1,
    sortOrder: 5,
  }),
  item('demo-goods-rice', 'GOODS', ['ເຂົ້າຫອມ 5 ກິໂລ', 'Jasmine rice 5 kg', '香米 5 公斤'], 'rice.svg', 800, { stock: 200, sortOrder: 6 }),
  item('demo-goods-tshirt', 'GOODS', ['ເສື້ອຍືດ Mekong', 'Mekong T-shirt', 'Mekong T恤'], 'tshirt.svg', 1_200, {
    stock: 80,
    perMemberLimit: 2,
    sortOrder: 7,
  }),
  item('demo-goods-headphones', 'GOODS', ['ຫູຟັງໄຮ້ສາຍ', 'Wireless headphones', '无线耳机'], 'headphones.svg', 12_000, {
    amountRequired: 5_000_000,
    stock: 10,
    perMemberLimit: 1,
    sortOrder: 8,
  }),
  item('demo-goods-phone', 'GOODS', ['ໂທລະສັບມືຖື', 'Smartphone', '智能手机'], 'phone.svg', 60_000, {
    amountRequired: 50_000_000,
    stock: 1,
    perMemberLimit: 1,
    sortOrder: 9,
  }),
];

/** Seeds the mall on a database without items; true when it did. */
export async function seedMallIfEmpty(db: Db): Promise<boolean> {
  if (await db.selectFrom('points_items').select('id').limit(1).executeTakeFirst()) return false;
  const now = new Date();
  try {
    await db.transaction().execute(async (trx) => {
      for (const { id, definition } of DEMO_MALL_ITEMS) await createItem(trx, parseItemDefinition(definition), now, id);
      const member = await findMemberByAccount(trx, DEMO_ACCOUNTS.member.account);
      if (member)
        await postPoints(trx, {
          kind: 'POINTS_EARN',
          memberId: member.id,
          type: 'deposit',
          points: DEMO_MEMBER_POINTS,
          reference: 'demo:opening-points',
        });
    });
  } catch (error) {
    if (isUniqueViolation(error)) return false;
    throw error;
  }
  return true;
}
