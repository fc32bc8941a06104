// The agent-centre pages with real data (issue 17), by page id, each in its own chunk; the others (my income, the
// dividend and salary pages, whose contracts come later) show the no-data state.
import type { ComponentType } from 'react';
import type { AgentCentrePage } from '@mekong/contracts';
import { lazyPage } from '@mekong/ui/remote';

export const AGENT_PAGE_VIEWS: Partial<Record<AgentCentrePage, ComponentType>> = {
  agentAnnouncement: lazyPage(() => import('../announcements/AgentAnnouncements').then((m) => m.AgentAnnouncements)),
  agentTeamOverview: lazyPage(() => import('../team-overview/TeamOverview').then((m) => m.TeamOverview)),
  registerCenter: lazyPage(() => import('../register-center/RegisterCenter').then((m) => m.RegisterCenter)),
  downlineManagmentView: lazyPage(() => import('../team-management/TeamManagement').then((m) => m.TeamManagement)),
  personalHistoryCopy: lazyPage(() => import('../team-reports/TeamBets').then((m) => m.TeamBets)),
  palStatementsAgentCopy: lazyPage(() => import('../team-reports/UserLoss').then((m) => m.UserLoss)),
  agentDownlineTransactionDetailsCopy: lazyPage(() => import('../team-reports/TeamTransactions').then((m) => m.TeamTransactions)),
};
