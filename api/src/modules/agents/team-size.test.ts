// An agent's team size, direct downlines and new members — the overview's, read from the registration days the
// database keeps with the closure rows (migration 20251206100000_agent_team_size) — equal a count of the closure rows
// from scratch after every way a member is made: the demo seed, registration through an agent's link, an agent's
// create-account, free play, ops, and a bulk load of past registrations in one statement; for every agent and several
// periods. Registrations under the same agents at once all count (SQLite and PostgreSQL).
import { authEndpoints, PATHS } from '@mekong/contracts';
import { agentEndpoints } from '@mekong/contracts/agents';
import { sql } from 'kysely';
import { buildTestApp, expectValue, TEST_SCRYPT_COST, type TestApp } from '../../test-support/test-app';
import { call, callEncrypted, freshIp, makeMember, registerWithInvitation } from '../../test-support/accounts';
import { moneyMember, type MoneyMember } from '../../routes/cashier/cashier-test-support';
import { runAccountCommand } from '../../ops/account-commands';
import { TEST_OPS_ACTOR } from '../../ops/ops-test-support';
import { DEMO_ACCOUNTS } from '../../db/seed/accounts.seed';
import { businessDayOf } from '../records/business-days';
import { resolvePeriod } from './team-period';
import { teamOverview } from './team.repository';

let t: TestApp;
let top: MoneyMember;
let agent: MoneyMember;
beforeAll(async () => {
  t = await buildTestApp();
  top = await moneyMember(t.app, { account: 'ts_top', type: 1 });
  agent = await moneyMember(t.app, { account: 'ts_agent', type: 2, parent: top.member });
});
afterAll(() => t.close());

interface TreeRow {
  ancestorId: string;
  depth: number;
  createdAt: string;
}

const treeRows = async (): Promise<TreeRow[]> =>
  (await t.app.db.selectFrom('member_tree').select(['ancestorId', 'depth', 'descendantCreatedAt']).where('depth', '>', 0).execute()).map(
    (row) => ({ ancestorId: row.ancestorId, depth: Number(row.depth), createdAt: row.descendantCreatedAt }),
  );

/** The registration days as the closure rows say them (each row: its upline, the descendant's business day). */
async function daysFromScratch(): Promise<string[]> {
  const counts = new Map<string, { members: number; direct: number }>();
  for (const row of await treeRows()) {
    const key = `${row.ancestorId} ${businessDayOf(row.createdAt)}`;
    const count = counts.get(key) ?? { members: 0, direct: 0 };
    count.members += 1;
    count.direct += row.depth === 1 ? 1 : 0;
    counts.set(key, count);
  }
  return [...counts].map(([key, count]) => `${key} ${count.members} ${count.direct}`).sort();
}

async function keptDays(): Promise<string[]> {
  const rows = await t.app.db.selectFrom('agent_team_days').selectAll().where('members', '<>', 0).execute();
  return rows.map((row) => `${row.agentId} ${row.day} ${Number(row.members)} ${Number(row.direct)}`).sort();
}

const PERIODS = [
  { period: 'today' },
  { period: 'yesterday' },
  { period: 'thisMonth' },
  {
    period: 'custom',
    startDate: businessDayOf(new Date(Date.now() - 40 * 86_400_000).toISOString()),
    endDate: businessDayOf(new Date(Date.now() - 3 * 86_400_000).toISOString()),
  },
] as const;

/** Every agent's overview counts, for each period, against the closure rows counted from scratch. */
async function overviewsMatchScratch(): Promise<void> {
  const rows = await treeRows();
  const agents = [...new Set(rows.map((row) => row.ancestorId))];
  expect(agents.length).toBeGreaterThanOrEqual(3);
  for (const { period, ...custom } of PERIODS) {
    const resolved = resolvePeriod(period, custom);
    const { from, to } = resolved.range;
    const expected: string[] = [];
    const answered: string[] = [];
    for (const agentId of agents) {
      const team = rows.filter((row) => row.ancestorId === agentId && row.createdAt < to);
      expected.push(
        `${agentId}: ${team.length} ${team.filter((row) => row.depth === 1).length} ${team.filter((row) => row.createdAt >= from).length}`,
      );
      const overview = await teamOverview(t.app.db, agentId, resolved);
      answered.push(`${agentId}: ${overview.teamSize} ${overview.directCount} ${overview.newMembers}`);
    }
    expect([period, ...answered]).toEqual([period, ...expected]);
  }
  expect(await keptDays()).toEqual(await daysFromScratch());
}

/** The number of members the agent's overview of today counts below it. */
const teamSizeOf = async (who: MoneyMember) =>
  expectValue(await call(t.app, 'GET', PATHS.agent.teamOverview, {}, { token: who.token }), agentEndpoints.teamOverview).teamSize;

