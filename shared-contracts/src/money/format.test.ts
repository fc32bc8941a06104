import { formatMinorUnits } from './format';

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
