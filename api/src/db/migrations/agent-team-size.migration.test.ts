// The team-size migration on a database that already has a tree: it fills each agent's registration days from the
// closure rows there (members per upline and business day of registration, and the direct ones), counts the rows
// written afterwards by trigger, and going down and up again gives the same counts (SQLite, and PostgreSQL in the
// second pass).
import { sql } from 'kysely';
import { migrateToLatest } from '../migrate';
import { emptyDatabaseForFile } from '../../test-support/empty-database';

const empty = emptyDatabaseForFile();
const BEFORE = '20251205120000_agent_today';

it('fills the registration days of the tree already there, counts new rows, and goes down and up again', async () => {
  const { db, config } = empty;
  await empty.migrateTo(BEFORE);
  // top → agent → member, and a second member of top, registered a minute before the member (Vientiane's midnight
  // between them: 17:00 UTC).
  const at = (hoursBefore: number, minute: number) => new Date(Date.UTC(2025, 5, 10, 17 - hoursBefore, minute)).toISOString();
  const members: [string, string | null, string][] = [
    ['20000001', null, at(48, 0)],
    ['20000002', '20000001', at(24, 0)],
    ['20000003', '20000002', at(0, 0)],
    ['20000004', '20000001', new Date(Date.parse(at(0, 0)) - 60_000).toISOString()],
  ];
  const lineOf = new Map<string, string[]>();
  for (const [id, parent, createdAt] of members) {
    await sql`insert into members (id, account, nickname, type, password_hash, password_is_default, password_changed_at, profile,
      second_factor_on_new_ip, vip_level, parent_id, tree_path, avatar_seed, created_at)
      values (${id}, ${`old${id}`}, 'old', 1, '', 0, ${createdAt}, '{}', 0, 0, ${parent}, '/', 'seed', ${createdAt})`.execute(db);
    const line = [id, ...(parent ? (lineOf.get(parent) ?? []) : [])];
    lineOf.set(id, line);
    for (const [depth, ancestor] of line.entries())
      await sql`insert into member_tree (ancestor_id, descendant_id, depth, descendant_created_at)
        values (${ancestor}, ${id}, ${depth}, ${createdAt})`.execute(db);
  }
  const days = async () =>
    (
      await sql<{ agentId: string; day: string; members: number | string; direct: number | string }>`
        select agent_id, day, members, direct from agent_team_days where members <> 0 order by agent_id, day`.execute(db)
    ).rows.map((row) => `${row.agentId} ${row.day} ${Number(row.members)} ${Number(row.direct)}`);
  const filled = [
    // Top: the agent and the second member on the 10th (Vientiane; 00:00 and 23:59), the agent's member on the 11th (00:00).
    '20000001 2025-06-10 2 2',
    '20000001 2025-06-11 1 0',
    '20000002 2025-06-11 1 1',
  ];
  expect(await migrateToLatest(db, config)).toContain('20251206100000_agent_team_size');
  expect(await days()).toEqual(filled);

  // A row written afterwards counts by trigger.
  await sql`insert into members (id, account, nickname, type, password_hash, password_is_default, password_changed_at, profile,
      second_factor_on_new_ip, vip_level, parent_id, tree_path, avatar_seed, created_at)
      values ('20000005', 'old20000005', 'old', 0, '', 0, ${at(0, 30)}, '{}', 0, 0, '20000003', '/', 'seed', ${at(0, 30)})`.execute(db);
  await sql`insert into member_tree (ancestor_id, descendant_id, depth, descendant_created_at)
    values ('20000005', '20000005', 0, ${at(0, 30)}), ('20000003', '20000005', 1, ${at(0, 30)}),
      ('20000002', '20000005', 2, ${at(0, 30)}), ('20000001', '20000005', 3, ${at(0, 30)})`.execute(db);
  const after = ['20000001 2025-06-10 2 2', '20000001 2025-06-11 2 0', '20000002 2025-06-11 2 1', '20000003 2025-06-11 1 1'];
  expect(await days()).toEqual(after);

  await empty.migrateTo(BEFORE);
  expect((await db.introspection.getTables()).map((table) => table.name)).not.toContain('agent_team_days');
  expect(await migrateToLatest(db, config)).toContain('20251206100000_agent_team_size');
  expect(await days()).toEqual(after);
});
