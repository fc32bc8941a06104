// The audit trail from the ops side (issue 20), on SQLite and PostgreSQL: the account commands record their change
// with the operator (MEKONG_OPS_OPERATOR) and host, a bonus records the balances before and after and a failed one
// nothing; the `audit` command filters, pages by its cursor and prints stored text escaped; and no ops command can
// rewrite the trail (none writes to it but through appendAuditEntry, and the database refuses it anyway).
import { readdirSync, readFileSync } from 'node:fs';
import { hostname } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { buildTestApp, type TestApp } from '../test-support/test-app';
import { makeMember } from '../test-support/accounts';
import { appendAuditEntry } from '../modules/audit/audit-trail';
import { findMemberByAccount } from '../modules/accounts/members.repository';
import { parseOpsCommand } from './commands';
import { opsActor } from './ops-actor';
import { opsRunner } from './ops-test-support';

let t: TestApp;
const run = opsRunner(() => t.app.db);
const OPERATOR = 'alice-ops';
let savedOperator: string | undefined;

beforeAll(async () => {
  t = await buildTestApp();
  savedOperator = process.env.MEKONG_OPS_OPERATOR;
  process.env.MEKONG_OPS_OPERATOR = OPERATOR;
});
afterAll(async () => {
  if (savedOperator === undefined) delete process.env.MEKONG_OPS_OPERATOR;
  else process.env.MEKONG_OPS_OPERATOR = savedOperator;
  await t.close();
});

let serial = 0;
const freshAccount = () => `aud${process.pid % 1000}x${++serial}`;

const entriesOf = async (memberId: string) =>
  (
    await t.app.db
      .selectFrom('audit_trail')
      .selectAll()
      .where('subjectMemberId', '=', memberId)
      .orderBy('occurredAt')
      .orderBy('id')
      .execute()
  ).map((row) => ({
    action: row.action,
    actorKind: row.actorKind,
    actor: row.actor,
    source: row.source,
    before: JSON.parse(row.beforeJson ?? 'null') as unknown,
    after: JSON.parse(row.afterJson ?? 'null') as unknown,
  }));

describe('the operator', () => {
  it('is MEKONG_OPS_OPERATOR, else the OS user, on this host', () => {
    expect(opsActor({ MEKONG_OPS_OPERATOR: ' bob ' })).toEqual({ kind: 'ops', operator: 'bob', host: hostname() });
    expect(opsActor({}).operator).toEqual(expect.any(String));
    expect(opsActor({}).operator).not.toBe('');
  });
});

describe('account commands', () => {
  it('records an account opened, its password reset to the default and its devices forgotten, by the operator', async () => {
    const account = freshAccount();
    await run(`account-open ${account}`);
    const member = (await findMemberByAccount(t.app.db, account))!;
    await t.app.db
      .insertInto('member_known_ips')
      .values({ memberId: member.id, ip: '198.51.100.9', firstSeenAt: new Date().toISOString() })
      .execute();
    await run(`password-default ${account}`);
    await run(`devices-forget ${account}`);
    // Nothing left to forget: no entry.
    await run(`devices-forget ${account}`);
    const by = { actorKind: 'ops', actor: OPERATOR, source: hostname() };
    expect(await entriesOf(member.id)).toEqual([
      { ...by, action: 'account.register', before: null, after: expect.objectContaining({ account, password: '(changed)' }) },
      { ...by, action: 'password.reset', before: null, after: { password: '(changed)', defaultPassword: true, sessionsEnded: 0 } },
      { ...by, action: 'devices.forget', before: { knownIps: ['198.51.100.9'] }, after: { knownIps: [] } },
    ]);
    const text = JSON.stringify(await t.app.db.selectFrom('audit_trail').selectAll().execute());
    expect(text).not.toContain((await findMemberByAccount(t.app.db, account))!.passwordHash);
  });
});

describe('money commands', () => {
  it('records a bonus with the wallet before and after, once per grant, and nothing for a refused one', async () => {
    const member = await makeMember(t.app);
    await run(`bonus ${member.account} 100.00 --ref audit-${member.id} welcome bonus`);
    await run(`bonus ${member.account} 100.00 --ref audit-${member.id} welcome bonus`);
    await expect(run(`bonus ${member.account} 200.00 --ref audit-${member.id} welcome bonus`)).rejects.toThrow(
      'was used for another grant',
    );
    const entries = (await entriesOf(member.id)).filter((entry) => entry.actorKind === 'ops');
    expect(entries).toEqual([
      {
        action: 'ops.bonus',
        actorKind: 'ops',
        actor: OPERATOR,
        source: hostname(),
        before: { walletMinor: 0, heldMinor: 0, points: 0 },
        after: {
          walletMinor: 10_000,
          heldMinor: 0,
          points: 0,
          arguments: { account: member.account, amountMinor: 10_000, reference: `audit-${member.id}`, reason: 'welcome bonus' },
        },
      },
    ]);
  });
});

