// The promotions remote's texts (namespace mf_promotions) in LO, EN and CN.
import type { Translations } from '@mekong/ui/remote';

export const NAMESPACE = 'mf_promotions';

const EN = {
  promotions_title: 'Promotions',
  promotion_categories: 'Promotion categories',
  category_all: 'All',
  more: 'More',
  more_about: 'More about {{title}}',
  close: 'Close',
  hint_visitor: 'Register an account to join this promotion.',
  hint_member: 'Join and claim your rewards in the reward centre.',
  action_register: 'Register now',
  action_login: 'Log in',
  action_reward_centre: 'Go to the reward centre',
};
type Key = keyof typeof EN;

const LO: Record<Key, string> = {
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

const CN: Record<Key, string> = {
  promotions_title: '优惠活动',
  promotion_categories: '活动分类',
  category_all: '全部',
  more: '更多',
  more_about: '了解更多：{{title}}',
  close: '关闭',
  hint_visitor: '注册账号即可参加此活动。',
  hint_member: '参加活动并在奖励中心领取奖励。',
  action_register: '立即注册',
  action_login: '登录',
  action_reward_centre: '前往奖励中心',
};

export const translations: Translations = { LO, EN, CN };
