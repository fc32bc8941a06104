// Article calls (issue 19): only published articles show, newest first and paged; each language falls back to LO;
// HTML is sanitised when ops save it; unpublishing hides at once; bad input is refused without a write; the API has
// no way to write an article (ops commands only).
import { contentEndpoints, CONTENT_PATHS } from '@mekong/contracts/content';
import type { FastifyInstance } from 'fastify';
import { buildTestApp, countRows, expectFailure, expectValue, type TestApp } from '../../test-support/test-app';
import { call } from '../../test-support/accounts';
import { publishArticle, saveArticle, unpublishArticle, type ArticleDefinition } from '../../modules/content/articles';
import { moneyMember } from '../cashier/cashier-test-support';

let testApp: TestApp;
let app: FastifyInstance;

beforeAll(async () => {
  testApp = await buildTestApp();
  app = testApp.app;
});

afterAll(() => testApp.close());

let serial = 0;
/** A fresh article of its own kind-and-slug, so tests share the app without seeing each other's. */
const definition = (overrides: Partial<ArticleDefinition> = {}): ArticleDefinition => {
  serial += 1;
  return {
    id: `t-${serial}`,
    kind: 'NEWS',
    slug: `test-article-${serial}`,
    title: { LO: `ຫົວຂໍ້ ${serial}`, EN: `Title ${serial}`, CN: `标题 ${serial}` },
    summary: { LO: 'ສະຫຼຸບ', EN: 'Summary', CN: '摘要' },
    content: { LO: '<p>ເນື້ອໃນ</p>', EN: '<p>Body</p>', CN: '<p>内容</p>' },
    published: true,
    ...overrides,
  };
};

const list = async (query: Record<string, string | number>) =>
  expectValue(await call(app, 'GET', CONTENT_PATHS.articles, query), contentEndpoints.articles);
const detail = (query: Record<string, string | undefined>) => call(app, 'GET', CONTENT_PATHS.article, query);

describe('articles', () => {
  it('lists only published articles of the kind asked, newest first, paged', async () => {
    // Later than the demo's articles, so these three are the newest.
    const before = (await list({ kind: 'BLOG' })).total;
    const base = Date.parse('2031-01-01T00:00:00Z');
    const blog = definition({ kind: 'BLOG' });
    const saved = [definition({ kind: 'BLOG' }), definition({ kind: 'BLOG' }), definition({ kind: 'BLOG' })];
    for (const [i, d] of saved.entries()) await saveArticle(app.db, d, new Date(base + i * 1000));
    await saveArticle(app.db, { ...blog, published: false }, new Date(base + 10_000));
    await saveArticle(app.db, definition({ kind: 'NEWS' }), new Date(base + 20_000));

    const first = await list({ kind: 'BLOG', language: 'EN', pageNo: 1, pageSize: 2 });
    expect(first).toMatchObject({ pageNo: 1, total: before + 3, totalPages: Math.ceil((before + 3) / 2) });
    expect(first.list.map((a) => a.id)).toEqual([saved[2]!.id, saved[1]!.id]);
    const second = await list({ kind: 'BLOG', language: 'EN', pageNo: 2, pageSize: 2 });
    expect(second.list[0]?.id).toBe(saved[0]!.id);
    expect(second.list[0]).toEqual({
      id: saved[0]!.id,
      kind: 'BLOG',
      slug: saved[0]!.slug,
      title: (saved[0]!.title as { EN: string }).EN,
      summary: 'Summary',
      imageUrl: null,
      publishedAt: new Date(base).toISOString(),
    });
    expect((await list({ kind: 'BLOG', language: 'EN', pageNo: 1000, pageSize: 2 })).list).toEqual([]);
  });

  it('answers each language, and LO where the article has none in the language asked', async () => {
    const d = definition({ title: { LO: 'ຂ່າວລາວ', EN: 'English news' }, summary: { LO: 'ສັ້ນ' }, content: { LO: '<p>ລາວ</p>' } });
    await saveArticle(app.db, d, new Date());
    const article = async (language: string) =>
      expectValue(await detail({ kind: 'NEWS', slug: d.slug, language }), contentEndpoints.article);
    expect(await article('EN')).toMatchObject({ title: 'English news', summary: 'ສັ້ນ', content: '<p>ລາວ</p>' });
    expect(await article('CN')).toMatchObject({ title: 'ຂ່າວລາວ', summary: 'ສັ້ນ' });
    expect(await article('LO')).toMatchObject({ title: 'ຂ່າວລາວ' });
    // Without a language, LO (the site's default).
    expect(expectValue(await detail({ kind: 'NEWS', slug: d.slug }), contentEndpoints.article).title).toBe('ຂ່າວລາວ');
  });

  it('stores the HTML sanitised: no scripts, handlers or javascript: links', async () => {
    const d = definition({
      content: {
        LO: '<p onclick="steal()">ok</p><script>alert(1)</script><a href="javascript:alert(1)">x</a><iframe src="https://evil"></iframe>',
      },
    });
    await saveArticle(app.db, d, new Date());
    const { content } = expectValue(await detail({ kind: 'NEWS', slug: d.slug, language: 'EN' }), contentEndpoints.article);
    expect(content).toBe('<p>ok</p><a rel="noopener noreferrer">x</a>');
  });

  it('hides an unpublished article at once and shows it again on publish, at a new time', async () => {
    const d = definition();
    await saveArticle(app.db, d, new Date('2030-01-01T00:00:00Z'));
    expectValue(await detail({ kind: 'NEWS', slug: d.slug }), contentEndpoints.article);

    expect(await unpublishArticle(app.db, d.id)).toBe(true);
    expectFailure(await detail({ kind: 'NEWS', slug: d.slug }), 404, 'article-not-found');
    expect((await list({ kind: 'NEWS', pageSize: 50 })).list.map((a) => a.id)).not.toContain(d.id);

    expect(await publishArticle(app.db, d.id, new Date('2032-01-01T00:00:00Z'))).toBe(true);
    const shown = expectValue(await detail({ kind: 'NEWS', slug: d.slug }), contentEndpoints.article);
    expect(shown.publishedAt).toBe('2032-01-01T00:00:00.000Z');
    // Publishing again keeps its place.
    await publishArticle(app.db, d.id, new Date('2033-01-01T00:00:00Z'));
    expect(expectValue(await detail({ kind: 'NEWS', slug: d.slug }), contentEndpoints.article).publishedAt).toBe(
      '2032-01-01T00:00:00.000Z',
    );
    expect(await publishArticle(app.db, 'no-such-article', new Date())).toBe(false);
    expect(await unpublishArticle(app.db, 'no-such-article')).toBe(false);
  });

  it('does not find a draft, an unknown slug, or an article of the other kind', async () => {
    const draft = definition({ published: false });
    await saveArticle(app.db, draft, new Date());
    expectFailure(await detail({ kind: 'NEWS', slug: draft.slug }), 404, 'article-not-found');
    expectFailure(await detail({ kind: 'NEWS', slug: 'never-written' }), 404, 'article-not-found');
    const news = definition();
    await saveArticle(app.db, news, new Date());
    expectFailure(await detail({ kind: 'BLOG', slug: news.slug }), 404, 'article-not-found');
  });

  it('refuses bad input with 400, never a 500', async () => {
    for (const query of [
      { kind: 'SPAM' },
      { kind: 'NEWS', language: 'XX' },
      { kind: 'NEWS', pageNo: '0' },
      { kind: 'NEWS', pageSize: '51' },
      { kind: 'NEWS', pageNo: 'abc' },
      {},
    ])
      expectFailure(await call(app, 'GET', CONTENT_PATHS.articles, query), 400, 'bad-request');
    for (const query of [{ kind: 'NEWS', slug: '../etc/passwd' }, { kind: 'NEWS', slug: 'A'.repeat(81) }, { kind: 'NEWS' }])
      expectFailure(await detail(query), 400, 'bad-request');
  });

  it('has no call that writes an article: a member posting one gets 404 and nothing is written', async () => {
    const member = await moneyMember(app);
    const before = await countRows(app.db, 'content_articles');
    for (const method of ['POST', 'PUT', 'DELETE'] as const) {
      const response = await call(app, method, CONTENT_PATHS.articles, definition(), { token: member.token });
      expect(response.statusCode).toBe(404);
    }
    expect(await countRows(app.db, 'content_articles')).toBe(before);
  });
});