describe('the audit command', () => {
  it('reads the flags, and refuses what is not one', () => {
    expect(parseOpsCommand(['audit'])).toEqual({ kind: 'audit', member: null, filter: { limit: 100 } });
    expect(
      parseOpsCommand(
        'audit --member bob --action profile --actor 123 --from 2026-01-01T00:00:00Z --to 2026-02-01T00:00:00Z --limit 5'.split(' '),
      ),
    ).toEqual({
      kind: 'audit',
      member: 'bob',
      filter: {
        limit: 5,
        actionPrefix: 'profile',
        actor: '123',
        from: '2026-01-01T00:00:00.000Z',
        to: '2026-02-01T00:00:00.000Z',
      },
    });
    expect(parseOpsCommand(['audit', '--limit', '0'])).toEqual({ error: "--limit '0' is not a whole number from 1 to 1000" });
    expect(parseOpsCommand(['audit', '--from', 'yesterday'])).toEqual({
      error: "--from 'yesterday' is not a time; use ISO 8601, e.g. 2026-12-01T10:00:00Z",
    });
    expect(parseOpsCommand(['audit', '--colour', 'red'])).toMatchObject({ error: expect.stringContaining("Unknown option '--colour'") });
    expect(parseOpsCommand(['audit', '--member'])).toEqual({ error: '--member needs a value' });
    expect(parseOpsCommand(['audit', '--before', 'nonsense'])).toMatchObject({ error: expect.stringContaining('is not a cursor') });
  });

  it('filters by member, action prefix, actor and time, newest first, a page at a time, with stored text escaped', async () => {
    const member = await makeMember(t.app);
    const other = await makeMember(t.app);
    const at = (minute: number) => `2030-01-01T00:${String(minute).padStart(2, '0')}:00.000Z`;
    for (let minute = 1; minute <= 5; minute += 1)
      await appendAuditEntry(t.app.db, {
        actor: { kind: 'member', memberId: member.id, ip: '203.0.113.5' },
        subjectMemberId: member.id,
        action: 'profile.update',
        before: { nickname: `n${minute - 1}` },
        after: { nickname: minute === 5 ? 'evil\u001b[2J\u202e' : `n${minute}` },
        occurredAt: at(minute),
      });
    await appendAuditEntry(t.app.db, {
      actor: { kind: 'ops', operator: 'carol', host: 'ops-9' },
      subjectMemberId: member.id,
      action: 'password.reset',
      before: null,
      after: { password: '(changed)' },
      occurredAt: at(6),
    });
    await appendAuditEntry(t.app.db, {
      actor: { kind: 'ops', operator: 'carol', host: 'ops-9' },
      subjectMemberId: other.id,
      action: 'profile.update',
      before: null,
      after: { nickname: 'x' },
      occurredAt: at(7),
    });

    const firstPage = await run(`audit --member ${member.account} --action profile --limit 2`);
    const lines = firstPage.split('\n');
    expect(lines).toHaveLength(3);
    expect(lines[0]).toContain(
      `${at(5)}  profile.update  member ${member.account} (${member.id})  by member ${member.id} from 203.0.113.5`,
    );
    // Stored control and bidi characters are printed as escapes, never sent to the terminal.
    expect(lines[0]).toContain('evil\\u001b[2J\\u202e');
    expect(firstPage.includes('\u001b') || firstPage.includes('\u202e')).toBe(false);
    expect(lines[1]).toContain(at(4));
    expect(lines[2]).toMatch(/^More entries: add --before \S+$/);
    const cursor = lines[2]!.split(' ').at(-1)!;
    const secondPage = (await run(`audit --member ${member.account} --action profile --limit 2 --before ${cursor}`)).split('\n');
    expect(secondPage.map((line) => line.slice(0, 24))).toEqual([at(3), at(2), expect.stringMatching(/^More entries/)]);
    const lastPage = (
      await run(`audit --member ${member.id} --action profile --limit 2 --before ${secondPage[2]!.split(' ').at(-1)}`)
    ).split('\n');
    expect(lastPage.map((line) => line.slice(0, 24))).toEqual([at(1)]);

    expect((await run(`audit --actor carol --from ${at(6)} --to ${at(7)}`)).split('\n').map((line) => line.slice(0, 40))).toEqual([
      `${at(7)}  profile.update`,
      `${at(6)}  password.reset`,
    ]);
    // A prefix is compared as text: no wildcards.
    expect(await run(`audit --member ${member.account} --action pro%`)).toBe('(no audit entries match)');
  });
});

describe('append-only', () => {
  it('no ops command can change the trail: none writes to it but by appending, and the database refuses the rest', async () => {
    const opsDir = __dirname;
    const sources = readdirSync(opsDir)
      .filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'))
      .map((name) => readFileSync(path.join(opsDir, name), 'utf8'));
    for (const source of sources)
      expect(source).not.toMatch(/(updateTable|deleteFrom|insertInto)\(\s*'audit_trail'|(update|delete from|truncate)\s+audit_trail/i);
    const before = await t.app.db
      .selectFrom('audit_trail')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    await run('audit --limit 1000');
    const after = await t.app.db
      .selectFrom('audit_trail')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
    // What the CLI opens is the same database: an update or delete through it is refused.
    await expect(sql`update audit_trail set action = 'x'`.execute(t.app.db)).rejects.toMatchObject({
      message: expect.stringMatching(/append-only/),
    });
    await expect(sql`delete from audit_trail`.execute(t.app.db)).rejects.toMatchObject({ message: expect.stringMatching(/append-only/) });
  });
});
