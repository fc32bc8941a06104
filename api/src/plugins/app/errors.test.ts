// Every failure is an envelope: unknown paths, malformed bodies and unexpected errors alike, never an HTML page.
import { rmSync } from 'node:fs';
import { buildApp } from '../../app';
import { createAppDatabase, expectFailure, makeTempRoot, TEST_SECURITY, type TestDatabase } from '../../test-support/test-app';
import type { FastifyInstance } from 'fastify';

let database: TestDatabase;
let app: FastifyInstance;
const logged: string[] = [];
const root = makeTempRoot();

beforeAll(async () => {
  database = await createAppDatabase();
  app = await buildApp({
    database: database.config,
    rootDir: root,
    security: TEST_SECURITY,
    demo: true,
    logger: { level: 'error', stream: { write: (line: string) => logged.push(line) } },
  });
  // Test-only routes standing for future calls: one that breaks, one that takes a JSON body.
  app.get('/wps/test/boom', async () => {
    throw new Error('database exploded');
  });
  app.post('/wps/test/echo', async (request) => request.body);
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await database.drop();
  rmSync(root, { recursive: true, force: true });
});

it('answers an unknown call with a 404 envelope', async () => {
  expect(expectFailure(await app.inject({ method: 'DELETE', url: '/wps/nothing/here?x=1' }), 404, 'not-found')).toBe(
    'No such call: DELETE /wps/nothing/here',
  );
});

it('answers an unexpected error with a 500 internal envelope and logs it, hiding the details', async () => {
  const message = expectFailure(await app.inject({ method: 'GET', url: '/wps/test/boom' }), 500, 'internal');
  expect(message).not.toContain('exploded');
  expect(logged.join('')).toContain('database exploded');
});

it('answers a malformed JSON body with a 400 bad-request envelope', async () => {
  const response = await app.inject({
    method: 'POST',
    url: '/wps/test/echo',
    headers: { 'content-type': 'application/json' },
    payload: '{"a":',
  });
  expectFailure(response, 400, 'bad-request');
});

it('answers an unsupported body type with its own status in an envelope', async () => {
  const response = await app.inject({
    method: 'POST',
    url: '/wps/test/echo',
    headers: { 'content-type': 'application/x-unknown' },
    payload: 'x',
  });
  expectFailure(response, 415, 'bad-request');
});
