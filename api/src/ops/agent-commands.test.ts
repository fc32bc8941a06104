// The agent ops commands: an announcement published from a JSON file reaches agents in their language (and no one
// else, nor the public announcement call), the same id replaces it, removal takes it away; bad files change nothing.
import { ANNOUNCEMENT_TYPES_ALL, PATHS, systemEndpoints, TRIAL_TYPE } from '@mekong/contracts';
import { agentEndpoints } from '@mekong/contracts/agents';
import { buildTestApp, expectFailure, expectValue, type TestApp } from '../test-support/test-app';
import { call } from '../test-support/accounts';
import { moneyMember, type MoneyMember } from '../routes/cashier/cashier-test-support';
import { parseOpsCommand } from './commands';
import { definitionFolder, opsRunner } from './ops-test-support';

let t: TestApp;
let agent: MoneyMember;
let member: MoneyMember;
const folder = definitionFolder('mekong-agent-ops-');
const file = folder.file;
beforeAll(async () => {
  t = await buildTestApp();
  agent = await moneyMember(t.app, { type: 42 });
  member = await moneyMember(t.app);
});
afterAll(async () => {
  folder.remove();
  await t.close();
});

const run = opsRunner(() => t.app.db);
const announcement = (id: string, en: string) => ({
  id,
  title: { LO: `ປະກາດ ${en}`, EN: en, CN: `公告 ${en}` },
  content: { LO: 'ເນື້ອໃນ', EN: `About ${en}`, CN: '内容' },
});
const list = (who: MoneyMember, query: object = {}, language = 'EN') =>
  t.app.inject({
    method: 'GET',
    url: `${PATHS.agent.announcements}?${new URLSearchParams(Object.entries(query).map(([k, v]): [string, string] => [k, String(v)]))}`,
    headers: { authorization: `Bearer ${who.token}`, 'accept-language': language },
  });

it('parses the commands and refuses wrong arguments', () => {
  expect(parseOpsCommand(['agent-announcement-publish', 'a.json'])).toEqual({ kind: 'agent-announcement-publish', file: 'a.json' });
  expect(parseOpsCommand(['agent-announcement-remove', 'ag-1'])).toEqual({ kind: 'agent-announcement-remove', id: 'ag-1' });
  expect(parseOpsCommand(['agent-announcements'])).toEqual({ kind: 'agent-announcements' });
  expect(parseOpsCommand(['agent-announcement-publish'])).toEqual({ error: "'agent-announcement-publish' needs a JSON file" });
  expect(parseOpsCommand(['agent-announcements', 'x'])).toEqual({ error: "Unexpected argument 'x'" });
});

it('publishes to agents only, newest first, in their language; replaces by id; removes', async () => {
  expect(await run(`agent-announcement-publish ${file('one.json', announcement('ag-one', 'Commission day'))}`)).toContain('published');
  expect(await run(`agent-announcement-publish ${file('two.json', announcement('ag-two', 'New contracts'))}`)).toContain('ag-two');
  const page = expectValue(await list(agent), agentEndpoints.announcements);
  expect(page.list.map((row) => row.title)).toEqual(['New contracts', 'Commission day']);
  const lao = expectValue(await list(agent, {}, 'LO'), agentEndpoints.announcements);
  expect(lao.list[0]?.title).toBe('ປະກາດ New contracts');
  expect(expectValue(await list(agent, { pageSize: 1, pageNo: 2 }), agentEndpoints.announcements)).toMatchObject({
    total: 2,
    totalPages: 2,
  });

  expect(await run(`agent-announcement-publish ${file('one-b.json', announcement('ag-one', 'Commission day moved'))}`)).toContain(
    'replaced',
  );
  expect(expectValue(await list(agent), agentEndpoints.announcements).list.map((row) => row.title)).toEqual([
    'New contracts',
    'Commission day moved',
  ]);

  // Members are refused; the public call never shows them.
  expectFailure(await list(member), 403, 'non-agent');
  const publicAnswer = expectValue(
    await call(t.app, 'GET', systemEndpoints.announcements.path, { types: ANNOUNCEMENT_TYPES_ALL, platform: 'W', language: 'EN' }),
    systemEndpoints.announcements,
  );
  expect(JSON.stringify(publicAnswer)).not.toContain('Commission day');

  expect(await run('agent-announcement-remove ag-one')).toContain('removed');
  expect(await run('agent-announcement-remove ag-one')).toContain('nothing changed');
  expect(expectValue(await list(agent), agentEndpoints.announcements).total).toBe(1);
});

