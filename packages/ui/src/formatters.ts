/**
 * Russian formatting of money, dates, times and plurals (Intl with ru-RU).
 *
 * Spaces: Intl's ru-RU group separator is U+00A0 (NO-BREAK SPACE) in Node 20's ICU and Chrome,
 * U+202F (NARROW NO-BREAK SPACE) in some other ICU builds. formatMoney normalizes every separator
 * to U+00A0 (NBSP), so its output is the same everywhere: '1\u00A0500\u00A0₽'.
 * In tests, @testing-library's default text normalizer collapses any whitespace (NBSP included)
 * to ' ', so `getByText('1 500 ₽')` matches.
 */

import { type ZonedParts, zonedParts } from '@quiz/domain';

export const NBSP = '\u00A0';

/**
 * A formatter made on its first use, then kept. Constructing the first Intl object of a kind loads ICU's
 * data for the locale (tens of milliseconds on a phone): at module load that was paid by every page
 * that imports @quiz/ui, in the start's longest task, whether it formats anything or not.
 */
function onFirstUse<T>(make: () => T): () => T {
  let made: T | undefined;
  return () => {
    made ??= make();
    return made;
  };
}

const moneyFormat = onFirstUse(
  () => new Intl.NumberFormat('ru-RU', { maximumFractionDigits: 2, useGrouping: 'always' }),
);
const numberFormat = onFirstUse(
  () => new Intl.NumberFormat('ru-RU', { maximumFractionDigits: 3, useGrouping: 'always' }),
);

/**
 * ru-RU grouping of a number whose shortest decimal form needs no rounding ('1 234,5', U+00A0 between
 * the groups, '-' before a negative): the text Intl gives, without the 30–60 ms its first NumberFormat
 * costs a page (ICU's number data). A number that needs rounding, or that JavaScript writes with an
 * exponent, goes to Intl itself.
 */
function groupedRu(value: number, maxFraction: number, intl: () => Intl.NumberFormat): string {
  const digits = String(Math.abs(value));
  const [whole = '', fraction = ''] = digits.split('.');
  if (Object.is(value, -0) || !/^\d+(\.\d+)?$/.test(digits) || fraction.length > maxFraction)
    return intl()
      .format(value)
      .replace(/[\s\u202F]/g, NBSP);
  const grouped = whole.replace(/\B(?=(\d{3})+$)/g, NBSP);
  return `${value < 0 ? '-' : ''}${grouped}${fraction ? `,${fraction}` : ''}`;
}

/** 1500 → '1 500 ₽' (separators are U+00A0). Non-numeric strings are parsed; junk gives '0 ₽'. */
export function formatMoney(value: number | string | null | undefined, symbol = '₽'): string {
  const n = typeof value === 'number' ? value : Number.parseFloat(String(value ?? '0'));
  const formatted = groupedRu(Number.isFinite(n) ? n : 0, 2, moneyFormat);
  return symbol ? `${formatted}${NBSP}${symbol}` : formatted;
}

/**
 * 1234.5 → '1 234,5' (separators are U+00A0): scores and points. Same text in Node and every browser,
 * whatever their ICU (a page rendered on the server is hydrated with exactly this text).
 */
export function formatNumber(value: number): string {
  return groupedRu(value, 3, numberFormat);
}

/** Month names in the genitive case, as in «28 ноября». */
export const MONTHS_GENITIVE = [
  'января',
  'февраля',
  'марта',
  'апреля',
  'мая',
  'июня',
  'июля',
  'августа',
  'сентября',
  'октября',
  'ноября',
  'декабря',
] as const;

/** Month names in the nominative case, for month pickers («Ноябрь 2025»). */
export const MONTHS_NOMINATIVE = [
  'январь',
  'февраль',
  'март',
  'апрель',
  'май',
  'июнь',
  'июль',
  'август',
  'сентябрь',
  'октябрь',
  'ноябрь',
  'декабрь',
] as const;

/** Short weekday names, Sunday first (Date#getDay order). */
export const WEEKDAYS_SHORT = ['вс', 'пн', 'вт', 'ср', 'чт', 'пт', 'сб'] as const;
export const WEEKDAYS_LONG = [
  'воскресенье',
  'понедельник',
  'вторник',
  'среда',
  'четверг',
  'пятница',
  'суббота',
] as const;

export interface DateFormatOptions {
  /** IANA zone to show the time in (e.g. 'Europe/Moscow'); the browser's own zone by default. */
  timeZone?: string;
}

export type DateInput = string | number | Date;

