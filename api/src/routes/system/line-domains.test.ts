// Line detection (issue 19): the mirror domains of LINE_DOMAINS reach domainRoute and CSP connect-src exactly, and the
// health route alone answers those origins cross-origin, without credentials; any other origin or route gets no CORS.
import { systemEndpoints } from '@mekong/contracts';
import { lineDomainsFromEnv, environmentProblems } from '../../config';
import { buildTestApp, expectValue, type TestApp } from '../../test-support/test-app';
import { healthEndpoint } from '.';

const MIRRORS = ['https://www.mekong.example', 'http://127.0.0.1:8183'];

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp(undefined, {}, { lineDomains: MIRRORS });
});
afterAll(() => t.close());

const get = (url: string, origin?: string) => t.app.inject({ method: 'GET', url, headers: origin ? { origin } : {} });

it('lists the mirror domains in domainRoute', async () => {
  expect(expectValue(await get(systemEndpoints.domainRoute.path), systemEndpoints.domainRoute).lineDomains).toEqual(MIRRORS);
});

it('allows exactly the mirror domains in connect-src, on pages and calls alike', async () => {
  for (const url of ['/', healthEndpoint.path]) {
    const policy = String((await get(url)).headers['content-security-policy']);
    expect(policy).toContain(`connect-src 'self' ${MIRRORS.join(' ')};`);
    expect(policy).not.toContain('*');
  }
});

it('answers a mirror origin on the health route only, never with credentials', async () => {
  const health = await get(healthEndpoint.path, MIRRORS[1]);
  expect(health.statusCode).toBe(200);
  expect(health.headers['access-control-allow-origin']).toBe(MIRRORS[1]);
  expect(health.headers['access-control-allow-credentials']).toBeUndefined();
  expect(health.headers.vary).toContain('Origin');

  expect((await get(healthEndpoint.path, 'https://evil.example')).headers['access-control-allow-origin']).toBeUndefined();
  expect((await get(systemEndpoints.domainRoute.path, MIRRORS[1])).headers['access-control-allow-origin']).toBeUndefined();
});

it('keeps connect-src to self when no mirror is configured', async () => {
  const plain = await buildTestApp();
  try {
    const answer = await plain.app.inject({ method: 'GET', url: healthEndpoint.path, headers: { origin: MIRRORS[0] } });
    expect(String(answer.headers['content-security-policy'])).toContain("connect-src 'self';");
    expect(answer.headers['access-control-allow-origin']).toBeUndefined();
    expect(
      expectValue(await plain.app.inject({ method: 'GET', url: systemEndpoints.domainRoute.path }), systemEndpoints.domainRoute)
        .lineDomains,
    ).toEqual([]);
  } finally {
    await plain.close();
  }
});

it('reads LINE_DOMAINS as exact origins and refuses anything else', () => {
  expect(lineDomainsFromEnv({ LINE_DOMAINS: ' https://a.example , http://127.0.0.1:8183 ' })).toEqual([
    'https://a.example',
    'http://127.0.0.1:8183',
  ]);
  expect(lineDomainsFromEnv({})).toEqual([]);
  for (const bad of ['*', 'https://*.example', 'https://a.example/path', 'ftp://a.example', 'a.example']) {
    expect(environmentProblems({ MEKONG_DEMO: 'on', LINE_DOMAINS: bad }).join()).toContain('LINE_DOMAINS must be http(s) origins');
  }
});