it('refuses a bad definition and changes nothing', async () => {
  const before = expectValue(await list(agent), agentEndpoints.announcements).total;
  await expect(run(`agent-announcement-publish ${file('bad.json', { id: 'ag-bad', title: { EN: 'only English' } })}`)).rejects.toThrow(
    /title/,
  );
  await expect(run(`agent-announcement-publish ${file('broken.json', '{ nope')}`)).rejects.toThrow(/not JSON/);
  await expect(run(`agent-announcement-publish ${file('banner.json', { ...announcement('ag-x', 'x'), extra: 1 })}`)).rejects.toThrow();
  expect(expectValue(await list(agent), agentEndpoints.announcements).total).toBe(before);
});

it('rolls the agent rollup now, and nothing more once it is current', async () => {
  const downline = await moneyMember(t.app, { parent: agent.member });
  const placedAt = new Date(Date.now() - 2 * 86_400_000).toISOString();
  await t.app.db
    .insertInto('bets')
    .values({
      id: `OPS-ROLLUP:${downline.member.id}`,
      memberId: downline.member.id,
      provider: 'TEST',
      roundId: 'ops-rollup',
      nodeId: 'rng-pg-0001',
      gameName: 'Rollup',
      vassalage: 'PG',
      gameType: 'RNG',
      stakeMinor: 1_000,
      winMinor: 0,
      status: 'SETTLED',
      placedAt,
      settledAt: placedAt,
    })
    .execute();
  expect(parseOpsCommand(['agent-rollup', 'now'])).toEqual({ error: "Unexpected argument 'now'" });
  expect(await run('agent-rollup')).toMatch(/^Agent rollup: rolled \d+ day\(s\)/);
  const day = await t.app.db
    .selectFrom('agent_day_bets')
    .select(['standing', 'stakeMinor'])
    .where('agentId', '=', agent.member.id)
    .executeTakeFirstOrThrow();
  expect([Number(day.standing), Number(day.stakeMinor)]).toEqual([1, 1_000]);
  expect(await run('agent-rollup')).toBe('The agent rollup is current; nothing rolled.');
});

it('agent-make makes a member of a team an agent once, even run five times at once; others are left alone', async () => {
  const downline = await moneyMember(t.app, { parent: agent.member });
  const trial = await moneyMember(t.app, { type: TRIAL_TYPE });
  expect(parseOpsCommand(['agent-make', 'x'])).toEqual({ error: "'agent-make' needs an account and a type (1, 2, 41, 42)" });
  expect(parseOpsCommand(['agent-make', 'x', '3'])).toEqual({ error: "'3' is not an agent type: 1, 2, 41, 42" });
  expect(parseOpsCommand(['agent-make', 'x', '1e0'])).toEqual({ error: "'1e0' is not an agent type: 1, 2, 41, 42" });
  expect(parseOpsCommand(['agent-make', 'x', '1', 'y'])).toEqual({ error: "Unexpected argument 'y'" });
  // Before: the agent centre refuses the member.
  expect(expectFailure(await downline.get(PATHS.agent.teamOverview), 403, 'non-agent')).toBeTruthy();

  const runs = await Promise.all(Array.from({ length: 5 }, () => run(`agent-make ${downline.member.account.toUpperCase()} 41`)));
  expect(runs.filter((out) => out.includes('is now an agent of type 41'))).toHaveLength(1);
  expect(runs.filter((out) => out.includes('nothing changed'))).toHaveLength(4);
  const row = await t.app.db
    .selectFrom('members')
    .select(['type', 'parentId'])
    .where('id', '=', downline.member.id)
    .executeTakeFirstOrThrow();
  expect(row).toEqual({ type: 41, parentId: agent.member.id });
  expectValue(await downline.get(PATHS.agent.teamOverview), agentEndpoints.teamOverview);

  for (const account of [trial.member.account, agent.member.account, 'nosuchaccount'])
    expect(await run(`agent-make ${account} 1`)).toContain('nothing changed');
  const types = await t.app.db.selectFrom('members').select('type').where('id', 'in', [trial.member.id, agent.member.id]).execute();
  expect(types.map((r) => r.type).sort((a, b) => a - b)).toEqual([4, 42]);
});
