// The articles' ops commands (issue 19): list news and blog posts, save one from a JSON definition (its HTML body
// sanitised), publish and unpublish — the only way an article is written; the API only reads them.
import { ARTICLE_KINDS, type ArticleKind } from '@mekong/contracts/content';
import type { Db } from '../db/database';
import { listArticlesForOps, publishArticle, saveArticle, unpublishArticle } from '../modules/content/articles';
import { OpsCommandFailed } from './money-commands';
import { printed } from './printable';
import { readDefinition } from './promotion-commands';

export const CONTENT_USAGE = `  articles [NEWS|BLOG]             List news and blog articles, drafts too: id, kind, slug, published time, languages
  article-save <file>              Create or update an article from a JSON file (api/README.md shows one; a new one
                                   is a draft unless "published": true)
  article-publish <id>             Show an article on the site (newest first)
  article-unpublish <id>           Hide an article (back to draft)`;

export type ContentOpsCommand =
  | { kind: 'articles'; articleKind: ArticleKind | null }
  | { kind: 'article-save'; file: string }
  | { kind: 'article-publish' | 'article-unpublish'; id: string };

const KINDS = new Set<string>(['articles', 'article-save', 'article-publish', 'article-unpublish']);

export function isContentCommand(command: { kind: string }): command is ContentOpsCommand {
  return KINDS.has(command.kind);
}

/** A command the articles part knows, the reason its arguments are wrong, or null for a command it does not know. */
export function parseContentCommand(command: string, rest: string[]): ContentOpsCommand | { error: string } | null {
  if (!KINDS.has(command)) return null;
  const exactly = (n: number, what: string): { error: string } | null =>
    rest.length < n
      ? { error: `'${command}' needs ${what}` }
      : rest.length > n
        ? { error: printed`Unexpected argument '${rest[n]}'` }
        : null;
  const [first = ''] = rest;
  switch (command) {
    case 'articles': {
      if (rest.length > 1) return { error: printed`Unexpected argument '${rest[1]}'` };
      if (rest.length === 0) return { kind: command, articleKind: null };
      const articleKind = ARTICLE_KINDS.find((k) => k === first.toUpperCase());
      return articleKind ? { kind: command, articleKind } : { error: printed`'${first}' is not one of ${ARTICLE_KINDS.join(', ')}` };
    }
    case 'article-save':
      return exactly(1, 'a JSON file') ?? { kind: command, file: first };
    case 'article-publish':
    case 'article-unpublish':
      return exactly(1, 'an article id') ?? { kind: command, id: first };
    default:
      return null;
  }
}

async function describeArticles(db: Db, kind: ArticleKind | null): Promise<string> {
  const rows = await listArticlesForOps(db, kind);
  if (rows.length === 0) return '(no articles)';
  return rows
    .map(
      (a) =>
        printed`${a.id}  ${a.kind}  ${a.slug}  ${a.publishedAt ? `published ${a.publishedAt}` : 'draft'}  ${a.languages.join('/')}  '${a.title}'`,
    )
    .join('\n');
}

export async function runContentCommand(db: Db, command: ContentOpsCommand, options: { now: () => Date }): Promise<string> {
  switch (command.kind) {
    case 'articles':
      return describeArticles(db, command.articleKind);
    case 'article-save': {
      const outcome = await saveArticle(db, readDefinition(command.file), options.now());
      return printed`Article ${outcome}.\n${await describeArticles(db, null)}`;
    }
    case 'article-publish':
    case 'article-unpublish': {
      const found =
        command.kind === 'article-publish' ? await publishArticle(db, command.id, options.now()) : await unpublishArticle(db, command.id);
      if (!found) throw new OpsCommandFailed(printed`No article '${command.id}'`);
      return printed`Article ${command.id} ${command.kind === 'article-publish' ? 'published' : 'unpublished (a draft again)'}.`;
    }
  }
}
