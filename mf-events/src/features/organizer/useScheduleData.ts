/**
 * What the schedule form needs, asked for at once (no waterfall): every theme (archived ones marked),
 * the organizer's venues and cities, and for an existing game the game itself and its «История
 * изменений». Themes and venues changed from the form (created, edited, archived, restored, merged)
 * replace their copies here, so every choice shows them at once.
 */
import type { EventHistoryResponse, OrganizerEvent, OrganizerPlace, OrganizerTheme } from '@quiz/contract';
import { useAsync } from '@quiz/ui';
import { useEffect, useState } from 'react';
import { loadSchedule as loadAnswers } from './api/events';
import type { Venues } from './eventValues';

export interface ScheduleData {
  themes: OrganizerTheme[];
  venues: Venues;
  event: OrganizerEvent | null;
  history: EventHistoryResponse;
}

async function loadSchedule(eventId: number | null, signal: AbortSignal): Promise<ScheduleData> {
  const { themes, places, events, event, history } = await loadAnswers(eventId, { signal });
  return { themes, venues: { places, cities: events.cities }, event, history };
}

/** The list with `item` in place of its old copy (or added at the end). */
function withItem<T extends { id: number }>(items: readonly T[], item: T): T[] {
  return items.some((x) => x.id === item.id)
    ? items.map((x) => (x.id === item.id ? item : x))
    : [...items, item];
}

/** A merged duplicate as the server left it: archived, its games moved to `kept` (as the server answers it). */
function merged<T extends { id: number; archived: boolean; merged_into: number | null; games: number }>(
  items: readonly T[],
  duplicate: number,
  kept: T,
): T[] {
  return withItem(items, kept).map((x) =>
    x.id === duplicate ? { ...x, archived: true, merged_into: kept.id, games: 0 } : x,
  );
}

export function useScheduleData(eventId: number | null) {
  const loaded = useAsync((signal) => loadSchedule(eventId, signal), [eventId]);
  const [data, setData] = useState<ScheduleData | null>(null);
  useEffect(() => setData(loaded.data ?? null), [loaded.data]);
  const setPlaces = (places: (list: readonly OrganizerPlace[]) => OrganizerPlace[]) =>
    setData((d) => d && { ...d, venues: { ...d.venues, places: places(d.venues.places) } });
  return {
    data,
    error: loaded.error,
    reload: loaded.reload,
    /** a theme created, edited, archived or restored */
    saveTheme: (theme: OrganizerTheme) => setData((d) => d && { ...d, themes: withItem(d.themes, theme) }),
    mergeTheme: (duplicate: number, kept: OrganizerTheme) =>
      setData((d) => d && { ...d, themes: merged(d.themes, duplicate, kept) }),
    /** a venue created, edited, archived or restored */
    savePlace: (place: OrganizerPlace) => setPlaces((places) => withItem(places, place)),
    mergePlace: (duplicate: number, kept: OrganizerPlace) =>
      setPlaces((places) => merged(places, duplicate, kept)),
    setEvent: (event: OrganizerEvent) => setData((d) => d && { ...d, event }),
  };
}
