// Tables of the site's editorial content: customer service, resources, help, banners, notices, countries, articles
// (news and blog; promotions: modules/promotions).
import type { Localized } from '../columns';

export type CustomerServiceItemsTable = { id: string; csType: string; path: string; sequence: number } & Localized<'title'>;

export interface SiteResourcesTable {
  id: string;
  resourceType: string;
  url: string;
  labelNameEn: string;
  sequence: number;
}

export type HelpCategoriesTable = { id: string; device: string; sequence: number } & Localized<'title'>;

export type HelpItemsTable = {
  id: string;
  categoryId: string;
  sequence: number;
  /** Position among the footer's help links, or null when the item is not linked from the footer. */
  footerSequence: number | null;
} & Localized<'title'> &
  Localized<'content'>;

/** The artwork fields (headline, subline, colours) draw the banner's SVG image. */
export type BannersTable = {
  id: string;
  groupName: string;
  linkageType: string;
  linkageTarget: string | null;
  colorFrom: string;
  colorTo: string;
  sequence: number;
} & Localized<'headline'> &
  Localized<'subline'>;

/** kind 'PL' is a player notice (scrolling bar), 'PU' a popup with its audience in `execution`. */
export type AnnouncementsTable = { id: string; kind: string; execution: string | null; sequence: number } & Localized<'title'> &
  Localized<'content'>;

export interface CountryCodesTable {
  countryCode: string;
  dialingCode: string;
  sequence: number;
}

/** News and blog posts: LO is always written (the fallback), EN and CN may be null. A draft has no publishedAt. */
export interface ContentArticlesTable {
  id: string;
  kind: string;
  slug: string;
  titleLo: string;
  titleEn: string | null;
  titleCn: string | null;
  summaryLo: string;
  summaryEn: string | null;
  summaryCn: string | null;
  contentLo: string;
  contentEn: string | null;
  contentCn: string | null;
  imageUrl: string | null;
  publishedAt: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface ContentTables {
  customer_service_items: CustomerServiceItemsTable;
  site_resources: SiteResourcesTable;
  help_categories: HelpCategoriesTable;
  help_items: HelpItemsTable;
  banners: BannersTable;
  announcements: AnnouncementsTable;
  country_codes: CountryCodesTable;
  content_articles: ContentArticlesTable;
}
