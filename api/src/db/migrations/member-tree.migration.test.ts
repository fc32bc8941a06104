// The downline tree's migration on a database that already has members: it fills the closure table from the
// parent links (every member's own row, and one per upline at each level), and going down and up again gives the
// same rows (SQLite, and PostgreSQL in the second pass).
import { sql } from 'kysely';
import { migrateToLatest } from '../migrate';
import { emptyDatabaseForFile } from '../../test-support/empty-database';

const empty = emptyDatabaseForFile();
const BEFORE = '20251130140000_ledger_account_version';

it('fills the tree of the members already there, and goes down and up again', async () => {
  const { db, config } = empty;
  await empty.migrateTo(BEFORE);
  const now = new Date().toISOString();
  // top → agent → sub → leaf, a second child of top, and a member on no tree.
  const members: [string, string | null, string][] = [
    ['10000001', null, '/10000001/'],
    ['10000002', '10000001', '/10000001/10000002/'],
    ['10000003', '10000002', '/10000001/10000002/10000003/'],
    ['10000004', '10000003', '/10000001/10000002/10000003/10000004/'],
    ['10000005', '10000001', '/10000001/10000005/'],
    ['10000006', null, '/10000006/'],
  ];
  // Each member registered at its own moment, which its rows of the tree carry.
  const createdOf = (id: string) => new Date(Date.parse(now) - Number(id.slice(-1)) * 60_000).toISOString();
  for (const [id, parent, path] of members) {
    await sql`insert into members (id, account, nickname, type, password_hash, password_is_default, password_changed_at, profile,
      second_factor_on_new_ip, vip_level, parent_id, tree_path, avatar_seed, created_at)
      values (${id}, ${`old${id}`}, 'old', 1, '', 0, ${now}, '{}', 0, 0, ${parent}, ${path}, 'seed', ${createdOf(id)})`.execute(db);
  }
  const rows = async () =>
    (
      await sql<{ ancestorId: string; descendantId: string; depth: number | string; descendantCreatedAt: string }>`
        select ancestor_id, descendant_id, depth, descendant_created_at from member_tree order by ancestor_id, descendant_id`.execute(db)
    ).rows.map((row) => `${row.ancestorId}>${row.descendantId}:${Number(row.depth)}@${row.descendantCreatedAt}`);
  // What each member's materialized path says: every id on it is an ancestor, at the distance between them.
  const expected = members
    .flatMap(([id, , path]) => {
      const line = path.split('/').filter(Boolean);
      return line.map((ancestor, index) => `${ancestor}>${id}:${line.length - 1 - index}@${createdOf(id)}`);
    })
    .sort();
  expect(await migrateToLatest(db, config)).toContain('20251201100000_member_tree');
  expect(await rows()).toEqual(expected);
  expect(expected).toHaveLength(6 + 3 + 2 + 1 + 1);

  await empty.migrateTo(BEFORE);
  expect((await db.introspection.getTables()).map((table) => table.name)).not.toContain('member_tree');
  expect(await migrateToLatest(db, config)).toContain('20251201100000_member_tree');
  expect(await rows()).toEqual(expected);
});
