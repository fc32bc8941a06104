// Lao texts of the promotions remote (namespace mf_promotions), typed against the English keys.
import type { LocaleOf } from '@mekong/ui/remote';
import type { en } from './en';

export const lo: LocaleOf<typeof en> = {
  promotions_title: 'ໂປຣໂມຊັນ',
  promotion_categories: 'ໝວດໂປຣໂມຊັນ',
  category_all: 'ທັງໝົດ',
  more: 'ເພີ່ມເຕີມ',
  more_about: 'ເພີ່ມເຕີມກ່ຽວກັບ {{title}}',
  close: 'ປິດ',
  hint_visitor: 'ລົງທະບຽນບັນຊີເພື່ອເຂົ້າຮ່ວມໂປຣໂມຊັນນີ້.',
  hint_member: 'ເຂົ້າຮ່ວມ ແລະ ຮັບລາງວັນຂອງທ່ານໃນສູນລາງວັນ.',
  action_register: 'ລົງທະບຽນດຽວນີ້',
  action_login: 'ເຂົ້າສູ່ລະບົບ',
  action_reward_centre: 'ໄປທີ່ສູນລາງວັນ',
};
