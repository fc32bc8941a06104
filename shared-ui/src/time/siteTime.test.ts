// The site's display clock is Vientiane's (UTC+7, no daylight saving), whatever zone the machine runs in.
import { formatSiteTime, SITE_TIME_ZONE } from './siteTime';

test('a moment shows as Vientiane time in the site format', () => {
  expect(SITE_TIME_ZONE).toBe('Asia/Vientiane');
  // The north draw: 11:15 UTC is 18:15 in Vientiane.
  expect(formatSiteTime('2026-11-26T11:15:00Z')).toBe('2026/11/26 18:15:00');
  // Past midnight in Vientiane is still the day before in UTC.
  expect(formatSiteTime(Date.parse('2026-11-26T17:30:00Z'))).toBe('2026/11/27 00:30:00');
  expect(formatSiteTime(new Date('2026-06-01T00:00:00-04:00'), 'HH:mm')).toBe('11:00');
});

test('what is not a time shows as nothing rather than Invalid Date', () => {
  expect(formatSiteTime('not a time')).toBeNull();
  expect(formatSiteTime(Number.NaN)).toBeNull();
});

test('midnight is 00 and every field keeps two digits', () => {
  expect(formatSiteTime('2026-01-04T17:00:00Z')).toBe('2026/01/05 00:00:00');
  expect(formatSiteTime('2026-01-04T17:05:09Z', 'YYYY-MM-DD')).toBe('2026-01-05');
});

test("the clock is made on first use, not when the kit's entry is evaluated (a start-up cost on a phone, issue 15)", async () => {
  const made = jest.spyOn(Intl, 'DateTimeFormat');
  try {
    await jest.isolateModulesAsync(async () => {
      const kit = await import('../index');
      expect(made).not.toHaveBeenCalled();
      expect(kit.formatSiteTime('2026-11-26T11:15:00Z')).toBe('2026/11/26 18:15:00');
      kit.formatSiteTime('2026-11-26T11:16:00Z');
      expect(made).toHaveBeenCalledTimes(1);
    });
  } finally {
    made.mockRestore();
  }
});
