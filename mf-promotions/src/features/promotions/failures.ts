// A refused promotion call in the member's language: each PROMOTION_FAILURES code has its text; a dropped link one
// text; anything else the general one. The server's own message is for developers and never shown.
import type { TFunction } from 'i18next';
import { type ApiError } from '@mekong/contracts';
import { PROMOTION_FAILURES } from '@mekong/contracts/promotions';

const CODES: readonly string[] = Object.values(PROMOTION_FAILURES);
const LINK_FAILURES: readonly string[] = ['network', 'timeout', 'bad-response'];

export function promotionFailureText(t: TFunction, error: ApiError | null): string | null {
  if (!error) return null;
  if (CODES.includes(error.code)) return t(`failure_${error.code.replace(/-/g, '_')}`);
  if (LINK_FAILURES.includes(error.code)) return t('failure_network');
  if (error.code === 'bad-request' && error.details?.field === 'images') return t('failure_images');
  return t('failure_unknown');
}
