// Minor units show as kip with 2 decimals and thousands separators.
import { formatKip } from './money';

test('minor units show as kip with 2 decimals', () => {
  expect(formatKip(0)).toBe('₭0.00');
  expect(formatKip(5)).toBe('₭0.05');
  expect(formatKip(123456789)).toBe('₭1,234,567.89');
});
