/**
 * The venue city's wall clock: the schedule form shows and takes a game's date as the time of the city
 * where it is played, the API carries instants.
 */

function zoneOffsetMs(instant: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(new Date(instant));
  const get = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  const asUtc = Date.UTC(
    get('year'),
    get('month') - 1,
    get('day'),
    get('hour'),
    get('minute'),
    get('second'),
  );
  return asUtc - Math.floor(instant / 1000) * 1000;
}

/**
 * The instant (ISO UTC) of a wall-clock time in the venue city (`2026-12-01T19:00` in
 * `Asia/Almaty`); null when the text is not a date and time. The schedule form sends this.
 */
export function cityTimeToIso(local: string, timeZone: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(local);
  if (!match) return null;
  const [year, month, day, hour, minute] = match.slice(1).map(Number) as [
    number,
    number,
    number,
    number,
    number,
  ];
  const guess = Date.UTC(year, month - 1, day, hour, minute);
  if (!Number.isFinite(guess)) return null;
  const first = guess - zoneOffsetMs(guess, timeZone);
  const instant = guess - zoneOffsetMs(first, timeZone);
  return new Date(instant).toISOString();
}

/** The venue city's wall-clock time of an instant, as `YYYY-MM-DDTHH:mm` (the form's value). */
export function isoToCityTime(iso: string, timeZone: string): string {
  const time = new Date(iso).getTime();
  const local = new Date(time + zoneOffsetMs(time, timeZone));
  return local.toISOString().slice(0, 16);
}
