// The points remote's texts (namespace mf_points) in LO, EN and CN.
import type { Translations } from '@mekong/ui/remote';

export const NAMESPACE = 'mf_points';

const EN = {
  point_mall: 'Points mall',
  point_mall_sections: 'Points mall sections',
  redeem_history: 'Redeem history',
  point_details: 'Points details',
};
type Key = keyof typeof EN;

const LO: Record<Key, string> = {
  point_mall: 'ຮ້ານແລກຄະແນນ',
  point_mall_sections: 'ພາກສ່ວນຂອງຮ້ານແລກຄະແນນ',
  redeem_history: 'ປະຫວັດການແລກ',
  point_details: 'ລາຍລະອຽດຄະແນນ',
};

const CN: Record<Key, string> = {
  point_mall: '积分商城',
  point_mall_sections: '积分商城栏目',
  redeem_history: '兑换记录',
  point_details: '积分明细',
};

export const translations: Translations = { LO, EN, CN };
