// Lao texts of the agent remote (namespace mf_agent), typed against the English keys.
import type { LocaleOf } from '@mekong/ui/remote';
import type { en } from './en';

export const lo: LocaleOf<typeof en> = {
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
