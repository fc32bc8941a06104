// The audit trail on a real database (SQLite, and PostgreSQL in the second pass): rows written with their change,
// none left by a rolled-back change, and the database itself refusing to update or delete one.
import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { buildTestApp, type TestApp } from '../../test-support/test-app';
import { appendAuditEntry, changedValues, SECRET_CHANGED } from './audit-trail';

// better-sqlite3's errors come from outside jest's realm, so `toThrow` does not see them as errors.
const appendOnly = { message: expect.stringMatching(/append-only/) };

let t: TestApp;
let db: Db;

beforeAll(async () => {
  t = await buildTestApp();
  db = t.app.db;
});
afterAll(() => t.close());

const entry = (subjectMemberId: string) => ({
  actor: { kind: 'member' as const, memberId: subjectMemberId, ip: '203.0.113.7' },
  subjectMemberId,
  action: 'profile.update',
  before: { nickname: 'old' },
  after: { nickname: 'new' },
});

it('stores who, from where, what and the values before and after', async () => {
  await appendAuditEntry(db, entry('m-audit-1'));
  await appendAuditEntry(db, {
    actor: { kind: 'ops', operator: 'alice', host: 'ops-1' },
    subjectMemberId: 'm-audit-1',
    action: 'password.reset',
    before: null,
    after: { password: SECRET_CHANGED },
  });
  const rows = await db.selectFrom('audit_trail').selectAll().where('subjectMemberId', '=', 'm-audit-1').orderBy('action').execute();
  expect(
    rows.map(({ actorKind, actor, source, action, beforeJson, afterJson }) => ({
      actorKind,
      actor,
      source,
      action,
      beforeJson,
      afterJson,
    })),
  ).toEqual([
    {
      actorKind: 'ops',
      actor: 'alice',
      source: 'ops-1',
      action: 'password.reset',
      beforeJson: null,
      afterJson: '{"password":"(changed)"}',
    },
    {
      actorKind: 'member',
      actor: 'm-audit-1',
      source: '203.0.113.7',
      action: 'profile.update',
      beforeJson: '{"nickname":"old"}',
      afterJson: '{"nickname":"new"}',
    },
  ]);
  expect(Number.isNaN(Date.parse(rows[0]?.occurredAt ?? ''))).toBe(false);
});

it('leaves no row when the change it records rolls back', async () => {
  await expect(
    db.transaction().execute(async (trx) => {
      await appendAuditEntry(trx, entry('m-audit-2'));
      throw new Error('the change failed');
    }),
  ).rejects.toThrow('the change failed');
  expect(await db.selectFrom('audit_trail').select('id').where('subjectMemberId', '=', 'm-audit-2').execute()).toEqual([]);
});

it('is append-only: the database refuses to update or delete a row, whoever asks', async () => {
  await appendAuditEntry(db, entry('m-audit-3'));
  await expect(
    db.updateTable('audit_trail').set({ afterJson: '{}' }).where('subjectMemberId', '=', 'm-audit-3').execute(),
  ).rejects.toMatchObject(appendOnly);
  await expect(db.deleteFrom('audit_trail').where('subjectMemberId', '=', 'm-audit-3').execute()).rejects.toMatchObject(appendOnly);
  await expect(sql`delete from audit_trail`.execute(db)).rejects.toMatchObject(appendOnly);
  const [row] = await db.selectFrom('audit_trail').select('afterJson').where('subjectMemberId', '=', 'm-audit-3').execute();
  expect(row?.afterJson).toBe('{"nickname":"new"}');
});

it('records only the fields that changed', () => {
  expect(changedValues({ nickname: 'a', zalo: 'z' }, { nickname: 'b', zalo: 'z' })).toEqual({
    before: { nickname: 'a' },
    after: { nickname: 'b' },
  });
  expect(changedValues({ nickname: 'a' }, { nickname: 'a' })).toBeNull();
  expect(changedValues({}, { birthday: '1990-01-01' })).toEqual({ before: { birthday: null }, after: { birthday: '1990-01-01' } });
});
