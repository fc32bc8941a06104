// A provider of its own process that refuses or misses a launch: the player gets the fixed maintenance message, never
// the provider's status, code or message nor the fetch error; the reason is logged for the site's operators.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { GameLaunchRequest } from '@mekong/contracts/server';
import { httpGameProvider } from './http-game-provider';

const request: GameLaunchRequest = {
  token: 'x'.repeat(43),
  mode: 'REAL',
  playerId: 'm1',
  language: 'EN',
  game: { nodeId: 'n1', gameCode: 'g1', vassalage: 'PG', accountTypeName: 'PG', gameType: 'RNG', name: 'Lucky' },
};
const message = 'Lucky is under maintenance; please try one of the hot games';

let server: Server;
let url: string;
const seen: string[] = [];
const success = (value: unknown) => JSON.stringify({ success: true, value, message: 'ok' });
beforeAll(async () => {
  server = createServer((req, res) => {
    seen.push(req.url ?? '');
    if (req.url === '/prefixed/provider/launch') {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(success({ url: '/provider/play/abc' }));
      return;
    }
    if (req.url === '/redirect/provider/launch') {
      res.writeHead(307, { location: `${url}prefixed/provider/launch` });
      res.end();
      return;
    }
    if (req.url === '/script/provider/launch') {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(success({ url: 'javascript:alert(1)' }));
      return;
    }
    res.writeHead(401, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ success: false, value: null, code: 'bad-signature', message: 'internal: secret mismatch for MEKONG' }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const logger = () => ({ info: jest.fn(), warn: jest.fn(), error: jest.fn() });

it('answers a refused launch with the fixed message and logs the refusal', async () => {
  const log = logger();
  const failure = await httpGameProvider(url, 'MEKONG', 's'.repeat(40), log)
    .openSession(request)
    .catch((e: unknown) => e);
  expect(failure).toMatchObject({ statusCode: 503, code: 'game-maintenance', message });
  expect(log.error).toHaveBeenCalledTimes(1);
  expect(JSON.stringify(log.error.mock.calls[0])).toContain('internal: secret mismatch for MEKONG');
});

it('answers a provider that is down with the fixed message and logs the error', async () => {
  const log = logger();
  const failure = await httpGameProvider('http://127.0.0.1:9/', 'MEKONG', 's'.repeat(40), log)
    .openSession(request)
    .catch((e: unknown) => e);
  expect(failure).toMatchObject({ statusCode: 503, code: 'game-maintenance', message });
  expect(log.error).toHaveBeenCalledTimes(1);
});

it('posts the launch under the provider URL path and takes its game page', async () => {
  seen.length = 0;
  const answer = await httpGameProvider(`${url}prefixed/`, 'MEKONG', 's'.repeat(40), logger()).openSession(request);
  expect(answer).toEqual({ url: '/provider/play/abc' });
  expect(seen).toEqual(['/prefixed/provider/launch']);
});

it('follows no redirect, and takes no game page but http(s) or /provider/', async () => {
  for (const prefix of ['redirect/', 'script/']) {
    seen.length = 0;
    const log = logger();
    const failure = await httpGameProvider(`${url}${prefix}`, 'MEKONG', 's'.repeat(40), log)
      .openSession(request)
      .catch((e: unknown) => e);
    expect(failure).toMatchObject({ statusCode: 503, code: 'game-maintenance', message });
    expect(seen).toEqual([`/${prefix}provider/launch`]);
    expect(log.error).toHaveBeenCalledTimes(1);
  }
});
