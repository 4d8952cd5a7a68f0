import { cityTimeToIso, isoToCityTime } from './city-time';

describe("the venue city's wall clock", () => {
  it("turns the venue city's wall clock into an instant and back", () => {
    expect(cityTimeToIso('2026-12-01T19:00', 'Europe/Moscow')).toBe('2026-12-01T16:00:00.000Z');
    expect(cityTimeToIso('2026-12-01T19:00', 'Asia/Almaty')).toBe('2026-12-01T14:00:00.000Z');
    expect(isoToCityTime('2026-12-01T16:00:00.000Z', 'Europe/Moscow')).toBe('2026-12-01T19:00');
    expect(cityTimeToIso('1 декабря', 'Europe/Moscow')).toBeNull();
  });
});
