// The OpenAPI document is generated from the contract schemas and documents every served call, with no dangling refs.
import { systemEndpoints } from '@mekong/contracts';
import { buildTestApp, type TestApp } from '../../test-support/test-app';
import { OPENAPI_PATH } from './swagger';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

it('documents every system call with its query parameters', async () => {
  const response = await t.app.inject({ method: 'GET', url: OPENAPI_PATH });
  expect(response.statusCode).toBe(200);
  const doc = response.json<{ paths: Record<string, { get?: { parameters?: { name: string }[] } }> }>();
  for (const e of Object.values(systemEndpoints)) expect(Object.keys(doc.paths)).toContain(e.path);
  const announcementParameters = doc.paths[systemEndpoints.announcements.path]?.get?.parameters?.map((p) => p.name);
  expect(announcementParameters).toEqual(['types', 'platform', 'language']);
  expect(Object.keys(doc.paths).some((p) => p.startsWith('/static') || p.startsWith('/remotes'))).toBe(false);
});

it('resolves every schema reference', async () => {
  const text = (await t.app.inject({ method: 'GET', url: OPENAPI_PATH })).body;
  const doc = JSON.parse(text) as { components?: { schemas?: Record<string, unknown> } };
  const refs = [...text.matchAll(/"\$ref":"#\/components\/schemas\/([^"]+)"/g)].map((m) => m[1] ?? '');
  expect(refs.length).toBeGreaterThan(0);
  for (const ref of refs) expect(doc.components?.schemas).toHaveProperty([ref]);
});
