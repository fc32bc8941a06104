// Queries of the editorial content, each answering in the caller's language.
import {
  bannerSchema,
  popupSchema,
  resourceSchema,
  type Banner,
  type CustomerServiceItem,
  type HelpCategory,
  type Language,
  type Notice,
  type Popup,
  type Resource,
} from '@mekong/contracts';
import type { Db } from '../../db/database';
import { pickLanguage, type Localized, type Translations } from '../columns';
import { bannerImageUrl } from '../image-urls';

export async function listCustomerService(db: Db, language: Language): Promise<CustomerServiceItem[]> {
  const rows = await db.selectFrom('customer_service_items').selectAll().orderBy('sequence').execute();
  return rows.map((r) => ({ csType: r.csType, title: pickLanguage(r, 'title', language), path: r.path }));
}

export async function listResources(db: Db): Promise<Resource[]> {
  const rows = await db.selectFrom('site_resources').select(['resourceType', 'url', 'labelNameEn']).orderBy('sequence').execute();
  return rows.map((r) => resourceSchema.parse(r));
}

/** The help items linked from the footer, in footer order. */
export async function listHelpLinks(db: Db, language: Language): Promise<{ id: string; title: string }[]> {
  const rows = await db
    .selectFrom('help_items')
    .select(['id', 'titleLo', 'titleEn', 'titleCn'])
    .where('footerSequence', 'is not', null)
    .orderBy('footerSequence')
    .execute();
  return rows.map((r) => ({ id: r.id, title: pickLanguage(r, 'title', language) }));
}

export async function getHelpCenter(db: Db, language: Language, device: string): Promise<HelpCategory[]> {
  const [categories, items] = await Promise.all([
    db.selectFrom('help_categories').selectAll().where('device', '=', device).orderBy('sequence').execute(),
    db.selectFrom('help_items').selectAll().orderBy('sequence').execute(),
  ]);
  return categories.map((c) => ({
    id: c.id,
    title: pickLanguage(c, 'title', language),
    items: items
      .filter((i) => i.categoryId === c.id)
      .map((i) => ({ id: i.id, title: pickLanguage(i, 'title', language), content: pickLanguage(i, 'content', language) })),
  }));
}

export async function listBanners(db: Db, language: Language): Promise<Banner[]> {
  const rows = await db
    .selectFrom('banners')
    .select(['id', 'groupName', 'linkageType', 'linkageTarget', 'sequence'])
    .orderBy('groupName')
    .orderBy('sequence')
    .execute();
  return rows.map((r) => bannerSchema.parse({ ...r, url: bannerImageUrl(r.id, language) }));
}

export interface BannerArtwork {
  groupName: string;
  headline: Translations;
  subline: Translations;
  colorFrom: string;
  colorTo: string;
}

/** What the banner's generated image draws, or undefined for an unknown banner. */
export async function getBannerArtwork(db: Db, id: string): Promise<BannerArtwork | undefined> {
  const row = await db.selectFrom('banners').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) return undefined;
  const translations = (key: 'headline' | 'subline'): Translations => ({
    LO: pickLanguage(row, key, 'LO'),
    EN: pickLanguage(row, key, 'EN'),
    CN: pickLanguage(row, key, 'CN'),
  });
  return {
    groupName: row.groupName,
    headline: translations('headline'),
    subline: translations('subline'),
    colorFrom: row.colorFrom,
    colorTo: row.colorTo,
  };
}

type AnnouncementRow = { id: string; execution: string | null } & Localized<'title'> & Localized<'content'>;

function selectAnnouncements(db: Db, kind: 'PL' | 'PU'): Promise<AnnouncementRow[]> {
  return db.selectFrom('announcements').selectAll().where('kind', '=', kind).orderBy('sequence').execute();
}

/** The player notices of the scrolling notice bar. */
export async function listNotices(db: Db, language: Language): Promise<Notice[]> {
  const rows = await selectAnnouncements(db, 'PL');
  return rows.map((r) => ({ id: r.id, title: pickLanguage(r, 'title', language), content: pickLanguage(r, 'content', language) }));
}

/** Popups with their audience: A logged in, B anonymous, F first login. */
export async function listPopups(db: Db, language: Language): Promise<Popup[]> {
  const rows = await selectAnnouncements(db, 'PU');
  return rows.map((r) =>
    popupSchema.parse({
      id: r.id,
      title: pickLanguage(r, 'title', language),
      content: pickLanguage(r, 'content', language),
      execution: r.execution,
    }),
  );
}

export async function listCountryCodes(db: Db): Promise<{ countryCode: string; countryDialingCode: string }[]> {
  const rows = await db.selectFrom('country_codes').select(['countryCode', 'dialingCode']).orderBy('sequence').execute();
  return rows.map((r) => ({ countryCode: r.countryCode, countryDialingCode: r.dialingCode }));
}
