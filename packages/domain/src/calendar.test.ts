import { dayKey, monthKey } from './calendar';

describe('calendar in the venue city time zone', () => {
  it('counts the day in the city, not in UTC', () => {
    // 20:00 UTC on 30 Nov is already 1 Dec in Novosibirsk (UTC+7) and still 30 Nov in Moscow (UTC+3)
    expect(dayKey('2026-11-30T20:00:00.000Z', 'Asia/Novosibirsk')).toBe('2026-12-01');
    expect(dayKey('2026-11-30T20:00:00.000Z', 'Europe/Moscow')).toBe('2026-11-30');
  });

  it('counts the month in the city', () => {
    expect(monthKey('2026-11-30T20:00:00.000Z', 'Asia/Novosibirsk')).toBe('2026-12');
    expect(monthKey('2026-11-30T20:00:00.000Z', 'Europe/Moscow')).toBe('2026-11');
  });

  it('falls back to UTC for an unknown zone', () => {
    expect(dayKey('2026-11-30T23:30:00.000Z', 'Nowhere/Atlantis')).toBe('2026-11-30');
    expect(monthKey('2026-01-01T00:10:00.000Z', '')).toBe('2026-01');
  });
});
