// The site's articles (issue 19): news and blog posts. Visitors read published ones, newest first, in their language
// with LO (always written) standing in for a language ops left out; ops save them from a JSON definition (the HTML body
// sanitised as a promotion's is), publish and unpublish them. A draft or an unpublished article is not found.
import { z } from 'zod';
import { LANGUAGES, type Language } from '@mekong/contracts';
import {
  ARTICLE_KINDS,
  ARTICLE_LIMITS,
  ARTICLE_SLUG_PATTERN,
  type Article,
  type ArticleKind,
  type ArticlePage,
  type ArticleSummary,
} from '@mekong/contracts/content';
import type { Db } from '../../db/database';
import { definitionId } from '../definition-fields';
import { DomainFailure } from '../failure';
import { isUniqueViolation } from '../ledger';
import { sanitizePromotionHtml } from '../promotions/content-html';
import type { ContentArticlesTable } from './content.table';

export const ARTICLE_NOT_FOUND = 'article-not-found';

type Text = 'title' | 'summary' | 'content';
const SUFFIX = { LO: 'Lo', EN: 'En', CN: 'Cn' } as const satisfies Record<Language, string>;

/** The text in the language asked for, else in LO. */
function pick(row: ContentArticlesTable, key: Text, language: Language): string {
  return row[`${key}${SUFFIX[language]}`] ?? row[`${key}Lo`];
}

function summaryOf(row: ContentArticlesTable, language: Language): ArticleSummary {
  return {
    id: row.id,
    kind: row.kind as ArticleKind,
    slug: row.slug,
    title: pick(row, 'title', language),
    summary: pick(row, 'summary', language),
    imageUrl: row.imageUrl,
    publishedAt: row.publishedAt ?? '',
  };
}

export interface ArticleListQuery {
  kind: ArticleKind;
  language: Language;
  pageNo: number;
  pageSize: number;
}

/** Published articles of a kind, newest first (equal times by id, so pages never overlap). */
export async function listArticles(db: Db, { kind, language, pageNo, pageSize }: ArticleListQuery): Promise<ArticlePage> {
  const published = db.selectFrom('content_articles').where('kind', '=', kind).where('publishedAt', 'is not', null);
  const [rows, count] = await Promise.all([
    published
      .selectAll()
      .orderBy('publishedAt', 'desc')
      .orderBy('id')
      .limit(pageSize)
      .offset((pageNo - 1) * pageSize)
      .execute(),
    published.select((eb) => eb.fn.countAll<number | string>().as('total')).executeTakeFirstOrThrow(),
  ]);
  const total = Number(count.total);
  return { list: rows.map((r) => summaryOf(r, language)), pageNo, totalPages: Math.ceil(total / pageSize), total };
}

export async function getArticle(db: Db, kind: ArticleKind, slug: string, language: Language): Promise<Article> {
  const row = await db
    .selectFrom('content_articles')
    .selectAll()
    .where('kind', '=', kind)
    .where('slug', '=', slug)
    .where('publishedAt', 'is not', null)
    .executeTakeFirst();
  if (!row) throw new DomainFailure(404, ARTICLE_NOT_FOUND, 'There is no such article');
  return { ...summaryOf(row, language), content: pick(row, 'content', language) };
}

// ── Ops ─────────────────────────────────────────────────────────────────────────────────────────────────────────

/** A text in LO (required: every other language falls back to it) and optionally EN and CN. */
const texts = (max: number) => {
  const text = z.string().trim().min(1).max(max);
  return z.object({ LO: text, EN: text.optional(), CN: text.optional() }).strict();
};

