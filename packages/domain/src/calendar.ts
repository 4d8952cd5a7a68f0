/**
 * Calendar rules: every day and month of the product is counted in the venue city's own time zone
 * (SPEC: a game at 19:00 in Novosibirsk is on that evening's date there, whatever UTC says). The one
 * place that turns an instant into a calendar day or month; an unknown zone falls back to UTC.
 */
import { zonedParts } from './zone-offsets';

export interface ZonedDate {
  year: string;
  month: string;
  day: string;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    try {
      formatter = new Intl.DateTimeFormat('en-CA', {
        timeZone,
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
      });
    } catch {
      formatter = formatterFor('UTC');
    }
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The calendar date of an instant in a time zone (UTC when the zone is unknown). */
export function zonedDate(instant: string | number | Date, timeZone: string): ZonedDate {
  const fromPage = zonedParts(new Date(instant).getTime(), timeZone);
  if (fromPage) {
    const two = (n: number) => String(n).padStart(2, '0');
    return {
      year: String(fromPage.year).padStart(4, '0'),
      month: two(fromPage.month + 1),
      day: two(fromPage.day),
    };
  }
  const parts = formatterFor(timeZone).formatToParts(new Date(instant));
  const part = (type: Intl.DateTimeFormatPartTypes, fallback: string) =>
    parts.find((p) => p.type === type)?.value ?? fallback;
  return { year: part('year', '0000'), month: part('month', '01'), day: part('day', '01') };
}

/** `YYYY-MM-DD` of an instant in a time zone. */
export function dayKey(instant: string | number | Date, timeZone: string): string {
  const { year, month, day } = zonedDate(instant, timeZone);
  return `${year}-${month}-${day}`;
}

/** `YYYY-MM` of an instant in a time zone. */
export function monthKey(instant: string | number | Date, timeZone: string): string {
  const { year, month } = zonedDate(instant, timeZone);
  return `${year}-${month}`;
}
