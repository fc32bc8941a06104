// With GAME_PROVIDER_URL the API hosts no provider: none of its routes are served here, and a launch whose provider
// does not answer is refused as a game under maintenance, leaving the wallet's record of it unused.
import { gamesEndpoints } from '@mekong/contracts';
import { buildTestApp, expectFailure, type TestApp } from '../../test-support/test-app';
import { call, freshIp, loginOk, makeMember } from '../../test-support/accounts';

let t: TestApp;
beforeAll(async () => {
  // A port nothing listens on: the provider's process is down.
  t = await buildTestApp(undefined, {}, { gameProviderUrl: 'http://127.0.0.1:9/' });
});
afterAll(() => t.close());

it('serves none of the provider here, and answers a launch its provider misses with game-maintenance', async () => {
  expectFailure(await t.app.inject({ method: 'GET', url: '/provider/assets/game.js' }), 404, 'not-found');
  const member = await makeMember(t.app);
  const token = (await loginOk(t.app, member.account, 'Passw0rd9', { ip: freshIp() })).token;
  const launch = await call(t.app, 'POST', gamesEndpoints.launch.path, { nodeId: 'rng-pg-0001', mode: 'REAL', language: 'EN' }, { token });
  // The player sees the fixed maintenance message, never the provider's reason or the fetch error.
  expect(expectFailure(launch, 503, 'game-maintenance')).toBe('Jade Fortune Blitz is under maintenance; please try one of the hot games');
});
