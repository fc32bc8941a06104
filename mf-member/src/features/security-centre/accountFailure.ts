// A refused account call in the member's language: the account centre's own codes and refused fields have their
// texts; every other failure (a session that ended, a trial account, a limit, the network) the money pages' texts.
// The server's message is for developers and never shown.
import type { TFunction } from 'i18next';
import { type ApiError } from '@mekong/contracts';
import { ACCOUNT_FAILURES } from '@mekong/contracts/account';
import { moneyFailureText } from '../wallet/cashier';

const ACCOUNT_CODES: readonly string[] = Object.values(ACCOUNT_FAILURES).filter((code) => code !== 'too-many-requests');

/** The fields whose refusal ('bad-request' naming the field) has a text of its own. */
const ACCOUNT_FIELDS: readonly string[] = ['nickname', 'fullname', 'birthday', 'address', 'first'];

export function accountFailureText(t: TFunction, error: ApiError | null): string | null {
  if (!error) return null;
  if (ACCOUNT_CODES.includes(error.code)) return t(`account_error_${error.code}`);
  const field = error.details?.field;
  if (error.code === 'bad-request' && typeof field === 'string' && ACCOUNT_FIELDS.includes(field)) return t(`account_field_${field}`);
  if (error.code === 'invalid-phone-number' || error.code === 'missing-phone-number') return t('account_field_mobile');
  return moneyFailureText(t, error);
}
