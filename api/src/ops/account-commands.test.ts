// The accounts ops commands: an account opened or reset to the default password owes the change at its next login.
import { authEndpoints, LIMITS, PASSWORD_CHANGE_REQUIRED } from '@mekong/contracts';
import { buildTestApp, expectFailure, TEST_SCRYPT_COST, type TestApp } from '../test-support/test-app';
import { call, freshIp, login, loginOk, makeMember } from '../test-support/accounts';
import { createSession } from '../modules/accounts/sessions.repository';
import { findMemberByAccount } from '../modules/accounts/members.repository';
import { parseOpsCommand } from './commands';
import { runAccountCommand, type AccountOpsCommand } from './account-commands';
import { TEST_OPS_ACTOR } from './ops-test-support';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const run = (line: string) => {
  const command = parseOpsCommand(line.split(' '));
  if ('error' in command) throw new Error(command.error);
  return runAccountCommand(t.app.db, command as AccountOpsCommand, TEST_OPS_ACTOR, TEST_SCRYPT_COST);
};

describe('parsing', () => {
  it.each([
    ['account-open Player01', { kind: 'account-open', account: 'player01' }],
    ['password-default somchai', { kind: 'password-default', account: 'somchai' }],
    ['devices-forget Somchai', { kind: 'devices-forget', account: 'somchai' }],
  ])('reads "%s"', (line, command) => {
    expect(parseOpsCommand(line.split(' '))).toEqual(command);
  });

  it.each([
    ['account-open', "'account-open' needs an account name"],
    ['account-open a b', "Unexpected argument 'b'"],
    ['account-open 1abc', "'1abc' is not an account name: a letter, then letters or digits, 4 to 16 in all"],
    ['password-default a\u001b[2J', "'a\u001b[2J' is not an account name: a letter, then letters or digits, 4 to 16 in all"],
  ])('refuses "%s"', (line, error) => {
    expect(parseOpsCommand(line.split(' '))).toEqual({ error });
  });
});

describe('account-open', () => {
  it('opens a member account whose login with the default password owes the change', async () => {
    expect(await run('account-open opened01')).toBe(
      'Opened account opened01 with the default password; it must be changed at the first login.',
    );
    const ip = freshIp();
    const answer = await loginOk(t.app, 'opened01', LIMITS.defaultPassword, { ip });
    expect(answer).toMatchObject({ defaultPassword: true, memberInfo: { account: 'opened01', type: 0 } });
    expectFailure(await call(t.app, 'GET', authEndpoints.balance.path, {}, { token: answer.token, ip }), 403, PASSWORD_CHANGE_REQUIRED, {
      reason: 'default',
    });
  });

  it('leaves an existing account alone', async () => {
    const member = await makeMember(t.app);
    expect(await run(`account-open ${member.account}`)).toBe(`Account ${member.account} already exists; nothing changed.`);
    expect((await findMemberByAccount(t.app.db, member.account))?.passwordHash).toBe(member.passwordHash);
  });
});

describe('password-default', () => {
  it('puts the account on the default password and ends its sessions', async () => {
    const member = await makeMember(t.app);
    const ip = freshIp();
    const token = await createSession(t.app.db, member.id, ip, t.app.accounts.sessionPolicy);
    expect(await run(`password-default ${member.account}`)).toContain('is back on the default password');
    expectFailure(await call(t.app, 'GET', authEndpoints.balance.path, {}, { token, ip }), 401, 'unauthorized');
    expect((await loginOk(t.app, member.account, LIMITS.defaultPassword, { ip })).defaultPassword).toBe(true);
  });

  it('says so for an unknown account', async () => {
    expect(await run('password-default nobody99')).toBe('No account nobody99; nothing changed.');
  });
});

describe('devices-forget', () => {
  it('forgets the known IPs, so the next login from the same IP asks the second factor', async () => {
    const member = await makeMember(t.app, { secondFactorOnNewIp: true, payeeName: 'Khamla Vongsa' });
    const ip = freshIp();
    // The first login from an IP asks too; once answered the IP is known (here: remembered as a login would).
    await t.app.db.insertInto('member_known_ips').values({ memberId: member.id, ip, firstSeenAt: new Date().toISOString() }).execute();
    await loginOk(t.app, member.account, 'Passw0rd9', { ip });
    expect(await run(`devices-forget ${member.account}`)).toBe(
      `Account ${member.account}: 1 known IP(s) forgotten; its next login asks the second factor when that is on.`,
    );
    const again = await login(t.app, { username: member.account, password: 'Passw0rd9' }, { ip });
    expect([again.statusCode, again.json<{ code: string }>().code]).toEqual([401, 'second-factor-required']);
    expect(await run('devices-forget nobody99')).toBe('No account nobody99; nothing changed.');
  });
});
