// Migration frozen in time: the site's articles (issue 19), news and blog posts ops publish. One row per article with
// its text in LO (required, the fallback) and optionally EN and CN; its HTML body is sanitised before it is stored.
// A draft has no publishedAt; the lists read published articles newest first through the (kind, published_at) index.
// It must never import application types: later code changes must not change what it did.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('content_articles')
    .addColumn('id', 'text', (c) => c.primaryKey())
    // NEWS or BLOG.
    .addColumn('kind', 'text', (c) => c.notNull())
    // What the article's address names (unique per kind): lowercase letters, digits and dashes.
    .addColumn('slug', 'text', (c) => c.notNull())
    .addColumn('title_lo', 'text', (c) => c.notNull())
    .addColumn('title_en', 'text')
    .addColumn('title_cn', 'text')
    .addColumn('summary_lo', 'text', (c) => c.notNull())
    .addColumn('summary_en', 'text')
    .addColumn('summary_cn', 'text')
    .addColumn('content_lo', 'text', (c) => c.notNull())
    .addColumn('content_en', 'text')
    .addColumn('content_cn', 'text')
    .addColumn('image_url', 'text')
    // Null while a draft (or once unpublished); the time it was (first) published otherwise.
    .addColumn('published_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('content_articles_kind_slug_unique', ['kind', 'slug'])
    .execute();
  await db.schema.createIndex('content_articles_kind_published_idx').on('content_articles').columns(['kind', 'published_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('content_articles').execute();
}