describe('saving an article (ops)', () => {
  it('refuses a bad definition with the reasons, writing nothing', async () => {
    const before = await countRows(app.db, 'content_articles');
    const bad = [
      { ...definition(), slug: 'Bad Slug' },
      { ...definition(), title: { EN: 'no LO' } },
      { ...definition(), title: { LO: 'x', FR: 'non' } },
      { ...definition(), imageUrl: 'javascript:alert(1)' },
      { ...definition(), kind: 'ADS' },
      { ...definition(), extra: true },
      'not an object',
    ];
    for (const given of bad) await expect(saveArticle(app.db, given, new Date())).rejects.toMatchObject({ code: 'bad-request' });
    expect(await countRows(app.db, 'content_articles')).toBe(before);
  });

  it('refuses a second article with the same kind and slug, and updates one in place', async () => {
    const d = definition();
    expect(await saveArticle(app.db, d, new Date())).toBe('created');
    await expect(saveArticle(app.db, { ...d, id: `${d.id}-other` }, new Date())).rejects.toMatchObject({ code: 'bad-request' });
    expect(await saveArticle(app.db, { ...d, title: { LO: 'ໃໝ່' }, published: undefined }, new Date())).toBe('updated');
    const shown = expectValue(await detail({ kind: 'NEWS', slug: d.slug, language: 'EN' }), contentEndpoints.article);
    // EN was dropped from the title, so LO stands in; saving without "published" kept it published.
    expect(shown.title).toBe('ໃໝ່');
  });

  it('saves the same article 20 times at once into one row', async () => {
    const d = definition();
    // Each save is one upsert: none fails, and there is one row (which of them says 'created' is a race, not checked).
    await Promise.all(Array.from({ length: 20 }, () => saveArticle(app.db, d, new Date())));
    const rows = await app.db.selectFrom('content_articles').select('id').where('slug', '=', d.slug).execute();
    expect(rows).toHaveLength(1);
  });
});
