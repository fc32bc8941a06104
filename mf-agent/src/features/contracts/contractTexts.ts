// What the contract screens say: the tier column names, and a refused contract call's text by its code — never the
// server's developer message (requirements §8).
import { useTranslation } from 'react-i18next';
import { type ApiError } from '@mekong/contracts';
import { CONTRACT_ERROR_CODES } from '@mekong/contracts/agents';
import { type ContractTierField } from '@mekong/ui/contract-tiers';

/** The codes a contract call can refuse with that have a text of their own (others read as a general failure). */
const CONTRACT_FAILURES: readonly string[] = [...CONTRACT_ERROR_CODES, 'not-in-your-team', 'bad-request', 'non-agent', 'trial-account'];

export function contractFailureText(t: (key: string) => string, error: ApiError | null): string | null {
  if (!error) return null;
  return t(CONTRACT_FAILURES.includes(error.code) ? `contract_error_${error.code}` : 'contract_error_unknown');
}

export function useTierFieldLabels(): Record<ContractTierField, string> {
  const { t } = useTranslation();
  return {
    rateBp: t('tier_rateBp'),
    activeMembers: t('tier_activeMembers'),
    periodValidBet: t('tier_periodValidBet'),
    periodProfitLoss: t('tier_periodProfitLoss'),
    dailyBet: t('tier_dailyBet'),
    hourlyBet: t('tier_hourlyBet'),
    profitRateBp: t('tier_profitRateBp'),
    lossRateBp: t('tier_lossRateBp'),
    singleBet: t('tier_singleBet'),
  };
}
