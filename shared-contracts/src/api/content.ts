// Schemas of the site's articles (issue 19; requirements §2 Other labelled screens: blog, news): a paged list of
// published articles of one kind, newest first, and one article by its slug, each in the language asked for and
// falling back to LO (the site's default, always written) where ops left a language out. The HTML body is
// sanitised by the server when ops save it. Public calls: visitors read news too.
import * as z from 'zod/mini';
import { endpoint } from './endpoint';
import { wholeNumber } from './query';
import { languageInput } from './system';

/** Where the article calls are served (kept here, not in PATHS, so the root entry every page loads does not grow). */
export const CONTENT_PATHS = {
  articles: '/wps/content/articles',
  article: '/wps/content/articles/detail',
} as const;

export const ARTICLE_KINDS = ['NEWS', 'BLOG'] as const;
export type ArticleKind = (typeof ARTICLE_KINDS)[number];

export const ARTICLE_LIMITS = {
  pageSize: 10,
  pageSizeMax: 50,
  slugMaxLength: 80,
  titleMaxLength: 200,
  summaryMaxLength: 500,
  contentMaxLength: 100_000,
} as const;

/** Lowercase letters, digits and single dashes: safe in an address as it is. */
export const ARTICLE_SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

const kindInput = z.enum(ARTICLE_KINDS, { error: `kind must be one of ${ARTICLE_KINDS.join(', ')}` });
const slugInput = z
  .string()
  .check(z.maxLength(ARTICLE_LIMITS.slugMaxLength), z.regex(ARTICLE_SLUG_PATTERN, 'slug must be lowercase letters, digits and dashes'));

export const articleListInputSchema = z.object({
  kind: kindInput,
  language: languageInput,
  pageNo: wholeNumber('pageNo', 1, 100_000, 1),
  pageSize: wholeNumber('pageSize', 1, ARTICLE_LIMITS.pageSizeMax, ARTICLE_LIMITS.pageSize),
});

export const articleSummarySchema = z.object({
  id: z.string(),
  kind: z.enum(ARTICLE_KINDS),
  slug: z.string(),
  title: z.string(),
  summary: z.string(),
  /** An https address or a path of the site, or null for none. */
  imageUrl: z.nullable(z.string()),
  /** ISO time the article was published. */
  publishedAt: z.string(),
});
export type ArticleSummary = z.infer<typeof articleSummarySchema>;

export const articlePageSchema = z.object({
  list: z.array(articleSummarySchema),
  pageNo: z.int(),
  totalPages: z.int().check(z.nonnegative()),
  total: z.int().check(z.nonnegative()),
});
export type ArticlePage = z.infer<typeof articlePageSchema>;

export const articleInputSchema = z.object({ kind: kindInput, slug: slugInput, language: languageInput });

export const articleSchema = z.extend(articleSummarySchema, {
  /** Sanitised HTML: text and layout only. */
  content: z.string(),
});
export type Article = z.infer<typeof articleSchema>;

export const contentEndpoints = {
  articles: endpoint({
    method: 'GET',
    path: CONTENT_PATHS.articles,
    access: 'public',
    input: articleListInputSchema,
    output: articlePageSchema,
  }),
  /** Failure: article-not-found (404) for an unknown slug, a draft or an unpublished article. */
  article: endpoint({ method: 'GET', path: CONTENT_PATHS.article, access: 'public', input: articleInputSchema, output: articleSchema }),
};
