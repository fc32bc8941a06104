// Which agent-centre pages show (requirements §2): the dividend page only while the whitelabel feature enableCt is on,
// the daily, hourly and real-time salary pages by the agent's type flags salary, hourSalary and agentRealtimeSalary.
import type * as z from 'zod/mini';
import { AGENT_CENTRE_PAGES, FEATURES, type AgentCentrePage, type WhitelabelNode } from '@mekong/contracts';
import { type consolidatedFundsSchema } from '@mekong/contracts/money';

export const DEFAULT_AGENT_PAGE: AgentCentrePage = 'agentTeamOverview';

/** The salary type flags of requirements §2, as the consolidated contract info gives them (contractFlags). */
export interface SalaryFlags {
  salary: boolean;
  hourSalary: boolean;
  agentRealtimeSalary: boolean;
}

/** Each salary page and the flag that shows it. */
const SALARY_PAGES: Partial<Record<AgentCentrePage, keyof SalaryFlags>> = {
  agentDailyWages2: 'salary',
  agentHourSalary: 'hourSalary',
  agentRealtimeSalary: 'agentRealtimeSalary',
};

export function isFeatureEnabled(nodes: readonly WhitelabelNode[], modId: string): boolean {
  return nodes.some((node) => (node.modId === modId && node.enabled) || isFeatureEnabled(node.childrenNodes, modId));
}

export function visibleAgentPages(whitelabel: readonly WhitelabelNode[], flags: SalaryFlags): AgentCentrePage[] {
  const dividend = isFeatureEnabled(whitelabel, FEATURES.dividend);
  return AGENT_CENTRE_PAGES.filter((page) => {
    if (page === 'agentDividendRecordCopy2') return dividend;
    const flag = SALARY_PAGES[page];
    return flag === undefined || flags[flag];
  });
}

/** The salary type flags from the consolidated contract info (hasSalaryContract is the real-time salary: money.ts). */
export function contractFlags(
  funds: Pick<z.infer<typeof consolidatedFundsSchema>, 'hasDailySalaryContract' | 'hasHourSalaryContract' | 'hasSalaryContract'>,
): SalaryFlags {
  return { salary: funds.hasDailySalaryContract, hourSalary: funds.hasHourSalaryContract, agentRealtimeSalary: funds.hasSalaryContract };
}
