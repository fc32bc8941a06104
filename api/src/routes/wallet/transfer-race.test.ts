// Transfers to a downline raced (issue 17), on both databases. Through the call: 50 GCS_walletTransfer calls fired at
// once by one agent; only a few withdraw-password checks of one member run at once (the others are asked to retry),
// and what passes never takes more than the wallet holds. Behind the password: 50 transfers of the domain at once
// to two members of the agent's subtree, together five times its balance — exactly 10 move, the rest are refused.
import { PATHS } from '@mekong/contracts';
import { buildTestApp, type TestApp } from '../../test-support/test-app';
import { getBalanceMinor } from '../../modules/accounts/members.repository';
import { transfer } from '../../modules/cashier/transfers';
import { DomainFailure } from '../../modules/failure';
import { moneyMember, newKey, WITHDRAW_PASSWORD, type MoneyMember } from '../cashier/cashier-test-support';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
// close() checks the ledger invariant: nothing negative, every cache equal to its postings.
afterAll(() => t.close());

const START = 10_000_000;
const balanceOf = (who: MoneyMember) => getBalanceMinor(t.app.db, who.member.id);

async function team() {
  const agent = await moneyMember(t.app, { type: 1, balanceMinor: START });
  const sub = await moneyMember(t.app, { type: 2, parent: agent.member });
  const leaf = await moneyMember(t.app, { parent: sub.member });
  return { agent, sub, leaf };
}

it('50 calls at once, each for a third of the balance: at most 3 move, none below zero', async () => {
  const { agent, sub, leaf } = await team();
  const amount = Math.floor(START / 3);
  const answers = await Promise.all(
    Array.from({ length: 50 }, (_, i) =>
      agent.post(PATHS.wallet.walletTransfer, {
        toAccount: (i % 2 === 0 ? sub : leaf).member.account,
        amount,
        withdrawPassword: WITHDRAW_PASSWORD,
        idempotencyKey: newKey(),
      }),
    ),
  );
  const codes = answers.map((answer) => (answer.statusCode === 200 ? 'moved' : answer.json<{ code: string }>().code));
  const moved = codes.filter((code) => code === 'moved').length;
  expect(moved).toBeGreaterThan(0);
  expect(moved).toBeLessThanOrEqual(3);
  expect(codes.filter((code) => !['moved', 'insufficient-balance', 'too-many-requests'].includes(code))).toEqual([]);
  expect(await balanceOf(agent)).toBe(START - moved * amount);
  expect((await balanceOf(sub)) + (await balanceOf(leaf))).toBe(moved * amount);
});

it('50 transfers at once, together 5 times the balance: exactly 10 move, the rest are refused', async () => {
  const { agent, sub, leaf } = await team();
  const outcomes = await Promise.all(
    Array.from({ length: 50 }, (_, i) =>
      transfer(t.app.db, agent.member, (i % 2 === 0 ? sub : leaf).member, { amount: START / 10, idempotencyKey: newKey() }).then(
        () => 'moved',
        (error: unknown) => (error instanceof DomainFailure ? error.code : String(error)),
      ),
    ),
  );
  expect(outcomes.filter((outcome) => outcome === 'moved')).toHaveLength(10);
  expect(new Set(outcomes.filter((outcome) => outcome !== 'moved'))).toEqual(new Set(['insufficient-balance']));
  expect(await balanceOf(agent)).toBe(0);
  expect((await balanceOf(sub)) + (await balanceOf(leaf))).toBe(START);
});
