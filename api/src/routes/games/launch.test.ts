// The game launch: who may launch in which mode, maintenance and unknown games refused, a game or a vendor opened
// through the in-house provider in the vendor's launch target.
import { authEndpoints, gamesEndpoints } from '@mekong/contracts';
import { buildTestApp, expectFailure, expectValue, type TestApp } from '../../test-support/test-app';
import { call, freshIp, loginOk, makeMember } from '../../test-support/accounts';
import { NOT_LOGGED_IN } from '../../plugins/app/accounts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../db/seed/accounts.seed';

let t: TestApp;
let member: string;
let trial: string;
beforeAll(async () => {
  t = await buildTestApp();
  member = (await loginOk(t.app, DEMO_ACCOUNTS.member.account, DEMO_PASSWORD, { ip: freshIp() })).token;
  trial = expectValue(await call(t.app, 'POST', authEndpoints.freeplay.path, {}, { ip: freshIp() }), authEndpoints.freeplay).token;
});
afterAll(() => t.close());

const { launch } = gamesEndpoints;
const launchCall = (input: object, token?: string) => call(t.app, 'POST', launch.path, input, { token });
const launchOk = async (input: object, token?: string) => expectValue(await launchCall(input, token), launch);

describe('launch refusals', () => {
  it('sends a visitor to login for a real-money launch, with or without a stale token', async () => {
    expect(expectFailure(await launchCall({ nodeId: 'rng-pg-0001', mode: 'REAL' }), 401, 'unauthorized')).toBe(NOT_LOGGED_IN);
    expect(expectFailure(await launchCall({ nodeId: 'rng-pg-0001' }), 401, 'unauthorized')).toBe(NOT_LOGGED_IN);
    expect(expectFailure(await launchCall({ nodeId: 'rng-pg-0001', mode: 'REAL' }, 'expired-token'), 401, 'unauthorized')).toBe(
      NOT_LOGGED_IN,
    );
  });

  it('sends a visitor to login for an e-lottery even as a free trial', async () => {
    expect(expectFailure(await launchCall({ vassalage: 'TCG', gameType: 'ELOTT', mode: 'DEMO' }), 401, 'unauthorized')).toBe(NOT_LOGGED_IN);
    expect(await launchOk({ vassalage: 'TCG', gameType: 'ELOTT', mode: 'DEMO' }, trial)).toMatchObject({ nodeId: 'elott-tcg' });
  });

  it('refuses a trial account real money, but lets it play the free trial', async () => {
    expect(expectFailure(await launchCall({ nodeId: 'rng-pg-0001', mode: 'REAL' }, trial), 403, 'trial-account')).toContain(
      'in_need_true_account',
    );
    expect(await launchOk({ nodeId: 'rng-pg-0001', mode: 'DEMO' }, trial)).toMatchObject({ nodeId: 'rng-pg-0001', mode: 'DEMO' });
  });

  it('refuses the games of a vendor under maintenance, by game and by vendor', async () => {
    const byGame = expectFailure(
      await launchCall({ nodeId: 'live-wm-0001', mode: 'REAL', language: 'EN' }, member),
      503,
      'game-maintenance',
    );
    expect(byGame).toBe('Baccarat is under maintenance; please try one of the hot games');
    expectFailure(await launchCall({ vassalage: 'WM', gameType: 'LIVE', mode: 'DEMO' }), 503, 'game-maintenance');
    // Another live vendor's same table opens.
    expect(await launchOk({ nodeId: 'live-evo-0001', mode: 'DEMO' })).toMatchObject({ nodeId: 'live-evo-0001' });
  });

  it('answers game-not-found for an unknown game or vendor, and bad-request without either', async () => {
    expect(expectFailure(await launchCall({ nodeId: 'rng-xx-9999', mode: 'DEMO' }), 404, 'game-not-found')).toBe("No game 'rng-xx-9999'");
    expect(expectFailure(await launchCall({ vassalage: 'PG', gameType: 'LIVE', mode: 'DEMO' }), 404, 'game-not-found')).toBe(
      "No vendor 'PG' of LIVE games",
    );
    expect(expectFailure(await launchCall({ mode: 'DEMO' }), 400, 'bad-request')).toContain('Give nodeId, or vassalage with gameType');
    expect(expectFailure(await launchCall({ vassalage: 'PG', mode: 'DEMO' }), 400, 'bad-request')).toContain(
      'Give nodeId, or vassalage with gameType',
    );
    expect(expectFailure(await launchCall({ nodeId: 'rng-pg-0001', mode: 'FUN' }), 400, 'bad-request')).toContain(
      'mode must be one of REAL, DEMO',
    );
  });
});

describe('launches', () => {
  it('opens a free trial for a visitor in the game popup, named in the asked language', async () => {
    const opened = await launchOk({ nodeId: 'rng-bgs-0001', mode: 'DEMO', language: 'CN' });
    expect(opened).toEqual({
      url: expect.stringMatching(/^\/provider\/play\/\S+$/),
      target: 'IFRAME',
      mode: 'DEMO',
      nodeId: 'rng-bgs-0001',
      gameName: '永恒虎狂热',
    });
    const again = await launchOk({ nodeId: 'rng-bgs-0001', mode: 'DEMO' });
    expect(again.url).not.toBe(opened.url);
  });

  it("opens a real-money launch for a member in mode REAL, and a member's demo in mode DEMO", async () => {
    const opened = await launchOk({ nodeId: 'inhouse-vp-0001', mode: 'REAL', language: 'EN' }, member);
    expect(opened).toMatchObject({ nodeId: 'inhouse-vp-0001', gameName: 'Jacks or Better', target: 'IFRAME', mode: 'REAL' });
    expect(await launchOk({ nodeId: 'inhouse-vp-0001', mode: 'DEMO' }, member)).toMatchObject({ mode: 'DEMO' });
  });

  it('starts a vendor directly: its first game, or the vendor itself when it has none, in its launch target', async () => {
    expect(await launchOk({ vassalage: 'EVO', gameType: 'LIVE', mode: 'DEMO' })).toMatchObject({
      nodeId: 'live-evo-0001',
      target: 'IFRAME',
    });
    expect(await launchOk({ vassalage: 'VP', gameType: 'INHOUSE', mode: 'DEMO', language: 'EN' })).toMatchObject({
      nodeId: 'inhouse-vp-0001',
      gameName: 'Jacks or Better',
    });
    expect(await launchOk({ vassalage: 'SABA', gameType: 'SPORTS', mode: 'DEMO', language: 'CN' })).toMatchObject({
      nodeId: 'sports-saba',
      gameName: '沙巴体育',
      target: 'WINDOW',
    });
    expect(await launchOk({ vassalage: 'SV388', gameType: 'COCKFIGHT', mode: 'REAL' }, member)).toMatchObject({
      nodeId: 'cockfight-sv388',
      gameName: 'SV388',
      target: 'IFRAME',
    });
  });

  it('lets a member launch games of each in-house kind', async () => {
    const token = (await loginOk(t.app, (await makeMember(t.app)).account, 'Passw0rd9', { ip: freshIp() })).token;
    for (const kind of ['sc', 'vp', 'jp', 'tg', 'ac']) {
      expect(await launchOk({ nodeId: `inhouse-${kind}-0001`, mode: 'REAL' }, token)).toMatchObject({ nodeId: `inhouse-${kind}-0001` });
    }
  });
});
