// English texts of the promotions remote (namespace mf_promotions): the key source; lo.ts and cn.ts are typed against it.
export const en = {
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
