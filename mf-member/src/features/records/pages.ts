// The record pages of the member centre (requirements §2), by page id, each in its own chunk.
import type { ComponentType } from 'react';
import type { MemberCentrePage } from '@mekong/contracts';
import { lazyPage } from '@mekong/ui/remote';

export const RECORD_PAGES: Partial<Record<MemberCentrePage, ComponentType>> = {
  personalHistoryCopy: lazyPage(() => import('./BetRecords').then((m) => m.BetRecords)),
  transactionHistory: lazyPage(() => import('./TransactionRecords').then((m) => m.TransactionRecords)),
  personalProfit: lazyPage(() => import('./ProfitReport').then((m) => m.ProfitReport)),
  bonusDetails: lazyPage(() => import('./BonusDetails').then((m) => m.BonusDetails)),
};
