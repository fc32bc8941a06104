// Minor units show as kip with 2 decimals and thousands separators.
import { formatMinorUnits } from './money';

test('minor units show as kip with 2 decimals', () => {
  expect(formatMinorUnits(0)).toBe('₭0.00');
  expect(formatMinorUnits(5)).toBe('₭0.05');
  expect(formatMinorUnits(123456789)).toBe('₭1,234,567.89');
});
