// The articles' ops commands: argument parsing, and an article's life from the command line — saved from JSON as a
// draft (not on the site), published (on the site, in each language), edited, unpublished (gone at once).
import { contentEndpoints, CONTENT_PATHS } from '@mekong/contracts/content';
import type { FastifyInstance } from 'fastify';
import { buildTestApp, expectFailure, expectValue, type TestApp } from '../test-support/test-app';
import { call } from '../test-support/accounts';
import { parseOpsCommand } from './commands';
import type { ContentOpsCommand } from './content-commands';
import { definitionFolder, opsRunner } from './ops-test-support';

describe('parsing the article commands', () => {
  it.each<[string, ContentOpsCommand]>([
    ['articles', { kind: 'articles', articleKind: null }],
    ['articles news', { kind: 'articles', articleKind: 'NEWS' }],
    ['articles BLOG', { kind: 'articles', articleKind: 'BLOG' }],
    ['article-save /tmp/a.json', { kind: 'article-save', file: '/tmp/a.json' }],
    ['article-publish a1', { kind: 'article-publish', id: 'a1' }],
    ['article-unpublish a1', { kind: 'article-unpublish', id: 'a1' }],
  ])('reads "%s"', (line, command) => {
    expect(parseOpsCommand(line.split(' '))).toEqual(command);
  });

  it.each([
    ['articles ADS', "'ADS' is not one of NEWS, BLOG"],
    ['articles NEWS more', "Unexpected argument 'more'"],
    ['article-save', "'article-save' needs a JSON file"],
    ['article-publish', "'article-publish' needs an article id"],
    ['article-unpublish a b', "Unexpected argument 'b'"],
  ])('refuses "%s"', (line, error) => {
    expect(parseOpsCommand(line.split(' '))).toEqual({ error });
  });
});

describe('running the article commands', () => {
  let testApp: TestApp;
  let app: FastifyInstance;
  const files = definitionFolder('mekong-articles-');
  const ops = opsRunner(() => app.db);

  beforeAll(async () => {
    testApp = await buildTestApp();
    app = testApp.app;
  });
  afterAll(async () => {
    files.remove();
    await testApp.close();
  });

  const read = (language: string) => call(app, 'GET', CONTENT_PATHS.article, { kind: 'NEWS', slug: 'ops-news', language });

  it('saves a draft, publishes, edits and unpublishes an article', async () => {
    const file = files.file('news.json', {
      id: 'ops-news',
      kind: 'NEWS',
      slug: 'ops-news',
      title: { LO: 'ຂ່າວໃໝ່', EN: 'Fresh news', CN: '新消息' },
      summary: { LO: 'ສັ້ນ', EN: 'Short', CN: '简短' },
      content: { LO: '<p>ລາວ</p>', EN: '<p>English<script>x()</script></p>', CN: '<p>中文</p>' },
    });
    expect(await ops(`article-save ${file}`)).toMatch(
      /^Article created\.\n.*ops-news {2}NEWS {2}ops-news {2}draft {2}LO\/EN\/CN {2}'Fresh news'/,
    );
    expectFailure(await read('EN'), 404, 'article-not-found');

    expect(await ops('article-publish ops-news')).toBe('Article ops-news published.');
    expect(expectValue(await read('EN'), contentEndpoints.article)).toMatchObject({ title: 'Fresh news', content: '<p>English</p>' });
    expect(expectValue(await read('CN'), contentEndpoints.article).title).toBe('新消息');
    const listed = expectValue(await call(app, 'GET', CONTENT_PATHS.articles, { kind: 'NEWS', language: 'LO' }), contentEndpoints.articles);
    expect(listed.list[0]).toMatchObject({ id: 'ops-news', title: 'ຂ່າວໃໝ່' });

    const edited = files.file('edited.json', {
      id: 'ops-news',
      kind: 'NEWS',
      slug: 'ops-news',
      title: { LO: 'ຂ່າວແກ້ໄຂ', EN: 'Edited news' },
      summary: { LO: 'ສັ້ນ' },
      content: { LO: '<p>ແກ້ໄຂ</p>' },
    });
    expect(await ops(`article-save ${edited}`)).toMatch(/^Article updated\./);
    expect(expectValue(await read('EN'), contentEndpoints.article)).toMatchObject({ title: 'Edited news', content: '<p>ແກ້ໄຂ</p>' });
    expect(expectValue(await read('CN'), contentEndpoints.article).title).toBe('ຂ່າວແກ້ໄຂ');
    expect(await ops('articles NEWS')).toContain('ops-news  NEWS  ops-news  published ');

    expect(await ops('article-unpublish ops-news')).toBe('Article ops-news unpublished (a draft again).');
    expectFailure(await read('EN'), 404, 'article-not-found');
  });

  it('says so for an unknown article and a bad file, writing nothing', async () => {
    await expect(ops('article-publish nope')).rejects.toMatchObject({ output: "No article 'nope'" });
    await expect(ops('article-unpublish nope')).rejects.toMatchObject({ output: "No article 'nope'" });
    await expect(ops(`article-save ${files.file('bad.json', '{ not json')}`)).rejects.toThrow('is not JSON');
    const bad = files.file('bad-slug.json', {
      id: 'x',
      kind: 'NEWS',
      slug: 'Not A Slug',
      title: { LO: 'x' },
      summary: { LO: 'x' },
      content: { LO: 'x' },
    });
    await expect(ops(`article-save ${bad}`)).rejects.toThrow(/slug/);
    expect(await app.db.selectFrom('content_articles').select('id').where('id', '=', 'x').executeTakeFirst()).toBeUndefined();
  });
});
