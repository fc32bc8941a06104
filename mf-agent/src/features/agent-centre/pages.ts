// The agent-centre pages, by page id, each in its own chunk (issue 17): the team pages, and my income with the
// dividend and salary records of the agent's contracts.
import type { ComponentType } from 'react';
import type { AgentCentrePage } from '@mekong/contracts';
import { lazyPage } from '@mekong/ui/remote';

const salaryPage = <K extends 'DividendRecords' | 'DailyWages' | 'HourSalary' | 'RealtimeSalary'>(name: K) =>
  lazyPage(() => import('../income/SalaryPages').then((m) => m[name]));

export const AGENT_PAGE_VIEWS: Record<AgentCentrePage, ComponentType> = {
  agentAnnouncement: lazyPage(() => import('../announcements/AgentAnnouncements').then((m) => m.AgentAnnouncements)),
  agentTeamOverview: lazyPage(() => import('../team-overview/TeamOverview').then((m) => m.TeamOverview)),
  registerCenter: lazyPage(() => import('../register-center/RegisterCenter').then((m) => m.RegisterCenter)),
  downlineManagmentView: lazyPage(() => import('../team-management/TeamManagement').then((m) => m.TeamManagement)),
  personalHistoryCopy: lazyPage(() => import('../team-reports/TeamBets').then((m) => m.TeamBets)),
  palStatementsAgentCopy: lazyPage(() => import('../team-reports/UserLoss').then((m) => m.UserLoss)),
  agentRevenueReport: lazyPage(() => import('../income/MyIncome').then((m) => m.MyIncome)),
  agentDownlineTransactionDetailsCopy: lazyPage(() => import('../team-reports/TeamTransactions').then((m) => m.TeamTransactions)),
  agentDividendRecordCopy2: salaryPage('DividendRecords'),
  agentDailyWages2: salaryPage('DailyWages'),
  agentHourSalary: salaryPage('HourSalary'),
  agentRealtimeSalary: salaryPage('RealtimeSalary'),
};
