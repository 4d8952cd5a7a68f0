/**
 * The city zone's UTC offsets a server-rendered page carries (`<script id="quiz-zones">`), so that the
 * browser hydrates the page's dates without making an Intl formatter (@quiz/domain `zonedParts` says
 * why). The table covers three years back and two ahead, the dates a page shows (results and ratings
 * of past seasons, the schedule); an instant outside it is formatted with Intl in the browser as before.
 * Worked out once a day per zone (25–50 ms of the server; the start's warm-up render pays it for the default city).
 */
import { ZONE_OFFSETS_ELEMENT_ID, zoneOffsetTable } from '@quiz/domain';

const DAY = 24 * 3_600_000;
const YEARS_BACK = 3;
const YEARS_AHEAD = 2;

const tables = new Map<string, { day: number; json: string | null }>();

/** The page's `<script type="application/json">` with the offsets of `timeZone`; '' for no zone or an unknown one. */
export function zoneOffsetsScript(
  timeZone: string | null | undefined,
  toJson: (value: unknown) => string,
  now = Date.now(),
): string {
  if (!timeZone) return '';
  const day = Math.floor(now / DAY) * DAY;
  let entry = tables.get(timeZone);
  if (entry?.day !== day) {
    const table = zoneOffsetTable(timeZone, day - YEARS_BACK * 365 * DAY, day + YEARS_AHEAD * 365 * DAY);
    entry = { day, json: table ? toJson({ [timeZone]: table }) : null };
    tables.set(timeZone, entry);
  }
  return entry.json
    ? `<script id="${ZONE_OFFSETS_ELEMENT_ID}" type="application/json">${entry.json}</script>`
    : '';
}
