// A refused opening or spin in the member's language: the reward centre's own codes have their texts, every other
// failure (a session that ended, a trial account, the network, bad input) the money pages' texts.
import type { TFunction } from 'i18next';
import { type ApiError } from '@mekong/contracts';
import { REWARD_FAILURES } from '@mekong/contracts/rewards';
import { moneyFailureText } from '../wallet/cashier';

const REWARD_CODES: readonly string[] = Object.values(REWARD_FAILURES);

export function rewardFailureText(t: TFunction, error: ApiError | null): string | null {
  if (error && REWARD_CODES.includes(error.code)) return t(`rewards_error_${error.code}`);
  return moneyFailureText(t, error);
}
