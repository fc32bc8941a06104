// English texts of the points remote (namespace mf_points): the key source; lo.ts and cn.ts are typed against it.
export const en = {
  point_mall: 'Points mall',
  point_mall_sections: 'Points mall sections',
  redeem_history: 'Redeem history',
  point_details: 'Points details',
};
