// Chinese texts of the points remote (namespace mf_points), typed against the English keys.
import type { LocaleOf } from '@mekong/ui/remote';
import type { en } from './en';

export const cn: LocaleOf<typeof en> = {
  point_mall: '积分商城',
  point_mall_sections: '积分商城栏目',
  redeem_history: '兑换记录',
  point_details: '积分明细',
};
