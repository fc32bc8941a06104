import type { Promotion } from '@mekong/contracts/promotions';
import { ALL, durationOf, inTab, shownCategories, shownPromotions } from './promotionList';

const promo = (id: string, category: string | null, categoryType: string | null): Promotion => ({
  id,
  title: id,
  content: '',
  category,
  categoryType,
  promotionType: 'GENERAL',
  promoAnnouncementCategoryIds: category ? [category] : [],
  announcementImages: [],
  startTime: null,
  endTime: null,
  longTerm: true,
  mode: 'NONE',
  activityStatus: null,
  bonus: null,
});

const categories = [
  { id: 'dep', title: 'Deposit', type: 'deposit' },
  { id: 'gam', title: 'Gaming', type: 'gaming' },
  { id: 'lot', title: 'Lotto', type: 'lotto_promo' },
];

describe('promotion list', () => {
  it('leaves out gaming and lotto_promo categories and their promotions', () => {
    expect(shownCategories(categories).map((c) => c.id)).toEqual(['dep']);
    const list = [promo('a', 'dep', 'deposit'), promo('b', 'gam', 'gaming'), promo('c', 'lot', 'lotto_promo'), promo('d', null, null)];
    expect(shownPromotions(list, categories).map((p) => p.id)).toEqual(['a', 'd']);
  });

  it('filters by tab, all for the All tab', () => {
    const list = [promo('a', 'dep', 'deposit'), promo('d', null, null)];
    expect(inTab(list, ALL)).toHaveLength(2);
    expect(inTab(list, 'dep').map((p) => p.id)).toEqual(['a']);
  });

  it('gives the duration in days and hours', () => {
    expect(durationOf({ startTime: '2026-01-01T00:00:00Z', endTime: '2026-01-03T05:30:00Z' })).toEqual({ days: 2, hours: 5 });
    expect(durationOf({ startTime: null, endTime: null })).toBeNull();
  });
});
