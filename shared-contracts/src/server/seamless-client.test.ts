/**
 * @jest-environment node
 */
// The seamless HTTP transport: sent under the wallet URL's own path, never after a redirect, and given up on after
// SEAMLESS_HTTP_TIMEOUT_MS (then unanswered, like any call that got no answer).
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SEAMLESS_HTTP_TIMEOUT_MS, httpTransport, urlUnder } from './seamless-client';

let server: Server;
let base: string;
const seen: string[] = [];
beforeAll(async () => {
  server = createServer((req, res) => {
    seen.push(req.url ?? '');
    if (req.url?.startsWith('/redirect/')) {
      res.writeHead(307, { location: `${base}/casino/wps/seamless/debit` });
      res.end();
      return;
    }
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end('{"success":true}');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

it('keeps the base URL path', () => {
  expect(urlUnder('https://host.test/casino/', '/wps/seamless/debit').href).toBe('https://host.test/casino/wps/seamless/debit');
  expect(urlUnder('https://host.test/casino', '/wps/seamless/debit').href).toBe('https://host.test/casino/wps/seamless/debit');
  expect(urlUnder('https://host.test', '/wps/seamless/debit').href).toBe('https://host.test/wps/seamless/debit');
});

it('posts under the wallet URL path', async () => {
  seen.length = 0;
  const answer = await httpTransport(`${base}/casino/`)('/wps/seamless/debit', {}, '{}');
  expect(answer.statusCode).toBe(200);
  expect(seen).toEqual(['/casino/wps/seamless/debit']);
});

it('refuses to follow a redirect', async () => {
  seen.length = 0;
  await expect(httpTransport(`${base}/redirect/`)('/wps/seamless/debit', {}, '{}')).rejects.toThrow();
  expect(seen).toEqual(['/redirect/wps/seamless/debit']);
});

it('gives every call a timeout', async () => {
  const fetchSpy = jest.spyOn(globalThis, 'fetch');
  try {
    await httpTransport(`${base}/`)('/wps/seamless/balance', {}, '{}');
    const init = fetchSpy.mock.calls[0]?.[1];
    expect(init?.redirect).toBe('error');
    expect(init?.signal).toBeInstanceOf(AbortSignal);
    expect(SEAMLESS_HTTP_TIMEOUT_MS).toBeGreaterThan(0);
  } finally {
    fetchSpy.mockRestore();
  }
});
