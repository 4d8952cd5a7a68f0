import { zonedDate } from './calendar';
import {
  forgetPageZoneOffsets,
  ZONE_OFFSETS_ELEMENT_ID,
  type ZoneOffsets,
  zonedParts,
  zoneOffsetTable,
} from './zone-offsets';

const HOUR = 3_600_000;
const FROM = Date.UTC(2025, 0, 1);
const TO = Date.UTC(2027, 0, 1);

/** What Intl says of an instant in a zone: the parts zonedParts must give. */
function intlParts(instant: number, timeZone: string) {
  const part: Record<string, string> = {};
  const format = new Intl.DateTimeFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    weekday: 'short',
    hour: 'numeric',
    minute: 'numeric',
    hourCycle: 'h23',
  });
  for (const p of format.formatToParts(instant)) part[p.type] = p.value;
  return {
    year: Number(part.year),
    month: Number(part.month) - 1,
    day: Number(part.day),
    weekday: ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'].indexOf(part.weekday ?? ''),
    hour: Number(part.hour) % 24,
    minute: Number(part.minute),
  };
}

/** Puts the tables into the page as the server writes them. */
function pageWith(tables: Record<string, ZoneOffsets | null>): void {
  document.getElementById(ZONE_OFFSETS_ELEMENT_ID)?.remove();
  const element = document.createElement('script');
  element.type = 'application/json';
  element.id = ZONE_OFFSETS_ELEMENT_ID;
  element.textContent = JSON.stringify(tables);
  document.body.append(element);
  forgetPageZoneOffsets();
}

afterEach(() => {
  document.getElementById(ZONE_OFFSETS_ELEMENT_ID)?.remove();
  forgetPageZoneOffsets();
});

describe('zoneOffsetTable', () => {
  it('a zone without summer time has one offset: Moscow is UTC+3', () => {
    expect(zoneOffsetTable('Europe/Moscow', FROM, TO)?.offsets).toEqual([[FROM, 180]]);
  });

  it('finds each change of a zone with summer time to the minute', () => {
    const berlin = zoneOffsetTable('Europe/Berlin', FROM, TO);
    // 2025: 30 March 01:00 UTC to +2, 26 October 01:00 UTC back to +1; 2026: 29 March and 25 October
    expect(berlin?.offsets).toEqual([
      [FROM, 60],
      [Date.UTC(2025, 2, 30, 1), 120],
      [Date.UTC(2025, 9, 26, 1), 60],
      [Date.UTC(2026, 2, 29, 1), 120],
      [Date.UTC(2026, 9, 25, 1), 60],
    ]);
  });

  it('is null for a zone Intl does not know', () => {
    expect(zoneOffsetTable('Mars/Olympus', FROM, TO)).toBeNull();
  });
});

describe('zonedParts', () => {
  const zones = ['Europe/Moscow', 'Asia/Novosibirsk', 'Europe/Berlin', 'America/New_York', 'Asia/Kolkata'];

  it("gives Intl's parts for every hour and half hour of two years in zones with and without summer time", () => {
    pageWith(Object.fromEntries(zones.map((zone) => [zone, zoneOffsetTable(zone, FROM, TO)])));
    const differences: string[] = [];
    for (const zone of zones)
      for (let instant = FROM; instant < TO; instant += 7 * HOUR + 30 * 60_000) {
        const expected = intlParts(instant, zone);
        const actual = zonedParts(instant, zone);
        if (JSON.stringify(actual) !== JSON.stringify(expected))
          differences.push(`${zone} ${new Date(instant).toISOString()}`);
      }
    expect(differences).toEqual([]);
  });

  it('is null where the page carries no table: another zone, an instant outside it, no element at all', () => {
    pageWith({ 'Europe/Moscow': zoneOffsetTable('Europe/Moscow', FROM, TO) });
    expect(zonedParts(Date.UTC(2025, 5, 1), 'Europe/Berlin')).toBeNull();
    expect(zonedParts(TO, 'Europe/Moscow')).toBeNull();
    expect(zonedParts(FROM - 1, 'Europe/Moscow')).toBeNull();
    document.getElementById(ZONE_OFFSETS_ELEMENT_ID)?.remove();
    forgetPageZoneOffsets();
    expect(zonedParts(Date.UTC(2025, 5, 1), 'Europe/Moscow')).toBeNull();
  });

  it('a broken element is ignored (Intl answers instead)', () => {
    pageWith({});
    const element = document.getElementById(ZONE_OFFSETS_ELEMENT_ID);
    if (element) element.textContent = '{"Europe/Moscow": {"from": "x"}} trailing';
    forgetPageZoneOffsets();
    expect(zonedParts(Date.UTC(2025, 5, 1), 'Europe/Moscow')).toBeNull();
  });

  it("the calendar's day comes from the table with the same answer as Intl, and no formatter is made", () => {
    pageWith({ 'Asia/Novosibirsk': zoneOffsetTable('Asia/Novosibirsk', FROM, TO) });
    const made = jest.spyOn(Intl, 'DateTimeFormat');
    // 19:00 in Novosibirsk on 28 November is 12:00 UTC; 23:30 there is already 29 November
    expect(zonedDate('2025-11-28T12:00:00Z', 'Asia/Novosibirsk')).toEqual({
      year: '2025',
      month: '11',
      day: '28',
    });
    expect(zonedDate('2025-11-28T17:30:00Z', 'Asia/Novosibirsk')).toEqual({
      year: '2025',
      month: '11',
      day: '29',
    });
    expect(made).not.toHaveBeenCalled();
    made.mockRestore();
  });
});
