// What the promotions page shows of the content call (requirements §2): categories of type gaming or lotto_promo, and
// the promotions in them, stay off; a tab shows its category's promotions, 'All' every one; a promotion's duration.
import { OFF_PAGE_CATEGORY_TYPES, type Promotion, type PromotionCategory } from '@mekong/contracts/promotions';

export const EXCLUDED_CATEGORY_TYPES = OFF_PAGE_CATEGORY_TYPES;
export const ALL = 'all';

export function shownCategories(categories: readonly PromotionCategory[]): PromotionCategory[] {
  return categories.filter((c) => !EXCLUDED_CATEGORY_TYPES.includes(c.type));
}

export function shownPromotions(promotions: readonly Promotion[], categories: readonly PromotionCategory[]): Promotion[] {
  const excluded = new Set(categories.filter((c) => EXCLUDED_CATEGORY_TYPES.includes(c.type)).map((c) => c.id));
  return promotions.filter(
    (p) =>
      !(p.categoryType !== null && EXCLUDED_CATEGORY_TYPES.includes(p.categoryType)) &&
      !p.promoAnnouncementCategoryIds.some((id) => excluded.has(id)),
  );
}

export function inTab(promotions: readonly Promotion[], tab: string): Promotion[] {
  if (tab === ALL) return [...promotions];
  return promotions.filter((p) => p.category === tab || p.promoAnnouncementCategoryIds.includes(tab));
}

/** The image of a sequence (1 the card's, 2 the dialog's), or null. */
export function imageOf(promotion: Promotion, sequence: 1 | 2): string | null {
  return promotion.announcementImages.find((image) => image.sequence === sequence)?.url ?? null;
}

const HOUR = 60 * 60 * 1000;

/** Whole days and the hours left over between start and end; null without both times. */
export function durationOf(promotion: Pick<Promotion, 'startTime' | 'endTime'>): { days: number; hours: number } | null {
  if (!promotion.startTime || !promotion.endTime) return null;
  const span = Date.parse(promotion.endTime) - Date.parse(promotion.startTime);
  if (!Number.isFinite(span) || span < 0) return null;
  const hours = Math.floor(span / HOUR);
  return { days: Math.floor(hours / 24), hours: hours % 24 };
}
