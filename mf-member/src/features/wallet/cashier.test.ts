// The typed-amount rules (format, limits, balance) into minor units, the quick amounts a channel allows, and the
// text of refused money calls.
import { ApiError } from '@mekong/contracts';
import type { TFunction } from 'i18next';
import { amountSchema, moneyFailureText, quickAmounts } from './cashier';

const limits = { min: 1_000_000, max: 50_000_000, balance: 20_000_000 };
const issue = (text: string) => amountSchema(limits).safeParse(text).error?.issues[0]?.message;

test('an amount typed with separators and up to 2 decimals becomes minor units', () => {
  expect(amountSchema(limits).parse('12,345.6')).toBe(1_234_560);
  expect(amountSchema(limits).parse(' 200000 ')).toBe(20_000_000);
});

test('each way an amount is wrong has its own message', () => {
  expect(issue('')).toBe('cashier_amount_required');
  expect(issue('12.345')).toBe('cashier_amount_format');
  expect(issue('-5')).toBe('cashier_amount_format');
  expect(issue('9,999.99')).toBe('cashier_amount_min?amount=%E2%82%AD%2010%2C000.00');
  expect(issue('500,000.01')).toBe('cashier_amount_max?amount=%E2%82%AD%20500%2C000.00');
  expect(issue('200,000.01')).toBe('cashier_amount_balance');
});

test('quick amounts are whole kip within the limits', () => {
  expect(quickAmounts(1_000_000, 10_000_000)).toEqual([
    { value: '10,000.00', label: '10,000' },
    { value: '50,000.00', label: '50,000' },
    { value: '100,000.00', label: '100,000' },
  ]);
});

test('known money codes are translated; other refusals keep the server message', () => {
  const t = ((key: string) => `T(${key})`) as unknown as TFunction;
  expect(moneyFailureText(t, null)).toBeNull();
  expect(moneyFailureText(t, new ApiError('withdraw-password-wrong', 'Wrong'))).toBe('T(cashier_error_withdraw-password-wrong)');
  expect(moneyFailureText(t, new ApiError('network', 'down'))).toBe('T(cashier_error_network)');
  expect(moneyFailureText(t, new ApiError('bad-request', 'amount must be at least 100 minor units'))).toBe(
    'amount must be at least 100 minor units',
  );
});
