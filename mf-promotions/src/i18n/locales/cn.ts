// Chinese texts of the promotions remote (namespace mf_promotions), typed against the English keys.
import type { LocaleOf } from '@mekong/ui/remote';
import type { en } from './en';

export const cn: LocaleOf<typeof en> = {
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
