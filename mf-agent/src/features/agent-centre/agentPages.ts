// Which agent-centre pages show: the dividend page only while the whitelabel feature enableCt is on (requirements §2).
import { AGENT_CENTRE_PAGES, FEATURES, type AgentCentrePage, type WhitelabelNode } from '@mekong/contracts';

export const DEFAULT_AGENT_PAGE: AgentCentrePage = 'agentTeamOverview';

export function isFeatureEnabled(nodes: readonly WhitelabelNode[], modId: string): boolean {
  return nodes.some((node) => (node.modId === modId && node.enabled) || isFeatureEnabled(node.childrenNodes, modId));
}

/**
 * The agent's menu. The salary pages (daily, hourly, real-time) follow the agent's contract type flags, which come
 * with the consolidated contract info of a later issue; until then they show.
 */
export function visibleAgentPages(whitelabel: readonly WhitelabelNode[]): AgentCentrePage[] {
  const dividend = isFeatureEnabled(whitelabel, FEATURES.dividend);
  return AGENT_CENTRE_PAGES.filter((page) => page !== 'agentDividendRecordCopy2' || dividend);
}