/** month 0-based, weekday 0 = Sunday, hour 0–23 (@quiz/domain's `ZonedParts`) */
type DateParts = ZonedParts;

const partsFormatters = new Map<string, Intl.DateTimeFormat>();

function localPartsOf(d: Date): DateParts {
  return {
    year: d.getFullYear(),
    month: d.getMonth(),
    day: d.getDate(),
    weekday: d.getDay(),
    hour: d.getHours(),
    minute: d.getMinutes(),
  };
}

function partsIn(date: DateInput, timeZone: string | undefined): DateParts | null {
  const d = date instanceof Date ? date : new Date(date);
  if (Number.isNaN(d.getTime())) return null;
  // the browser's own zone is the Date's: no Intl needed
  if (timeZone === undefined) return localPartsOf(d);
  // a server-rendered page carries its city zone's offsets: no Intl while it hydrates (see zonedParts)
  const fromPage = zonedParts(d.getTime(), timeZone);
  if (fromPage) return fromPage;
  let fmt = partsFormatters.get(timeZone);
  if (!fmt) {
    try {
      fmt = new Intl.DateTimeFormat('en-US', {
        timeZone,
        year: 'numeric',
        month: 'numeric',
        day: 'numeric',
        weekday: 'short',
        hour: 'numeric',
        minute: 'numeric',
        hourCycle: 'h23',
      });
    } catch {
      // a zone Intl does not know (RangeError): the browser's own zone
      return localPartsOf(d);
    }
    partsFormatters.set(timeZone, fmt);
  }
  const parts: Record<string, string> = {};
  for (const p of fmt.formatToParts(d)) parts[p.type] = p.value;
  const weekdays = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
  return {
    year: Number(parts.year),
    month: Number(parts.month) - 1,
    day: Number(parts.day),
    weekday: weekdays.indexOf(parts.weekday ?? ''),
    hour: Number(parts.hour) % 24,
    minute: Number(parts.minute),
  };
}

/** '28 ноября' ('' for an invalid date). */
export function formatDayMonth(date: DateInput, options: DateFormatOptions = {}): string {
  const p = partsIn(date, options.timeZone);
  return p ? `${p.day} ${MONTHS_GENITIVE[p.month]}` : '';
}

/** '19:30' ('' for an invalid date). */
export function formatTime(date: DateInput, options: DateFormatOptions = {}): string {
  const p = partsIn(date, options.timeZone);
  return p ? `${String(p.hour).padStart(2, '0')}:${String(p.minute).padStart(2, '0')}` : '';
}

/** 'пт' (or 'пятница' with long: true; '' for an invalid date). */
export function formatWeekday(date: DateInput, options: DateFormatOptions & { long?: boolean } = {}): string {
  const p = partsIn(date, options.timeZone);
  if (!p) return '';
  return (options.long ? WEEKDAYS_LONG : WEEKDAYS_SHORT)[p.weekday] ?? '';
}

/** The event card's date line: 'пт, 28 ноября · 19:30' ('' for an invalid date). */
export function formatDateLine(date: DateInput, options: DateFormatOptions = {}): string {
  const p = partsIn(date, options.timeZone);
  if (!p) return '';
  return `${formatWeekday(date, options)}, ${formatDayMonth(date, options)} · ${formatTime(date, options)}`;
}

/** 'ноябрь 2025' for a month picker; month is 1-based. */
export function formatMonthYear(year: number, month: number): string {
  return `${MONTHS_NOMINATIVE[month - 1] ?? ''} ${year}`;
}

const pluralRules = onFirstUse(() => new Intl.PluralRules('ru-RU'));

/** The Russian plural form for n: pluralRu(3, ['команда', 'команды', 'команд']) → 'команды'. */
export function pluralRu(n: number, forms: readonly [one: string, few: string, many: string]): string {
  switch (pluralRules().select(n)) {
    case 'one':
      return forms[0];
    case 'few':
      return forms[1];
    case 'many':
      return forms[2];
    default:
      // 'other' is used for fractions in Russian: «1,5 команды».
      return forms[1];
  }
}

/** The words the site counts most, for `formatCount`/`pluralRu`. */
export const TEAM_WORDS = ['команда', 'команды', 'команд'] as const;
export const PLAYER_WORDS = ['игрок', 'игрока', 'игроков'] as const;
export const PARTICIPANT_WORDS = ['участник', 'участника', 'участников'] as const;

/** '5 команд' (number and word, joined by U+00A0 so they never wrap apart). */
export function formatCount(n: number, forms: readonly [string, string, string]): string {
  return `${n}${NBSP}${pluralRu(n, forms)}`;
}
