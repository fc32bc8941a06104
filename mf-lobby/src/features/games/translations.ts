// Texts of the game lists (tiles, filters, hot games, lanes, recent games, search, favourites) in LO, EN and CN;
// merged into the lobby's namespace by i18n/translations.ts. Play, free-trial and pager texts come from the launch texts.
import type { Translations } from '@mekong/ui/remote';

const EN = {
  hot_badge: 'Hot',
  favourite_add: 'Add {{name}} to favourites',
  favourite_remove: 'Remove {{name}} from favourites',
  favourite_failed: 'Your favourites could not be updated: {{message}}',
  classify_label: 'Game filter',
  classify_ALL: 'All',
  classify_HOT: 'Hot',
  classify_NEW: 'New',
  classify_FAV: 'Favourites',
  classify_RECENT: 'Recent',
  hot_in: 'Hot in {{category}}',
  pages_of: 'Pages of {{title}}',
  scroll_previous: 'Scroll {{title}} back',
  scroll_next: 'Scroll {{title}} forward',
  refresh_list: 'Refresh {{title}}',
};
type Key = keyof typeof EN;

const LO: Record<Key, string> = {
  hot_badge: 'ຮິດ',
  favourite_add: 'ເພີ່ມ {{name}} ໃສ່ລາຍການທີ່ມັກ',
  favourite_remove: 'ລຶບ {{name}} ອອກຈາກລາຍການທີ່ມັກ',
  favourite_failed: 'ບໍ່ສາມາດອັບເດດລາຍການທີ່ມັກໄດ້: {{message}}',
  classify_label: 'ຕົວກອງເກມ',
  classify_ALL: 'ທັງໝົດ',
  classify_HOT: 'ຍອດນິຍົມ',
  classify_NEW: 'ໃໝ່',
  classify_FAV: 'ທີ່ມັກ',
  classify_RECENT: 'ຫຼ້າສຸດ',
  hot_in: '{{category}} ຍອດນິຍົມ',
  pages_of: 'ໜ້າຂອງ {{title}}',
  scroll_previous: 'ເລື່ອນ {{title}} ກັບຄືນ',
  scroll_next: 'ເລື່ອນ {{title}} ໄປໜ້າ',
  refresh_list: 'ໂຫຼດ {{title}} ຄືນໃໝ່',
};

const CN: Record<Key, string> = {
  hot_badge: '热门',
  favourite_add: '将{{name}}加入收藏',
  favourite_remove: '将{{name}}移出收藏',
  favourite_failed: '收藏更新失败：{{message}}',
  classify_label: '游戏筛选',
  classify_ALL: '全部',
  classify_HOT: '热门',
  classify_NEW: '最新',
  classify_FAV: '收藏',
  classify_RECENT: '最近',
  hot_in: '热门{{category}}',
  pages_of: '{{title}}分页',
  scroll_previous: '{{title}}向前滚动',
  scroll_next: '{{title}}向后滚动',
  refresh_list: '刷新{{title}}',
};

export const gamesTranslations: Translations = { LO, EN, CN };
