// The agent remote's texts (namespace mf_agent) in LO, EN and CN.
import type { Translations } from '@mekong/ui/remote';

export const NAMESPACE = 'mf_agent';

const EN = {
  agent_centre: 'Agent centre',
  agent_menu: 'Agent centre menu',
  agent_account: 'Agent {{account}}',
  back_to_site: 'Back to the site',
  non_agent: 'Non-agents cannot log in',
  page_agentAnnouncement: 'Agent announcements',
  page_agentTeamOverview: 'Team overview',
  page_registerCenter: 'Create account',
  page_downlineManagmentView: 'Team management',
  page_personalHistoryCopy: 'Team betting',
  page_palStatementsAgentCopy: 'User loss',
  page_agentRevenueReport: 'My income',
  page_agentDownlineTransactionDetailsCopy: 'Account details',
  page_agentDividendRecordCopy2: 'Bonus',
  page_agentDailyWages2: 'Daily salary',
  page_agentHourSalary: 'Hourly salary',
  page_agentRealtimeSalary: 'Real-time salary',
};
type Key = keyof typeof EN;

const LO: Record<Key, string> = {
  agent_centre: 'ສູນຕົວແທນ',
  agent_menu: 'ເມນູສູນຕົວແທນ',
  agent_account: 'ຕົວແທນ {{account}}',
  back_to_site: 'ກັບໄປໜ້າເວັບໄຊ',
  non_agent: 'ບັນຊີທີ່ບໍ່ແມ່ນຕົວແທນບໍ່ສາມາດເຂົ້າສູ່ລະບົບໄດ້',
  page_agentAnnouncement: 'ປະກາດຕົວແທນ',
  page_agentTeamOverview: 'ພາບລວມທີມ',
  page_registerCenter: 'ສ້າງບັນຊີ',
  page_downlineManagmentView: 'ຈັດການທີມ',
  page_personalHistoryCopy: 'ການເດີມພັນຂອງທີມ',
  page_palStatementsAgentCopy: 'ຍອດເສຍຂອງຜູ້ໃຊ້',
  page_agentRevenueReport: 'ລາຍຮັບຂອງຂ້ອຍ',
  page_agentDownlineTransactionDetailsCopy: 'ລາຍລະອຽດບັນຊີ',
  page_agentDividendRecordCopy2: 'ໂບນັດ',
  page_agentDailyWages2: 'ເງິນເດືອນລາຍວັນ',
  page_agentHourSalary: 'ເງິນເດືອນລາຍຊົ່ວໂມງ',
  page_agentRealtimeSalary: 'ເງິນເດືອນແບບທັນທີ',
};

const CN: Record<Key, string> = {
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

export const translations: Translations = { LO, EN, CN };
