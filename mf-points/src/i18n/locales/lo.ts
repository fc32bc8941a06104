// Lao texts of the points remote (namespace mf_points), typed against the English keys.
import type { LocaleOf } from '@mekong/ui/remote';
import type { en } from './en';

export const lo: LocaleOf<typeof en> = {
  point_mall: 'ຮ້ານແລກຄະແນນ',
  point_mall_sections: 'ພາກສ່ວນຂອງຮ້ານແລກຄະແນນ',
  redeem_history: 'ປະຫວັດການແລກ',
  point_details: 'ລາຍລະອຽດຄະແນນ',
};
