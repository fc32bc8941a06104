// The record pages of the member centre (requirements §2), by page id.
import type { ComponentType } from 'react';
import type { MemberCentrePage } from '@mekong/contracts';
import { BetRecords } from './BetRecords';
import { BonusDetails } from './BonusDetails';
import { ProfitReport } from './ProfitReport';
import { TransactionRecords } from './TransactionRecords';

export const RECORD_PAGES: Partial<Record<MemberCentrePage, ComponentType>> = {
  personalHistoryCopy: BetRecords,
  transactionHistory: TransactionRecords,
  personalProfit: ProfitReport,
  bonusDetails: BonusDetails,
};
