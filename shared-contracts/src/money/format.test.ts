import { formatMinorUnits, formatMoney, parseMinorUnits } from './format';

describe('formatMinorUnits', () => {
  it.each([
    [0, '0.00'],
    [5, '0.05'],
    [123456, '1,234.56'],
    [100000000, '1,000,000.00'],
    [-2550, '-25.50'],
  ])('%d minor units show as %s', (minor, text) => {
    expect(formatMinorUnits(minor)).toBe(text);
  });
});

describe('parseMinorUnits', () => {
  it.each([
    ['0', 0],
    ['12', 1200],
    ['1,234.5', 123450],
    [' 1234.56 ', 123456],
    ['0.05', 5],
  ])('%s is %d minor units', (text, minor) => {
    expect(parseMinorUnits(text)).toBe(minor);
  });

  it.each(['', 'abc', '1.234', '-5', '1e5', '.5', '12.'])('refuses %j', (text) => {
    expect(parseMinorUnits(text)).toBeNull();
  });
});

test('formatMoney puts the currency symbol before the amount', () => {
  expect(formatMoney(-123456, '₭')).toBe('₭ -1,234.56');
});
