// The contract ops commands: the house offers a top agent a contract from a JSON file, which the agent sees and
// accepts through the API; an offer to an agent with an upline, or a bad file, is refused and writes nothing; the
// lists show the house's contracts and one account's; termination ends an active contract and answers its request.
// Also the demo seed: demo_agent's two house contracts and its pending offer to demo_subagent.
import { PATHS } from '@mekong/contracts';
import { moneyEndpoints } from '@mekong/contracts/money';
import { contractEndpoints } from '@mekong/contracts/agents';
import { buildTestApp, countRows, expectValue, type TestApp } from '../test-support/test-app';
import { moneyMember, type MoneyMember } from '../routes/cashier/cashier-test-support';
import { findMemberByAccount, MEMBER_TYPE } from '../modules/accounts/members.repository';
import { listContracts } from '../modules/contracts/contracts.repository';
import { DEMO_ACCOUNTS } from '../db/seed/accounts.seed';
import { seedContractsIfEmpty } from '../db/seed/contracts.seed';
import { parseOpsCommand } from './commands';
import { definitionFolder, opsRunner } from './ops-test-support';

let t: TestApp;
let top: MoneyMember;
let child: MoneyMember;
const folder = definitionFolder('mekong-contract-ops-');
const file = folder.file;
beforeAll(async () => {
  t = await buildTestApp();
  top = await moneyMember(t.app, { type: 1 });
  child = await moneyMember(t.app, { type: 2, parent: top.member });
});
afterAll(async () => {
  folder.remove();
  await t.close();
});

const run = opsRunner(() => t.app.db);
const count = () => countRows(t.app.db, 'agent_contracts');
const DIVIDEND = {
  kind: 'dividend',
  period: 'Monthly',
  tiers: [{ rateBp: 2_500, activeMembers: 2, periodValidBet: 1_000_000, periodProfitLoss: 100_000 }],
};

it('parses the commands and refuses wrong arguments', () => {
  expect(parseOpsCommand(['contracts'])).toEqual({ kind: 'contracts', account: null });
  expect(parseOpsCommand(['contracts', 'ag'])).toEqual({ kind: 'contracts', account: 'ag' });
  expect(parseOpsCommand(['contract-offer', 'ag', 'c.json'])).toEqual({ kind: 'contract-offer', account: 'ag', file: 'c.json' });
  expect(parseOpsCommand(['contract-terminate', 'id1'])).toEqual({ kind: 'contract-terminate', id: 'id1' });
  expect(parseOpsCommand(['contract-offer', 'ag'])).toEqual({ error: "'contract-offer' needs an account and a JSON file" });
  expect(parseOpsCommand(['contract-terminate'])).toEqual({ error: "'contract-terminate' needs a contract id" });
  expect(parseOpsCommand(['contracts', 'a', 'b'])).toEqual({ error: "Unexpected argument 'b'" });
});

it('offers a top agent a house contract that it accepts through the API; lists and terminates it', async () => {
  const out = await run(`contract-offer ${top.member.account} ${file('div.json', DIVIDEND)}`);
  expect(out).toMatch(/^Offered: .* dividend \(Monthly\)\s+house → .* offered/);
  const [offer] = expectValue(await top.get(PATHS.contracts.list, { side: 'received' }), contractEndpoints.list).list;
  expect(offer).toMatchObject({ upline: null, status: 'offered', topRateBp: 2_500, period: 'Monthly' });
  expect(expectValue(await top.get(moneyEndpoints.consolidatedFunds.path), moneyEndpoints.consolidatedFunds).divtypereq).toBe('new');
  expectValue(await top.post(PATHS.contracts.dividend, { action: 'accept', contractId: offer!.id }), contractEndpoints.dividend);

  // A termination request to the house waits for ops.
  const asked = expectValue(
    await top.post(PATHS.contracts.dividend, { action: 'terminate', contractId: offer!.id }),
    contractEndpoints.dividend,
  );
  expect(asked.request).toMatchObject({ to: null, status: 'pending' });
  const house = await run('contracts');
  expect(house).toContain(`${offer!.id}  dividend (Monthly)  house → ${top.member.account}  active`);
  expect(house).toContain(`termination dividend  ${top.member.account} → house  pending`);
  expect(await run(`contracts ${top.member.account}`)).toContain(`received 1 contract(s)`);

  expect(await run(`contract-terminate ${offer!.id}`)).toContain('terminated (ops)');
  const [ended] = expectValue(await top.get(PATHS.contracts.list, { side: 'received' }), contractEndpoints.list).list;
  expect(ended).toMatchObject({ status: 'terminated', terminationReason: 'ops', pendingTermination: null });
  expect(await run(`contract-terminate ${offer!.id}`)).toMatch(/^Refused \(contract-state\)/);
});

it('refuses an agent with an upline, a member, an unknown account and bad files, writing nothing', async () => {
  const before = await count();
  const member = await moneyMember(t.app, { type: MEMBER_TYPE });
  expect(await run(`contract-offer ${child.member.account} ${file('c1.json', DIVIDEND)}`)).toMatch(/^Refused \(not-direct-downline\)/);
  expect(await run(`contract-offer ${member.member.account} ${file('c2.json', DIVIDEND)}`)).toMatch(/^Refused \(downline-not-agent\)/);
  expect(await run(`contract-offer nobody_at_all ${file('c3.json', DIVIDEND)}`)).toMatch(/^Refused \(not-in-your-team\)/);
  await expect(run(`contract-offer ${top.member.account} ${file('bad1.json', { ...DIVIDEND, kind: 'bonus' })}`)).rejects.toThrow(
    /kind must be one of/,
  );
  await expect(run(`contract-offer ${top.member.account} ${file('bad2.json', { ...DIVIDEND, period: undefined })}`)).rejects.toThrow(
    /period/,
  );
  await expect(run(`contract-offer ${top.member.account} ${file('bad3.json', 'not json')}`)).rejects.toThrow(/is not JSON/);
  expect(await count()).toBe(before);
});

it('seeds the demo contracts once: demo_agent holds a house dividend and daily salary, demo_subagent has an offer', async () => {
  await t.app.db.deleteFrom('agent_contract_tiers').execute();
  await t.app.db.deleteFrom('contract_requests').execute();
  await t.app.db.deleteFrom('agent_contracts').execute();
  // The test database holds the demo accounts (the seeded template).
  const agent = await findMemberByAccount(t.app.db, DEMO_ACCOUNTS.agent.account);
  const sub = await findMemberByAccount(t.app.db, DEMO_ACCOUNTS.subAgent.account);
  expect(await seedContractsIfEmpty(t.app.db)).toBe(true);
  expect(await seedContractsIfEmpty(t.app.db)).toBe(false);
  const held = await listContracts(t.app.db, agent!.id, { side: 'received', pageNo: 1, pageSize: 10 });
  expect(held.list.map((c) => [c.kind, c.status, c.upline]).sort()).toEqual([
    ['dailySalary', 'active', null],
    ['dividend', 'active', null],
  ]);
  const offers = await listContracts(t.app.db, sub!.id, { side: 'received', pageNo: 1, pageSize: 10 });
  expect(offers.list.map((c) => [c.kind, c.status, c.upline])).toEqual([['dailySalary', 'offered', DEMO_ACCOUNTS.agent.account]]);
});
