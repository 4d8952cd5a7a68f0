import {
  formatCount,
  formatDateLine,
  formatDayMonth,
  formatMoney,
  formatMonthYear,
  formatNumber,
  formatTime,
  formatWeekday,
  MONTHS_GENITIVE,
  NBSP,
  pluralRu,
} from './formatters';

/** Any space-like separator (U+0020, U+00A0, U+202F) → ' ', so assertions do not depend on ICU. */
const plain = (s: string) => s.replace(/[\s\u202F]/g, ' ');

describe('formatNumber', () => {
  it('groups thousands with U+00A0 (as in every ICU) and writes a decimal comma', () => {
    expect(formatNumber(1234)).toBe(`1${NBSP}234`);
    expect(formatNumber(12345.5)).toBe(`12${NBSP}345,5`);
    expect(formatNumber(30)).toBe('30');
    expect(formatNumber(-1500)).toBe(`-1${NBSP}500`);
  });
});

describe('formatMoney', () => {
  it("formats rubles with thousands separators: '1 500 ₽'", () => {
    expect(plain(formatMoney(1500))).toBe('1 500 ₽');
    expect(plain(formatMoney(1234567))).toBe('1 234 567 ₽');
    expect(plain(formatMoney(500))).toBe('500 ₽');
    expect(plain(formatMoney(0))).toBe('0 ₽');
  });
  it('uses U+00A0 (no-break space) for every separator, whatever ICU does', () => {
    expect(formatMoney(1500)).toBe(`1${NBSP}500${NBSP}₽`);
    expect(formatMoney(1500)).not.toMatch(/[ \u202F]/);
  });
  it("uses the city's currency symbol", () => {
    expect(plain(formatMoney(2000, '₸'))).toBe('2 000 ₸');
    expect(plain(formatMoney(2000, ''))).toBe('2 000');
  });
  it('accepts decimal strings from the API and keeps kopecks', () => {
    expect(plain(formatMoney('1500.00'))).toBe('1 500 ₽');
    expect(plain(formatMoney(99.5))).toBe('99,5 ₽');
    expect(plain(formatMoney('junk'))).toBe('0 ₽');
  });
});

describe('dates', () => {
  // Friday 28 November 2025, 19:30 in Moscow.
  const iso = '2025-11-28T16:30:00Z';
  const msk = { timeZone: 'Europe/Moscow' };
  it("formatDateLine gives 'пт, 28 ноября · 19:30'", () => {
    expect(formatDateLine(iso, msk)).toBe('пт, 28 ноября · 19:30');
  });
  it('respects the time zone', () => {
    expect(formatDateLine(iso, { timeZone: 'Asia/Yekaterinburg' })).toBe('пт, 28 ноября · 21:30');
    expect(formatDateLine('2025-11-28T22:30:00Z', msk)).toBe('сб, 29 ноября · 01:30');
  });
  it('an unknown zone falls back to the browser zone instead of throwing', () => {
    expect(() => formatTime(iso, { timeZone: 'Mars/Olympus' })).not.toThrow();
    expect(formatTime(iso, { timeZone: 'Mars/Olympus' })).toBe(formatTime(iso));
  });
  it('formats the parts', () => {
    expect(formatDayMonth(iso, msk)).toBe('28 ноября');
    expect(formatTime(iso, msk)).toBe('19:30');
    expect(formatTime('2025-03-02T06:05:00Z', msk)).toBe('09:05');
    expect(formatWeekday(iso, msk)).toBe('пт');
    expect(formatWeekday(iso, { ...msk, long: true })).toBe('пятница');
  });
  it('uses genitive month names', () => {
    expect(MONTHS_GENITIVE).toHaveLength(12);
    expect(formatDayMonth('2025-01-01T12:00:00Z', msk)).toBe('1 января');
    expect(formatDayMonth('2025-05-09T12:00:00Z', msk)).toBe('9 мая');
    expect(formatDayMonth('2025-08-15T12:00:00Z', msk)).toBe('15 августа');
  });
  it('returns an empty string for an invalid date', () => {
    expect(formatDateLine('nonsense')).toBe('');
    expect(formatTime('nonsense')).toBe('');
  });
  it('formats a month picker label', () => {
    expect(formatMonthYear(2025, 11)).toBe('ноябрь 2025');
  });
});

describe('pluralRu', () => {
  const forms = ['команда', 'команды', 'команд'] as const;
  it.each([
    [1, 'команда'],
    [2, 'команды'],
    [3, 'команды'],
    [4, 'команды'],
    [5, 'команд'],
    [11, 'команд'],
    [12, 'команд'],
    [14, 'команд'],
    [21, 'команда'],
    [22, 'команды'],
    [25, 'команд'],
    [101, 'команда'],
    [111, 'команд'],
    [0, 'команд'],
  ])('%i → %s', (n, word) => {
    expect(pluralRu(n, forms)).toBe(word);
  });
  it('formatCount joins number and word', () => {
    expect(plain(formatCount(3, forms))).toBe('3 команды');
    expect(plain(formatCount(5, forms))).toBe('5 команд');
  });
});

describe('numbers without Intl where no rounding is needed', () => {
  const viaIntl = (value: number, maxFraction: number) =>
    new Intl.NumberFormat('ru-RU', { maximumFractionDigits: maxFraction, useGrouping: 'always' })
      .format(value)
      .replace(/[\s\u202F]/g, NBSP);

  it("gives Intl's text for whole numbers, halves, quarters and eighths, negatives, huge and odd values", () => {
    const values = [0, -0, 1e21, -1e21, 123.4567, 0.0001, 1.005, Number.NaN, Number.POSITIVE_INFINITY];
    for (let n = -20_000; n <= 2_000_000; n += 997) values.push(n, n + 0.5, n + 0.25, n - 0.125, n / 100);
    const differences = values.flatMap((value) => {
      const number = formatNumber(value) === viaIntl(value, 3) ? [] : [`formatNumber(${value})`];
      const money =
        formatMoney(value, '') === viaIntl(Number.isFinite(value) ? value : 0, 2)
          ? []
          : [`formatMoney(${value})`];
      return [...number, ...money];
    });
    expect(differences).toEqual([]);
  });

  it('makes no Intl formatter for the sums and scores a page shows', () => {
    const made = jest.spyOn(Intl, 'NumberFormat');
    // a fresh copy of the module: no formatter kept from the tests above
    jest.isolateModules(() => {
      const fresh: typeof import('./formatters') = require('./formatters');
      expect(fresh.formatMoney(1500)).toBe(`1${NBSP}500${NBSP}₽`);
      expect(fresh.formatNumber(12345.5)).toBe(`12${NBSP}345,5`);
    });
    expect(made).not.toHaveBeenCalled();
    made.mockRestore();
  });
});
