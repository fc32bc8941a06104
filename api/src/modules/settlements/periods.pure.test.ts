// The settlement periods tile time in Vientiane business days (UTC+7): windows of 5 minutes, hours, days, Monday-to-
// Sunday weeks, half months (1st–15th, 16th–end) and months, each followed by the next without a gap.
import { nextPeriod, periodHolding } from './periods';

describe('settlement periods', () => {
  it('holds an instant in the window, hour and business day around it', () => {
    expect(periodHolding('realtimeSalary', null, '2026-11-02T03:14:59.999Z')).toEqual({
      type: 'window',
      start: '2026-11-02T03:10:00.000Z',
      end: '2026-11-02T03:15:00.000Z',
    });
    expect(periodHolding('hourlySalary', null, '2026-11-02T03:00:00.000Z')).toEqual({
      type: 'hour',
      start: '2026-11-02T03:00:00.000Z',
      end: '2026-11-02T04:00:00.000Z',
    });
    // 18:00 UTC is 01:00 the next day in Vientiane.
    expect(periodHolding('dailySalary', null, '2026-11-02T18:00:00.000Z')).toEqual({
      type: 'day',
      start: '2026-11-02T17:00:00.000Z',
      end: '2026-11-03T17:00:00.000Z',
    });
  });

  it('gives dividends their week, half month and month in business days', () => {
    // Sunday 2026-11-08 23:00 in Vientiane: still the week that began Monday 2026-11-02.
    expect(periodHolding('dividend', 'Weekly', '2026-11-08T16:00:00.000Z')).toMatchObject({
      start: '2026-11-01T17:00:00.000Z',
      end: '2026-11-08T17:00:00.000Z',
    });
    expect(periodHolding('dividend', 'Semimonthly', '2026-02-15T12:00:00.000Z')).toMatchObject({
      type: 'Semimonthly',
      start: '2026-01-31T17:00:00.000Z',
      end: '2026-02-15T17:00:00.000Z',
    });
    const second = periodHolding('dividend', 'Semimonthly', '2026-02-16T00:00:00.000Z');
    expect(second).toMatchObject({ start: '2026-02-15T17:00:00.000Z', end: '2026-02-28T17:00:00.000Z' });
    expect(nextPeriod('dividend', 'Semimonthly', second)).toMatchObject({
      start: '2026-02-28T17:00:00.000Z',
      end: '2026-03-15T17:00:00.000Z',
    });
    // December rolls over into January.
    expect(periodHolding('dividend', 'Monthly', '2026-12-31T16:59:59.000Z')).toMatchObject({
      start: '2026-11-30T17:00:00.000Z',
      end: '2026-12-31T17:00:00.000Z',
    });
    expect(periodHolding('dividend', 'Daily', '2026-11-02T03:00:00.000Z')).toMatchObject({
      type: 'Daily',
      start: '2026-11-01T17:00:00.000Z',
    });
  });
});
