// The demo's agent contracts (issue 17 part 2), made through the state machine as ops and agents make them: the house
// offers demo_agent a weekly dividend and a daily salary and demo_agent accepts both, then demo_agent offers
// demo_subagent a daily salary that waits for an answer, so the contract popup has something to show. Only on a
// database with no contract; a second node seeding at once is refused by the one-pending-offer index, not doubled.
import type { Db } from '../database';
import { findMemberByAccount } from '../../modules/accounts/members.repository';
import { acceptOffer, offerContract } from '../../modules/contracts/state-machine';
import { DomainFailure } from '../../modules/failure';
import { DEMO_ACCOUNTS } from './accounts.seed';

export const DEMO_DIVIDEND_TIERS = [
  { rateBp: 2_000, activeMembers: 1, periodValidBet: 1_000_000, periodProfitLoss: 100_000 },
  { rateBp: 3_000, activeMembers: 3, periodValidBet: 10_000_000, periodProfitLoss: 1_000_000 },
];
export const DEMO_DAILY_SALARY_TIERS = [
  { rateBp: 50, activeMembers: 1, dailyBet: 1_000_000 },
  { rateBp: 100, activeMembers: 3, dailyBet: 10_000_000 },
];
/** demo_agent's offer to demo_subagent: within its own daily salary's rates. */
export const DEMO_SUBAGENT_OFFER_TIERS = [{ rateBp: 30, activeMembers: 1, dailyBet: 500_000 }];

export async function seedContractsIfEmpty(db: Db): Promise<boolean> {
  const any = await db.selectFrom('agent_contracts').select('id').limit(1).executeTakeFirst();
  if (any) return false;
  const [agent, subAgent] = await Promise.all([
    findMemberByAccount(db, DEMO_ACCOUNTS.agent.account),
    findMemberByAccount(db, DEMO_ACCOUNTS.subAgent.account),
  ]);
  if (!agent || !subAgent) return false;
  const offer = { account: agent.account, agreeToTerminate: false };
  try {
    const dividend = await offerContract(db, 'house', { ...offer, kind: 'dividend', period: 'Weekly', tiers: DEMO_DIVIDEND_TIERS });
    await acceptOffer(db, agent, 'dividend', dividend.id);
    const salary = await offerContract(db, 'house', { ...offer, kind: 'dailySalary', tiers: DEMO_DAILY_SALARY_TIERS });
    await acceptOffer(db, agent, 'dailySalary', salary.id);
    await offerContract(db, agent, {
      account: subAgent.account,
      agreeToTerminate: false,
      kind: 'dailySalary',
      tiers: DEMO_SUBAGENT_OFFER_TIERS,
    });
  } catch (error) {
    if (error instanceof DomainFailure) return false;
    throw error;
  }
  return true;
}