const imageUrl = z
  .string()
  .max(500)
  .refine(
    (url) => /^https:\/\/[^\s"'<>]+$/.test(url) || /^\/[a-zA-Z0-9/_.-]+$/.test(url),
    'must be an https address or a path of the site',
  );

export const articleDefinitionSchema = z
  .object({
    id: definitionId,
    kind: z.enum(ARTICLE_KINDS),
    slug: z.string().max(ARTICLE_LIMITS.slugMaxLength).regex(ARTICLE_SLUG_PATTERN, 'slug is lowercase letters, digits and single dashes'),
    title: texts(ARTICLE_LIMITS.titleMaxLength),
    summary: texts(ARTICLE_LIMITS.summaryMaxLength),
    content: texts(ARTICLE_LIMITS.contentMaxLength),
    imageUrl: imageUrl.nullable().default(null),
    /** A new article is a draft unless told otherwise; saving an existing one keeps it published or not. */
    published: z.boolean().optional(),
  })
  .strict();
export type ArticleDefinition = z.input<typeof articleDefinitionSchema>;

type LocalizedOptional = Partial<Record<Language, string>>;

function columns(key: Text, text: LocalizedOptional, clean: (value: string) => string = (value) => value) {
  const value = (language: Language) => (text[language] === undefined ? null : clean(text[language]));
  return { [`${key}Lo`]: clean(text.LO ?? ''), [`${key}En`]: value('EN'), [`${key}Cn`]: value('CN') };
}

/** Creates or replaces an article from its definition; 'created' or 'updated'. */
export async function saveArticle(db: Db, given: unknown, now: Date): Promise<'created' | 'updated'> {
  const parsed = articleDefinitionSchema.safeParse(given);
  if (!parsed.success) {
    const why = parsed.error.issues.map((issue) => `${issue.path.join('.') || '(definition)'}: ${issue.message}`).join('; ');
    throw new DomainFailure(400, 'bad-request', why);
  }
  const a = parsed.data;
  const at = now.toISOString();
  const fields = {
    kind: a.kind,
    slug: a.slug,
    imageUrl: a.imageUrl,
    updatedAt: at,
    ...columns('title', a.title),
    ...columns('summary', a.summary),
    ...columns('content', a.content, sanitizePromotionHtml),
  } as Omit<ContentArticlesTable, 'id' | 'createdAt' | 'publishedAt'>;
  const publishedAt = a.published ? at : null;
  const existing = await db.selectFrom('content_articles').select('id').where('id', '=', a.id).executeTakeFirst();
  try {
    // One statement: a save racing another of the same id updates, never inserts twice.
    await db
      .insertInto('content_articles')
      .values({ id: a.id, createdAt: at, publishedAt, ...fields })
      .onConflict((oc) =>
        oc.column('id').doUpdateSet((eb) => {
          if (a.published === undefined) return fields;
          // Republishing a published article keeps its first publication time (its place in the list).
          if (a.published)
            return { ...fields, publishedAt: eb.fn.coalesce('content_articles.publishedAt', eb.ref('excluded.publishedAt')) };
          return { ...fields, publishedAt: null };
        }),
      )
      .execute();
  } catch (error) {
    if (isUniqueViolation(error))
      throw new DomainFailure(409, 'bad-request', `slug: another ${a.kind} article already has the slug '${a.slug}'`);
    throw error;
  }
  return existing ? 'updated' : 'created';
}

/** Shows an article (published now, or still at its first time when it already shows); false when there is none. */
export async function publishArticle(db: Db, id: string, now: Date): Promise<boolean> {
  await db
    .updateTable('content_articles')
    .set({ publishedAt: now.toISOString() })
    .where('id', '=', id)
    .where('publishedAt', 'is', null)
    .execute();
  return (await db.selectFrom('content_articles').select('id').where('id', '=', id).executeTakeFirst()) !== undefined;
}

/** Hides an article (back to draft); false when there is none. */
export async function unpublishArticle(db: Db, id: string): Promise<boolean> {
  const result = await db.updateTable('content_articles').set({ publishedAt: null }).where('id', '=', id).executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export interface ArticleOverview {
  id: string;
  kind: string;
  slug: string;
  title: string;
  publishedAt: string | null;
  languages: Language[];
}

/** Every article (of one kind when given), drafts too, newest first: what ops list. */
export async function listArticlesForOps(db: Db, kind: ArticleKind | null): Promise<ArticleOverview[]> {
  const rows = await db
    .selectFrom('content_articles')
    .selectAll()
    .$if(kind !== null, (qb) => qb.where('kind', '=', kind ?? ''))
    .orderBy('createdAt', 'desc')
    .orderBy('id')
    .execute();
  return rows.map((r) => ({
    id: r.id,
    kind: r.kind,
    slug: r.slug,
    title: r.titleEn ?? r.titleLo,
    publishedAt: r.publishedAt,
    languages: LANGUAGES.filter((language) => r[`title${SUFFIX[language]}`] !== null),
  }));
}
