// Draw times of weekly schedules in Asia/Vientiane (UTC+7): the next draw, the draws held, the draw of a numero.
import { drawTimeOf, heldDraws, nextDrawTime } from './schedule';

const DAILY = { drawDays: [0, 1, 2, 3, 4, 5, 6], drawTime: '18:15' };
/** Monday and Saturday at 16:15, like Hồ Chí Minh. */
const MON_SAT = { drawDays: [1, 6], drawTime: '16:15' };
const iso = (date: Date | null) => date?.toISOString();

describe('next draw', () => {
  it('is today at the draw time until that moment, then tomorrow (18:15 in Vientiane is 11:15 UTC)', () => {
    expect(iso(nextDrawTime(DAILY, new Date('2025-11-24T11:14:59.999Z')))).toBe('2025-11-24T11:15:00.000Z');
    expect(iso(nextDrawTime(DAILY, new Date('2025-11-24T11:15:00.000Z')))).toBe('2025-11-25T11:15:00.000Z');
    // 23:30 UTC on the 24th is already the 25th in Vientiane.
    expect(iso(nextDrawTime(DAILY, new Date('2025-11-24T23:30:00.000Z')))).toBe('2025-11-25T11:15:00.000Z');
  });

  it('skips to the next weekday of the schedule', () => {
    // Monday 2025-11-24 after the draw: Saturday 29th; Saturday after the draw: Monday 1 December.
    expect(iso(nextDrawTime(MON_SAT, new Date('2025-11-24T10:00:00.000Z')))).toBe('2025-11-29T09:15:00.000Z');
    expect(iso(nextDrawTime(MON_SAT, new Date('2025-11-29T09:15:00.000Z')))).toBe('2025-12-01T09:15:00.000Z');
    expect(iso(nextDrawTime(MON_SAT, new Date('2025-11-24T09:14:00.000Z')))).toBe('2025-11-24T09:15:00.000Z');
  });

  it('refuses a schedule without draw days', () => {
    expect(() => nextDrawTime({ drawDays: [], drawTime: '18:15' }, new Date())).toThrow('at least one draw day');
  });
});

describe('held draws', () => {
  it('lists the latest draws held at or before now, newest first, named by their Vientiane day', () => {
    expect(heldDraws(DAILY, new Date('2025-11-24T11:15:00.000Z'), 3)).toEqual([
      { numero: '20251124', openTime: new Date('2025-11-24T11:15:00.000Z') },
      { numero: '20251123', openTime: new Date('2025-11-23T11:15:00.000Z') },
      { numero: '20251122', openTime: new Date('2025-11-22T11:15:00.000Z') },
    ]);
    expect(heldDraws(DAILY, new Date('2025-11-24T11:14:00.000Z'), 1).map((d) => d.numero)).toEqual(['20251123']);
    expect(heldDraws(MON_SAT, new Date('2025-11-28T00:00:00.000Z'), 4).map((d) => d.numero)).toEqual([
      '20251124',
      '20251122',
      '20251117',
      '20251115',
    ]);
    expect(heldDraws({ drawDays: [], drawTime: '18:15' }, new Date(), 3)).toEqual([]);
  });
});

describe('draw of a numero', () => {
  it('is the draw time of that day when the schedule draws then', () => {
    expect(iso(drawTimeOf('20251129', MON_SAT))).toBe('2025-11-29T09:15:00.000Z');
    expect(drawTimeOf('20251125', MON_SAT)).toBeNull();
  });

  it('accepts only real calendar days', () => {
    expect(iso(drawTimeOf('20240229', DAILY))).toBe('2024-02-29T11:15:00.000Z');
    for (const numero of ['20250229', '20250230', '20251301', '20251100', '2025112', 'abcdefgh'])
      expect({ numero, draw: drawTimeOf(numero, DAILY) }).toEqual({ numero, draw: null });
  });
});
