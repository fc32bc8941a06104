// The downline tree is kept with every account that is created — demo seed, tests' members, registration with an
// invitation code, free play — and answers the subtree questions: strictly below, at any level, never the member
// itself, never across trees (SQLite and PostgreSQL).
import { authEndpoints, PATHS } from '@mekong/contracts';
import { buildTestApp, expectValue, type TestApp } from '../../test-support/test-app';
import { call, makeMember } from '../../test-support/accounts';
import { depthInSubtree, isInSubtree, subtreeOf } from './tree';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

/** Every member's rows as its materialized path implies them, against the closure table's rows. */
async function treeAgreesWithPaths(): Promise<void> {
  const members = await t.app.db.selectFrom('members').select(['id', 'treePath', 'createdAt']).execute();
  const expected = members
    .flatMap(({ id, treePath, createdAt }) => {
      const line = treePath.split('/').filter(Boolean);
      return line.map((ancestor, index) => `${ancestor}>${id}:${line.length - 1 - index}@${createdAt}`);
    })
    .sort();
  const rows = await t.app.db.selectFrom('member_tree').select(['ancestorId', 'descendantId', 'depth', 'descendantCreatedAt']).execute();
  expect(rows.map((row) => `${row.ancestorId}>${row.descendantId}:${Number(row.depth)}@${row.descendantCreatedAt}`).sort()).toEqual(
    expected,
  );
}

it('holds a row for every member and each of its uplines: the demo tree, new members and free play', async () => {
  const agent = await makeMember(t.app, { type: 1 });
  const sub = await makeMember(t.app, { type: 2, parent: agent });
  await makeMember(t.app, { parent: sub, balanceMinor: 5_000 });
  expectValue(await call(t.app, 'POST', PATHS.session.freeplay), authEndpoints.freeplay);
  await treeAgreesWithPaths();
});

it('answers strictly below, at any level, and never across trees', async () => {
  const top = await makeMember(t.app, { type: 1 });
  const mid = await makeMember(t.app, { type: 1, parent: top });
  const leaf = await makeMember(t.app, { parent: mid });
  const other = await makeMember(t.app, { type: 1 });
  const { db } = t.app;
  expect(await depthInSubtree(db, top.id, leaf.id)).toBe(2);
  expect(await depthInSubtree(db, mid.id, leaf.id)).toBe(1);
  expect(await isInSubtree(db, top.id, top.id)).toBe(false);
  expect(await isInSubtree(db, leaf.id, top.id)).toBe(false);
  expect(await isInSubtree(db, other.id, leaf.id)).toBe(false);
  const ids = async (scope = {}) => (await subtreeOf(db, top.id, scope).execute()).map((row) => row.descendantId).sort();
  expect(await ids()).toEqual([mid.id, leaf.id].sort());
  expect(await ids({ directOnly: true })).toEqual([mid.id]);
});

it('writes no member without its rows: a failed creation leaves neither', async () => {
  const agent = await makeMember(t.app, { type: 1 });
  const count = async () =>
    Number(
      (
        await t.app.db
          .selectFrom('member_tree')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const before = await count();
  await expect(makeMember(t.app, { account: agent.account, parent: agent })).rejects.toThrow();
  expect(await count()).toBe(before);
});
