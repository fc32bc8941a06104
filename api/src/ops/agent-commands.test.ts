// The agent ops commands: an announcement published from a JSON file reaches agents in their language (and no one
// else, nor the public announcement call), the same id replaces it, removal takes it away; bad files change nothing.
import { ANNOUNCEMENT_TYPES_ALL, PATHS, systemEndpoints } from '@mekong/contracts';
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