it('counts the demo tree as seeded', async () => {
  const demoAgent = await t.app.db
    .selectFrom('members')
    .select('id')
    .where('account', '=', DEMO_ACCOUNTS.agent.account)
    .executeTakeFirstOrThrow();
  const overview = await teamOverview(t.app.db, demoAgent.id, resolvePeriod('today', {}));
  // demo_down1, demo_down2, demo_subagent and its demo_down3.
  expect([overview.teamSize, overview.directCount]).toEqual([4, 3]);
  await overviewsMatchScratch();
});

it('counts registration through the link, create-account, free play, ops and a bulk load of past registrations', async () => {
  const before = await teamSizeOf(top);
  // Registration with the agent's invitation code.
  const { code } = expectValue(await call(t.app, 'GET', PATHS.agent.affiliate, {}, { token: agent.token }), authEndpoints.affiliate);
  expectValue(
    await registerWithInvitation(t.app, { username: 'tsinvited', mobileNo: '2077800001', affiliateCode: code }),
    authEndpoints.register,
  );
  // An account the agent creates for a downline.
  expectValue(
    await callEncrypted(
      t.app,
      'PUT',
      PATHS.agent.downlines,
      { username: 'tsmade', password: 'Passw0rd9', confirmPassword: 'Passw0rd9' },
      { token: agent.token },
    ),
    agentEndpoints.createDownline,
  );
  // Free play and ops open accounts on no tree: no agent's team grows.
  expectValue(await call(t.app, 'POST', PATHS.session.freeplay, {}, { ip: freshIp() }), authEndpoints.freeplay);
  await runAccountCommand(t.app.db, { kind: 'account-open', account: 'tsopened' }, TEST_OPS_ACTOR, TEST_SCRYPT_COST);
  expect(await teamSizeOf(top)).toBe(before + 2);

  // A bulk load (as a restore or the agent bench writes the tree): a sub-tree registered over the last 45 days, its
  // closure rows in one statement, so PostgreSQL's statement trigger counts many agents and days at once.
  const now = Date.now();
  const members = Array.from({ length: 40 }, (_, i) => ({
    id: String(800_000_000 + i),
    // Three levels: 0 under the agent, 1–4 under 0, the rest under 1–4.
    parentId: i === 0 ? agent.member.id : i <= 4 ? '800000000' : String(800_000_001 + (i % 4)),
    createdAt: new Date(now - i * 27 * 3_600_000).toISOString(),
  }));
  for (const member of members)
    await sql`insert into members (id, account, nickname, type, password_hash, password_is_default, password_changed_at, profile,
        second_factor_on_new_ip, vip_level, parent_id, tree_path, avatar_seed, created_at)
      values (${member.id}, ${`tsbulk${member.id}`}, 'bulk', 2, 'not-used', 0, ${member.createdAt}, '{}', 0, 0, ${member.parentId}, '/', 'seed', ${member.createdAt})`.execute(
      t.app.db,
    );
  const uplines = await t.app.db
    .selectFrom('member_tree')
    .select(['ancestorId', 'depth'])
    .where('descendantId', '=', agent.member.id)
    .execute();
  const lineOf = new Map<string, { ancestorId: string; depth: number }[]>([
    [agent.member.id, uplines.map((row) => ({ ...row, depth: Number(row.depth) }))],
  ]);
  const closure = members.flatMap((member) => {
    const line = [
      { ancestorId: member.id, depth: 0 },
      ...(lineOf.get(member.parentId) ?? []).map((row) => ({ ...row, depth: row.depth + 1 })),
    ];
    lineOf.set(member.id, line);
    return line.map((row) => ({ ...row, descendantId: member.id, descendantCreatedAt: member.createdAt }));
  });
  await t.app.db.insertInto('member_tree').values(closure).execute();
  expect(await teamSizeOf(top)).toBe(before + 2 + members.length);
  await overviewsMatchScratch();
});

it('counts registrations under the same agents at once, each of them', async () => {
  const before = await teamSizeOf(top);
  const sub = await moneyMember(t.app, { account: 'ts_sub', type: 2, parent: agent.member });
  // Ten members made at once (createMember, as registration and create-account make them; the agent's call is
  // rate-limited): every one adds to the same rows of the top agent's and the agent's registration days.
  const created = await Promise.all(
    Array.from({ length: 10 }, (_, i) =>
      makeMember(t.app, { parent: i % 3 === 0 ? sub.member : agent.member }).then((member) => member.id),
    ),
  );
  expect(new Set(created).size).toBe(10);
  expect(await teamSizeOf(top)).toBe(before + 1 + 10);
  expect(await teamSizeOf(sub)).toBe(4);
  await overviewsMatchScratch();
});

it('lists each downline with its team size from the same counts', async () => {
  const list = expectValue(
    await call(t.app, 'GET', PATHS.agent.downlines, { scope: 'direct', pageSize: 100 }, { token: top.token }),
    agentEndpoints.downlines,
  );
  const rows = await treeRows();
  expect(list.list.map((row) => [row.account, row.teamSize])).toEqual(
    list.list.map((row) => [row.account, rows.filter((tree) => tree.ancestorId === row.id).length]),
  );
  expect(list.list.find((row) => row.account === 'ts_agent')?.teamSize).toBeGreaterThan(50);
});
