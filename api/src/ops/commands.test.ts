// The ops commands: argument parsing with clear errors, and the switches they flip as the API sees them.
import type { Db } from '../db/database';
import { openDatabase } from '../db/open';
import { getSystemStatus } from '../modules/site/site.repository';
import { createTestDatabase, type TestDatabase } from '../test-support/test-app';
import { parseOpsCommand, runOpsCommand, type OpsCommand } from './commands';
import { sendSmsCode, type SmsProvider } from '../modules/accounts/sms';
import { createCaptcha } from '../modules/accounts/captcha';
import { sendPasswordResetMail } from '../modules/accounts/mail';
import { createMember, MEMBER_TYPE } from '../modules/accounts/members.repository';

describe('parseOpsCommand', () => {
  it.each<[string, OpsCommand]>([
    ['status', { kind: 'status' }],
    ['help', { kind: 'help' }],
    ['maintenance on', { kind: 'maintenance', enabled: true, until: null }],
    ['maintenance on --until 2025-12-01T10:00:00+07:00', { kind: 'maintenance', enabled: true, until: '2025-12-01T03:00:00.000Z' }],
    ['maintenance off', { kind: 'maintenance', enabled: false, until: null }],
    ['region block 203.0.113.9', { kind: 'region', block: true, ip: '203.0.113.9' }],
    ['region unblock 2001:db8::1', { kind: 'region', block: false, ip: '2001:db8::1' }],
    ['sms-outbox 2055512345', { kind: 'sms-outbox', mobileNum: '2055512345' }],
    ['mail-outbox member@mekong.example', { kind: 'mail-outbox', email: 'member@mekong.example' }],
    ['captcha 0b7c', { kind: 'captcha', captchaId: '0b7c' }],
  ])('reads "%s"', (line, command) => {
    expect(parseOpsCommand(line.split(' '))).toEqual(command);
  });

  it.each([
    ['', 'No command given'],
    ['reboot', "Unknown command 'reboot'"],
    ['status now', "Unexpected argument 'now'"],
    ['maintenance', "'maintenance' takes 'on' or 'off', got nothing"],
    ['maintenance on --at 5', "Unknown option '--at' (only --until <ISO time>)"],
    ['maintenance on --until', '--until needs a time, e.g. 2025-12-01T10:00:00Z'],
    ['maintenance on --until tomorrow', "--until 'tomorrow' is not a date-time; use ISO 8601, e.g. 2025-12-01T10:00:00Z"],
    ['region ban 1.2.3.4', "'region' takes 'block <ip>' or 'unblock <ip>', got 'ban'"],
    ['region block', "'region block' needs an IP address"],
    ['region block 1.2.3', "'1.2.3' is not an IPv4 or IPv6 address"],
    ['sms-outbox', "'sms-outbox' needs a mobile number"],
    ['mail-outbox', "'mail-outbox' needs an email address"],
    ['mail-outbox a@b.la c@d.la', "Unexpected argument 'c@d.la'"],
    ['captcha', "'captcha' needs a captcha id"],
  ])('refuses "%s"', (line, error) => {
    expect(parseOpsCommand(line ? line.split(' ') : [])).toEqual({ error });
  });

  it('keeps the secret-revealing commands out of production', () => {
    expect(parseOpsCommand(['sms-outbox', '2055512345'], true)).toEqual({ error: "'sms-outbox' is not available in production" });
    expect(parseOpsCommand(['mail-outbox', 'member@mekong.example'], true)).toEqual({
      error: "'mail-outbox' is not available in production",
    });
    expect(parseOpsCommand(['captcha', 'x'], true)).toEqual({ error: "'captcha' is not available in production" });
    expect(parseOpsCommand(['status'], true)).toEqual({ kind: 'status' });
  });
});

describe('runOpsCommand', () => {
  let database: TestDatabase;
  let db: Db;
  beforeAll(async () => {
    database = await createTestDatabase();
    ({ db } = await openDatabase(database.config));
  });
  afterAll(async () => {
    await db.destroy();
    await database.drop();
  });

  const run = (line: string) => {
    const command = parseOpsCommand(line.split(' '));
    if ('error' in command) throw new Error(command.error);
    return runOpsCommand(db, command);
  };

  it('prints the current state', async () => {
    expect(await run('status')).toBe('maintenance: off\nblocked IPs: (none)');
  });

  it('turns maintenance on with an end time and off again', async () => {
    expect(await run('maintenance on --until 2025-12-01T03:00:00Z')).toContain('maintenance: on until 2025-12-01T03:00:00.000Z');
    expect(await getSystemStatus(db, '1.1.1.1')).toEqual({ status: 1, maintenanceEnd: '2025-12-01T03:00:00.000Z', ip: '1.1.1.1' });
    expect(await run('maintenance off')).toContain('maintenance: off');
    expect((await getSystemStatus(db, '1.1.1.1')).status).toBe(0);
  });

  it('blocks and unblocks an IP, saying when nothing changed', async () => {
    expect(await run('region block 203.0.113.9')).toBe('203.0.113.9 blocked.\nmaintenance: off\nblocked IPs: 203.0.113.9');
    expect(await run('region block 203.0.113.9')).toMatch(/^203\.0\.113\.9 was already blocked\./);
    expect((await getSystemStatus(db, '203.0.113.9')).status).toBe(2);
    expect(await run('region unblock 203.0.113.9')).toMatch(/^203\.0\.113\.9 unblocked\./);
    expect(await run('region unblock 203.0.113.9')).toMatch(/^203\.0\.113\.9 was not blocked\./);
    expect((await getSystemStatus(db, '203.0.113.9')).status).toBe(0);
  });

  it('prints the last SMS code sent to a number, and a captcha answer', async () => {
    expect(await run('sms-outbox 2055599999')).toBe('No SMS sent to 2055599999');
    const outbox: SmsProvider = {
      send: async (mobileNum, text) => {
        await db.insertInto('sms_outbox').values({ id: 'ops-test', mobileNum, text, createdAt: new Date().toISOString() }).execute();
      },
    };
    await sendSmsCode(db, outbox, '2055599999', 'noLogin', 2);
    expect(await run('sms-outbox 2055599999')).toMatch(/^\d{6}\n\S+ Mekong verification code: \d{6}\./);
    const { id, answer } = await createCaptcha(db);
    expect(await run(`captcha ${id}`)).toBe(answer);
  });

  it('prints the body of the last mail sent to an address, whatever its case', async () => {
    expect(await run('mail-outbox member@mekong.example')).toBe('No mail sent to member@mekong.example');
    const member = await createMember(
      db,
      {
        account: 'ops_mail',
        type: MEMBER_TYPE,
        passwordHash: 'unused',
        passwordIsDefault: false,
        email: 'member@mekong.example',
      },
      { kind: 'system', name: 'test', node: 'test' },
    );
    await sendPasswordResetMail(db, { id: member.id, account: member.account, email: 'member@mekong.example' }, 'https://mekong.example');
    expect(await run('mail-outbox MEMBER@mekong.example')).toMatch(
      /^Hello ops_mail,\n[\s\S]*\nhttps:\/\/mekong\.example\/resetPassword\?token=[\w-]{43}\n/,
    );
  });
});
