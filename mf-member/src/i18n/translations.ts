// The member remote's texts (namespace mf_member) in LO, EN and CN.
import type { Translations } from '@mekong/ui/remote';

export const NAMESPACE = 'mf_member';

const EN = {
  member_centre: 'Member centre',
  member_menu: 'Member centre menu',
  page_securityCenter: 'My account',
  page_transferFund: 'Wallet',
  page_depositv2: 'Deposit',
  page_withdraw: 'Withdrawal',
  page_transferUpline: 'Transfer to upline',
  page_personalHistoryCopy: 'Betting record',
  page_transactionHistory: 'Account record',
  page_personalProfit: 'Profit and loss',
  page_bonusDetails: 'Bonus details',
  page_rewardCenter: 'Reward centre',
  page_referral: 'Refer and earn',
  page_missionLeaderboard: 'Mission leaderboard',
  page_messageV2: 'Platform information',
  page_manualRebate: 'Manual rebate',
};
type Key = keyof typeof EN;

const LO: Record<Key, string> = {
  member_centre: 'ສູນສະມາຊິກ',
  member_menu: 'ເມນູສູນສະມາຊິກ',
  page_securityCenter: 'ບັນຊີຂອງຂ້ອຍ',
  page_transferFund: 'ກະເປົາເງິນ',
  page_depositv2: 'ຝາກເງິນ',
  page_withdraw: 'ຖອນເງິນ',
  page_transferUpline: 'ໂອນໃຫ້ຂັ້ນເທິງ',
  page_personalHistoryCopy: 'ບັນທຶກການເດີມພັນ',
  page_transactionHistory: 'ບັນທຶກບັນຊີ',
  page_personalProfit: 'ກຳໄລ ແລະ ຂາດທຶນ',
  page_bonusDetails: 'ລາຍລະອຽດໂບນັດ',
  page_rewardCenter: 'ສູນລາງວັນ',
  page_referral: 'ແນະນຳໝູ່ ຮັບລາງວັນ',
  page_missionLeaderboard: 'ອັນດັບພາລະກິດ',
  page_messageV2: 'ຂໍ້ມູນແພລດຟອມ',
  page_manualRebate: 'ຄືນເງິນດ້ວຍຕົນເອງ',
};

const CN: Record<Key, string> = {
  member_centre: '会员中心',
  member_menu: '会员中心菜单',
  page_securityCenter: '我的账户',
  page_transferFund: '钱包',
  page_depositv2: '存款',
  page_withdraw: '取款',
  page_transferUpline: '转账给上级',
  page_personalHistoryCopy: '投注记录',
  page_transactionHistory: '账户记录',
  page_personalProfit: '盈亏',
  page_bonusDetails: '红利明细',
  page_rewardCenter: '奖励中心',
  page_referral: '推荐赚佣金',
  page_missionLeaderboard: '任务排行榜',
  page_messageV2: '平台信息',
  page_manualRebate: '手动返水',
};

export const translations: Translations = { LO, EN, CN };
