// The typed-amount rules (format, limits, balance) into minor units, the quick amounts a channel allows, and the
// text of refused money calls (never the server's own message).
import { ApiError } from '@mekong/contracts';
import type { TFunction } from 'i18next';
import { amountSchema, moneyFailureText, quickAmounts, readAmount } from './cashier';
import { cn } from '../../i18n/locales/cn';
import { en } from '../../i18n/locales/en';
import { lo } from '../../i18n/locales/lo';

const limits = { min: 1_000_000, max: 50_000_000, balance: 20_000_000 };
const issue = (text: string) => amountSchema(limits).safeParse(text).error?.issues[0]?.message;

test('an amount typed with separators and up to 2 decimals becomes minor units', () => {
  expect(amountSchema(limits).parse('12,345.6')).toBe(1_234_560);
  expect(amountSchema(limits).parse(' 200000 ')).toBe(20_000_000);
});

test('each way an amount is wrong has its own message', () => {
  expect(issue('')).toBe('amount_required');
  expect(issue('12.345')).toBe('amount_format');
  expect(issue('-5')).toBe('amount_format');
  expect(issue('9,999.99')).toBe('amount_min?amount=%E2%82%AD%2010%2C000.00');
  expect(issue('500,000.01')).toBe('amount_max?amount=%E2%82%AD%20500%2C000.00');
  expect(issue('200,000.01')).toBe('amount_balance');
});

test('quick amounts are whole kip within the limits', () => {
  expect(quickAmounts(1_000_000, 10_000_000)).toEqual([
    { value: '10,000.00', label: '10,000' },
    { value: '50,000.00', label: '50,000' },
    { value: '100,000.00', label: '100,000' },
  ]);
});

test('an amount too large for any limit names the limit, not the format rule', () => {
  expect(issue('99999999999999')).toBe('amount_max?amount=%E2%82%AD%20500%2C000.00');
  expect(issue('99,999,999,999,999,999.99')).toBe('amount_max?amount=%E2%82%AD%20500%2C000.00');
  expect(issue('99999999999999.999')).toBe('amount_format');
  expect(readAmount('99999999999999')).toBe('too-large');
  expect(readAmount('1,234.5')).toBe(123_450);
  expect(readAmount('1e5')).toBeNull();
});

test('every refusal has a translated text and the server message is never shown', () => {
  const t = ((key: string) => `T(${key})`) as unknown as TFunction;
  expect(moneyFailureText(t, null)).toBeNull();
  expect(moneyFailureText(t, new ApiError('withdraw-password-wrong', 'Wrong'))).toBe('T(cashier_error_withdraw-password-wrong)');
  expect(moneyFailureText(t, new ApiError('network', 'down'))).toBe('T(cashier_error_network)');
  expect(moneyFailureText(t, new ApiError('too-many-requests', 'slow down', 429))).toBe('T(cashier_error_too-many-requests)');
  expect(moneyFailureText(t, new ApiError('bad-request', 'amount must be at least 100 minor units'))).toBe('T(cashier_error_bad-request)');
  // A refused field the failure names has its own text.
  const proof = new ApiError('bad-request', "Invalid body field 'proofImages.0': the file is not a png or jpg image", 400, {
    field: 'proofImages',
    index: 0,
  });
  expect(moneyFailureText(t, proof)).toBe('T(cashier_error_field_proofImages)');
  expect(moneyFailureText(t, new ApiError('bad-request', 'x', 400, { field: 'somethingElse' }))).toBe('T(cashier_error_bad-request)');
  expect(moneyFailureText(t, new ApiError('brand-new-code', 'Developer text'))).toBe('T(cashier_error_unknown)');
});

test('the texts of refusals exist in every language', () => {
  for (const texts of [en, lo, cn] as Record<string, string>[]) {
    for (const code of [
      'bad-request',
      'unauthorized',
      'forbidden',
      'not-found',
      'conflict',
      'too-many-requests',
      'maintenance',
      'internal',
    ])
      expect(texts[`cashier_error_${code}`]).toBeTruthy();
    for (const field of ['proofImages', 'receivedAmount', 'accountName', 'depositorName', 'channel'])
      expect(texts[`cashier_error_field_${field}`]).toBeTruthy();
  }
});
