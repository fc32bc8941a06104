// Attack (issue 12 item 9): an anonymous caller probing token calls must learn nothing of their input rules. Every
// token call answers 401 to a missing, unknown or expired token before its input is looked at, so a bad body or
// query gets the same 401 as a good one; a live token with the same bad input still gets the field message.
import { authEndpoints, gamesEndpoints } from '@mekong/contracts';
import { moneyEndpoints } from '@mekong/contracts/money';
import { buildTestApp, expectFailure, type TestApp } from '../../test-support/test-app';
import { call, makeMember, type Method } from '../../test-support/accounts';
import { createSession } from '../../modules/accounts/sessions.repository';
import { sha256Hex } from '../tokens';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

/** Token calls with input that breaks their schema (a wrong type, a missing field, an unknown enum value). */
const badCalls: { name: string; method: Method; path: string; input: object }[] = [
  {
    name: 'request a withdrawal',
    method: 'POST',
    path: moneyEndpoints.requestWithdrawal.path,
    input: { amount: 'lots', withdrawPassword: 12 },
  },
  { name: 'transfer to an account', method: 'POST', path: moneyEndpoints.walletTransfer.path, input: { amount: -5 } },
  { name: 'add a favourite', method: 'POST', path: gamesEndpoints.addFavourite.path, input: { nodeId: '' } },
  { name: 'list favourites', method: 'GET', path: gamesEndpoints.favourites.path, input: { platform: 'telnet', pageNo: 'x' } },
  {
    name: 'change the password (enc call, plain body)',
    method: 'POST',
    path: authEndpoints.changePassword.path,
    input: { oldPassword: 'a', newPassword: 'b' },
  },
];

/** A token whose session has been idle past the policy's limit. */
async function expiredToken(): Promise<string> {
  const member = await makeMember(t.app);
  const token = await createSession(t.app.db, member.id, '127.0.0.1', t.app.accounts.sessionPolicy);
  const longAgo = new Date(Date.now() - (t.app.accounts.sessionPolicy.idleMinutes + 1) * 60_000).toISOString();
  await t.app.db.updateTable('sessions').set({ lastSeenAt: longAgo }).where('tokenHash', '=', sha256Hex(token)).execute();
  return token;
}

describe('token calls authenticate before they validate input', () => {
  it.each(badCalls)('$name: 401 without a token, with an unknown token and with an expired one', async ({ method, path, input }) => {
    const tokens = [undefined, 'not-a-session', await expiredToken()];
    const answers = await Promise.all(tokens.map((token) => call(t.app, method, path, input, token ? { token } : {})));
    for (const answer of answers) {
      const message = expectFailure(answer, 401, 'unauthorized');
      // Nothing of the input rules leaks.
      expect(message).not.toMatch(/field|parameter|payload/i);
    }
  });

  it('still names the bad field to a signed-in member', async () => {
    const member = await makeMember(t.app);
    const token = await createSession(t.app.db, member.id, '127.0.0.1', t.app.accounts.sessionPolicy);
    const message = expectFailure(
      await call(t.app, 'POST', gamesEndpoints.addFavourite.path, { nodeId: '' }, { token }),
      400,
      'bad-request',
    );
    expect(message).toMatch(/nodeId/);
  });
});
