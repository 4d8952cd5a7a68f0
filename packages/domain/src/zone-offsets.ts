/**
 * A city zone's UTC offsets, carried by a server-rendered page so that the browser can tell an
 * instant's local date and time there without Intl.
 *
 * Why: the first `Intl.DateTimeFormat` (or `NumberFormat`) a page makes loads ICU's formatting data,
 * 30–60 ms of one main-thread call at 1× CPU in Chromium that cannot yield. Hydrating a server-rendered
 * page formats every date on it again, so that one call was the longest task of the first load. The
 * server works the offsets out with Intl (`zoneOffsetTable`) and writes them into the page
 * (`<script id="quiz-zones" type="application/json">`); `zonedParts` reads them there and answers with
 * plain arithmetic, the same parts Intl gives. An instant outside the table, or a zone the page does not
 * carry, gets null: the caller asks Intl, as before.
 */

/** The id of the page's element that holds the offsets: `{ [timeZone]: ZoneOffsets }` as JSON. */
export const ZONE_OFFSETS_ELEMENT_ID = 'quiz-zones';

/** A zone's offsets between `from` and `to` (epoch ms): from `offsets[i][0]` on, `offsets[i][1]` minutes. */
export interface ZoneOffsets {
  from: number;
  to: number;
  offsets: Array<[start: number, minutes: number]>;
}

/** An instant's local calendar parts in a zone: month is 0-based, weekday 0 = Sunday, hour 0–23. */
export interface ZonedParts {
  year: number;
  month: number;
  day: number;
  weekday: number;
  hour: number;
  minute: number;
}

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/** The zone's offset at an instant, in whole minutes, by Intl (the server's side). */
function intlOffsetMinutes(format: Intl.DateTimeFormat, instant: number): number {
  const at = instant - (((instant % MINUTE) + MINUTE) % MINUTE);
  const part: Record<string, number> = {};
  for (const p of format.formatToParts(at)) part[p.type] = Number(p.value);
  const local = Date.UTC(
    part.year ?? 0,
    (part.month ?? 1) - 1,
    part.day ?? 1,
    (part.hour ?? 0) % 24,
    part.minute ?? 0,
  );
  return Math.round((local - at) / MINUTE);
}

/**
 * The offsets of `timeZone` between `from` and `to`, worked out with Intl: sampled daily, and each
 * change found to the minute. Null for a zone Intl does not know.
 */
export function zoneOffsetTable(timeZone: string, from: number, to: number): ZoneOffsets | null {
  const start = Math.floor(from / MINUTE) * MINUTE;
  let format: Intl.DateTimeFormat;
  try {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      hourCycle: 'h23',
    });
  } catch {
    return null;
  }
  const offsets: ZoneOffsets['offsets'] = [[start, intlOffsetMinutes(format, start)]];
  for (let day = start; day < to; day += DAY) {
    const next = Math.min(day + DAY, to);
    const before = intlOffsetMinutes(format, day);
    if (intlOffsetMinutes(format, next) === before) continue;
    // the change lies in (low, high]: halve the interval down to a minute
    let low = day;
    let high = next;
    while (high - low > MINUTE) {
      const middle = low + Math.floor((high - low) / 2 / MINUTE) * MINUTE;
      if (intlOffsetMinutes(format, middle) === before) low = middle;
      else high = middle;
    }
    offsets.push([high, intlOffsetMinutes(format, high)]);
  }
  return { from: start, to, offsets };
}

function isZoneOffsets(value: unknown): value is ZoneOffsets {
  if (typeof value !== 'object' || value === null) return false;
  const { from, to, offsets } = value as Partial<ZoneOffsets>;
  return (
    typeof from === 'number' &&
    typeof to === 'number' &&
    Array.isArray(offsets) &&
    offsets.length > 0 &&
    offsets.every((o) => Array.isArray(o) && typeof o[0] === 'number' && typeof o[1] === 'number')
  );
}

let pageTables: Map<string, ZoneOffsets> | null = null;

/** The tables of the page (read once, on first use); none outside a browser or on a page without them. */
function tablesOfPage(): Map<string, ZoneOffsets> {
  if (pageTables) return pageTables;
  pageTables = new Map();
  const text =
    typeof document === 'undefined' ? null : document.getElementById(ZONE_OFFSETS_ELEMENT_ID)?.textContent;
  if (!text) return pageTables;
  try {
    const parsed: unknown = JSON.parse(text);
    if (typeof parsed === 'object' && parsed !== null)
      for (const [zone, table] of Object.entries(parsed))
        if (isZoneOffsets(table)) pageTables.set(zone, table);
  } catch {
    // a page with a broken table formats with Intl
  }
  return pageTables;
}

/** Forgets the tables read from the page (tests render one page after another). */
export function forgetPageZoneOffsets(): void {
  pageTables = null;
}

/** The offset the table gives at an instant (the last change at or before it). */
function offsetAt(table: ZoneOffsets, instant: number): number {
  let minutes = table.offsets[0]?.[1] ?? 0;
  for (const [start, value] of table.offsets) {
    if (start > instant) break;
    minutes = value;
  }
  return minutes;
}

/**
 * The local parts of an instant in `timeZone` from the page's table, or null when the page carries no
 * table for the zone or the instant is outside it (the caller asks Intl).
 */
export function zonedParts(instant: number, timeZone: string): ZonedParts | null {
  const table = tablesOfPage().get(timeZone);
  if (!table || !Number.isFinite(instant) || instant < table.from || instant >= table.to) return null;
  const local = new Date(instant + offsetAt(table, instant) * MINUTE);
  return {
    year: local.getUTCFullYear(),
    month: local.getUTCMonth(),
    day: local.getUTCDate(),
    weekday: local.getUTCDay(),
    hour: local.getUTCHours(),
    minute: local.getUTCMinutes(),
  };
}
