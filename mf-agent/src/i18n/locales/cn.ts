// Chinese texts of the agent remote (namespace mf_agent), typed against the English keys.
import type { LocaleOf } from '@mekong/ui/remote';
import type { en } from './en';

export const cn: LocaleOf<typeof en> = {
  agent_centre: '代理中心',
  agent_menu: '代理中心菜单',
  agent_account: '代理 {{account}}',
  back_to_site: '返回网站',
  non_agent: '非代理账号无法登录',
  page_agentAnnouncement: '代理公告',
  page_agentTeamOverview: '团队总览',
  page_registerCenter: '创建账号',
  page_downlineManagmentView: '团队管理',
  page_personalHistoryCopy: '团队投注',
  page_palStatementsAgentCopy: '用户亏损',
  page_agentRevenueReport: '我的收入',
  page_agentDownlineTransactionDetailsCopy: '账户明细',
  page_agentDividendRecordCopy2: '分红',
  page_agentDailyWages2: '日工资',
  page_agentHourSalary: '时薪',
  page_agentRealtimeSalary: '实时工资',
};
