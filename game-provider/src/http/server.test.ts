// The provider's own server: a launch is taken only signed with the provider's secret and well formed; its game page
// carries the server's own security headers; and a REAL round reaches money only through the signed seamless calls
// (a debit under the launch's token, then the win credited to the launch's player), here answered by a stand-in wallet.
import {
  IN_HOUSE_PROVIDER,
  GAME_LAUNCH_PATH,
  signSeamlessRequest,
  type LaunchableGame,
  type SeamlessTransport,
} from '@mekong/contracts/server';
import type { FastifyInstance } from 'fastify';
import { createInHouseProvider } from '../provider';
import { spinResultSchema } from '../schemas';
import { clientOver, createTestDatabase, expectFailure, launchOf, type TestDatabase } from '../test-support/provider';
import { SESSION_HEADER } from './routes';
import { createProviderServer, HEALTH_PATH } from './server';

const SECRET = 'a-provider-secret-of-at-least-32-characters';
const GAME: LaunchableGame = {
  nodeId: 'rng-pg-0001',
  gameCode: 'PG_RNG_0001',
  vassalage: 'PG',
  accountTypeName: 'PG',
  gameType: 'RNG',
  name: 'Lucky',
};

/** The wallet's side, as a stand-in: each signed call recorded, debits and credits moving one balance. */
const calls: { path: string; body: Record<string, unknown>; signedBy: string | undefined }[] = [];
let balance = 50_000;
const wallet: SeamlessTransport = async (path, headers, raw) => {
  const body = JSON.parse(raw) as Record<string, unknown>;
  calls.push({ path, body, signedBy: headers['x-seamless-provider'] });
  const amount = typeof body.amount === 'number' ? body.amount : 0;
  if (path.endsWith('/debit')) balance -= amount;
  if (path.endsWith('/credit')) balance += amount;
  const value = path.endsWith('/balance') ? { playerId: 'member-1', balance } : { transactionId: body.transactionId, balance };
  return { statusCode: 200, body: JSON.stringify({ success: true, value, message: '' }) };
};

let database: TestDatabase;
let server: FastifyInstance;
beforeAll(async () => {
  database = await createTestDatabase();
  const provider = createInHouseProvider({ db: database.db, wallet: clientOver(wallet), publicUrl: 'http://provider.test/' });
  server = await createProviderServer({ provider, providerCode: IN_HOUSE_PROVIDER, secret: SECRET });
});
afterAll(async () => {
  await server.close();
  await database.close();
});

const launch = (body: unknown, secret = SECRET) => {
  const raw = typeof body === 'string' ? body : JSON.stringify(body);
  return server.inject({
    method: 'POST',
    url: GAME_LAUNCH_PATH,
    headers: { ...signSeamlessRequest(IN_HOUSE_PROVIDER, secret, raw), 'content-type': 'application/json' },
    payload: raw,
  });
};

describe('the launch', () => {
  it('is refused unsigned, signed with another secret or malformed, opening nothing', async () => {
    const request = launchOf(GAME, 'DEMO', 'EN', null);
    const unsigned = await server.inject({ method: 'POST', url: GAME_LAUNCH_PATH, payload: request });
    expect(expectFailure(unsigned, 401, 'unauthorized')).toContain('x-seamless-signature');
    expect(expectFailure(await launch(request, 'another-secret-of-at-least-32-characters'), 401, 'unauthorized')).toBe(
      'The signature does not match the request',
    );
    expect(expectFailure(await launch({ ...request, mode: 'FREE' }), 400, 'bad-request')).toContain("Invalid body field 'mode'");
    expect(expectFailure(await launch({ ...request, token: 'short' }), 400, 'bad-request')).toContain("Invalid body field 'token'");
    expect(expectFailure(await launch('not json'), 400, 'bad-request')).toBe('The body must be a JSON object');
    expect(expectFailure(await launch(launchOf(GAME, 'REAL', 'EN', null)), 400, 'bad-request')).toBe('A REAL game session needs a member');
    expect(await database.db.selectFrom('provider_sessions').select('id').execute()).toEqual([]);
  });

  it('opens a session and answers the game page at the provider public URL, served with its own security headers', async () => {
    const request = launchOf(GAME, 'DEMO', 'LO', null);
    const answer = await launch(request);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ success: true, value: { url: `http://provider.test/provider/play/${request.token}` }, message: 'ok' });
    const page = await server.inject({ method: 'GET', url: `/provider/play/${request.token}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<html lang="lo">');
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    expect(page.headers['x-content-type-options']).toBe('nosniff');
    // Framed only by its own origin (the site's, behind its proxy) without SITE_ORIGIN, as the API's helmet does.
    expect(page.headers['content-security-policy']).toContain("frame-ancestors 'self'");
    expect(page.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(page.headers['permissions-policy']).toContain('camera=()');
    expect(page.headers['permissions-policy']).toContain('payment=()');
    expect(page.headers['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
    expect(page.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    // Plain HTTP here: no HSTS promise.
    expect(page.headers['strict-transport-security']).toBeUndefined();
    expect((await server.inject({ method: 'GET', url: HEALTH_PATH })).statusCode).toBe(200);
    expectFailure(await server.inject({ method: 'GET', url: '/wps/member/info' }), 404, 'not-found');
  });
});

describe('a REAL round', () => {
  it('moves money only through signed seamless calls: the stake debited under the token, the win credited to the player', async () => {
    const request = launchOf(GAME, 'REAL', 'EN', 'member-1');
    expect((await launch(request)).statusCode).toBe(200);
    const spin = await server.inject({
      method: 'POST',
      url: '/provider/api/slot/spin',
      headers: { [SESSION_HEADER]: request.token },
      payload: { lineBet: 100 },
    });
    expect(spin.statusCode).toBe(200);
    const result = spinResultSchema.parse(spin.json<{ value: unknown }>().value);
    expect(calls).toEqual([
      {
        path: '/wps/seamless/debit',
        body: { transactionId: `${result.roundId}:debit`, roundId: result.roundId, sessionToken: request.token, amount: 2_000 },
        signedBy: IN_HOUSE_PROVIDER,
      },
      {
        path: '/wps/seamless/credit',
        body: { transactionId: `${result.roundId}:credit`, roundId: result.roundId, playerId: 'member-1', amount: result.win },
        signedBy: IN_HOUSE_PROVIDER,
      },
    ]);
    expect(result.balance).toBe(50_000 - 2_000 + result.win);
    const rounds = await database.db.selectFrom('provider_rounds').select(['status', 'betMinor', 'winMinor']).execute();
    expect(rounds).toEqual([{ status: 'SETTLED', betMinor: 2_000, winMinor: result.win }]);
    expect(await database.db.selectFrom('provider_wallet_moves').select('id').execute()).toEqual([]);
  });
});

describe('the security headers with SITE_ORIGIN', () => {
  it('let only the site frame the game page, with no X-Frame-Options that would name another origin', async () => {
    const provider = createInHouseProvider({ db: database.db, wallet: clientOver(wallet), publicUrl: 'http://provider.test/' });
    const own = await createProviderServer({ provider, providerCode: IN_HOUSE_PROVIDER, secret: SECRET, siteOrigin: 'https://site.test' });
    try {
      const answer = await own.inject({ method: 'GET', url: HEALTH_PATH });
      expect(answer.headers['content-security-policy']).toContain('frame-ancestors https://site.test');
      expect(answer.headers['x-frame-options']).toBeUndefined();
      expect(answer.headers['permissions-policy']).toContain('geolocation=()');
      expect(answer.headers['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
    } finally {
      await own.close();
    }
  });
});
