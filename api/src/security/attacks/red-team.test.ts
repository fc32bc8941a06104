// Red-team attack tests of issue 12's fixes: what an attacker tried after the items were closed, each hole found
// shown here (failing before its fix) and held since. Requests fire at once; verdicts count answers, never timing.
// Run on SQLite and PostgreSQL.
import { authEndpoints } from '@mekong/contracts';
import type { LightMyRequestResponse } from 'fastify';
import { buildTestApp, type TestApp } from '../../test-support/test-app';
import { call, login } from '../../test-support/accounts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

let serial = 0;
/** A /64 of its own per test, and addresses in it: an IPv6 subscriber gets the whole block. */
const freshBlock = () => `2001:db8:${(process.pid % 0xffff).toString(16)}:${(++serial).toString(16)}`;
const addressIn = (block: string, n: number) => `${block}:0:0:0:${(n + 1).toString(16)}`;
const freshMobile = () => `207${String(process.pid % 1000).padStart(3, '0')}${String(++serial).padStart(4, '0')}`;

const codeOf = (response: LightMyRequestResponse) => (response.statusCode === 200 ? 'ok' : response.json<{ code: string }>().code);
const tally = (responses: LightMyRequestResponse[]) => {
  const counts: Record<string, number> = {};
  for (const response of responses) counts[codeOf(response)] = (counts[codeOf(response)] ?? 0) + 1;
  return counts;
};

describe('per-IP limits count an IPv6 subscriber by its /64, as the hash gate and the socket do', () => {
  test('password spraying from many addresses of one /64 meets the captcha after 3 guesses, as from one address', async () => {
    const block = freshBlock();
    // One after another: the hole is in how addresses are counted, not in timing (and the hash gate, which counts the
    // /64 already, would turn some of a burst away before their check).
    const responses: LightMyRequestResponse[] = [];
    for (let n = 0; n < 8; n++) responses.push(await login(t.app, { username: `nobody${serial}x${n}`, password: 'Wrong-pass9' }, { ip: addressIn(block, n) }));
    // Each guess is of another account, so only the IP's count can ask for the captcha: the /64's.
    expect(tally(responses)).toEqual({ 'wrong-credentials': 3, 'captcha-required': 5 });
  });

  test('SMS requests from many addresses of one /64 stop at the per-IP cap of 10', async () => {
    const block = freshBlock();
    const responses = await Promise.all(
      Array.from({ length: 14 }, (_, n) => call(t.app, 'POST', authEndpoints.smsNoLogin.path, { mobileNum: freshMobile(), countryDialingCode: '856' }, { ip: addressIn(block, n) })),
    );
    expect(tally(responses)).toEqual({ ok: 10, 'too-many-requests': 4 });
  });
});

// Found and left open (each needs more than a local change; see the red-team report):
describe('open', () => {
  // provider_sessions has no link to the member session that launched it: a REAL game page keeps its wallet for
  // SESSION_HOURS after logout, a password change elsewhere, a reset or ops password-default (probe: member call 401,
  // /provider/api/session 200 REAL, slot/spin reached the wallet). Needs the launching session's hash on the game
  // session (a migration) and a live-session check in the provider routes.
  test.todo('a REAL game session ends with the member session that launched it (logout, password change, forced default)');
  // Only sockets that have not signed in are capped: one free-play token signs in any number of sockets per IP.
  // Needs a per-session (or per-IP) cap with a close code of its own in the contracts and the shell's handling.
  test.todo('one session cannot hold more than a few signed-in live sockets');
  // A URL the router cannot decode (GET /wps/%zz) is answered by Fastify's FST_ERR_BAD_URL before any hook runs: 400
  // without the security headers or the failure envelope. Needs `frameworkErrors` in buildApp (app.ts) with helmet's headers.
  test.todo('a malformed URL is answered with the security headers and the failure envelope');
});
