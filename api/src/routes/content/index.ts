// Article calls (issue 19): the published news and blog posts, paged, and one by its slug, in the caller's language
// (LO standing in for a language an article lacks). Public: visitors read them too; writes are ops commands only.
import { contentEndpoints } from '@mekong/contracts/content';
import type { FastifyInstance } from 'fastify';
import { serveEndpoint } from '../serve-endpoint';
import { getArticle, listArticles } from '../../modules/content/articles';

export default async function contentRoutes(fastify: FastifyInstance) {
  const { db } = fastify;

  serveEndpoint(fastify, contentEndpoints.articles, (input) => listArticles(db, input));

  serveEndpoint(fastify, contentEndpoints.article, ({ kind, slug, language }) => getArticle(db, kind, slug, language));
}
