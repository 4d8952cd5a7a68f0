/**
 * What the schedule form needs, asked for at once (no waterfall), each a query of the page's cache:
 * every theme (archived ones marked), the organizer's venues and cities, and for an existing game the
 * game itself and its «История изменений». The cities come from the answer for all of the organizer's
 * games, which the console's list (/organizer) shows too: opened from there, it is in the cache already.
 * Themes and venues changed from the form (created, edited, merged) are written into the cache, so every
 * choice shows them at once.
 */
import type { EventHistoryResponse, OrganizerEvent, OrganizerPlace, OrganizerTheme } from '@quiz/contract';
import { type QueryKey, useQueries, useQueryClient } from '@tanstack/react-query';
import {
  eventQueryOptions,
  historyQueryOptions,
  organizerEventsQueryOptions,
  placesQueryOptions,
  scheduleKeys,
  themesQueryOptions,
  withItem,
} from './api/schedule';
import type { Venues } from './eventValues';

export interface ScheduleData {
  themes: OrganizerTheme[];
  venues: Venues;
  event: OrganizerEvent | null;
  history: EventHistoryResponse;
}

type CatalogueEntry = { id: number; archived: boolean; merged_into: number | null; games: number };

/** A merged duplicate as the server left it: archived, its games moved to `kept` (as the server answers it). */
function merged<T extends CatalogueEntry>(items: readonly T[], duplicate: number, kept: T): T[] {
  return withItem(items, kept).map((x) =>
    x.id === duplicate ? { ...x, archived: true, merged_into: kept.id, games: 0 } : x,
  );
}

const NO_GAME = -1;

export function useScheduleData(eventId: number | null) {
  const queryClient = useQueryClient();
  const id = eventId ?? NO_GAME;
  const [themes, places, events, event, history] = useQueries({
    queries: [
      themesQueryOptions(),
      placesQueryOptions(),
      organizerEventsQueryOptions(null),
      { ...eventQueryOptions(id), enabled: eventId !== null },
      { ...historyQueryOptions(id), enabled: eventId !== null },
    ],
  });
  const parts = eventId === null ? [themes, places, events] : [themes, places, events, event, history];
  const ready =
    themes.data && places.data && events.data && (eventId === null || (event.data && history.data));
  const data: ScheduleData | null = ready
    ? {
        themes: themes.data,
        venues: { places: places.data, cities: events.data.cities },
        event: eventId === null ? null : (event.data ?? null),
        history: eventId === null ? [] : (history.data ?? []),
      }
    : null;
  /** a theme's or a venue's list in the cache, changed */
  const cached = <T extends CatalogueEntry>(key: QueryKey) => ({
    save: (item: T) => queryClient.setQueryData<T[]>(key, (list) => list && withItem(list, item)),
    merge: (duplicate: number, kept: T) =>
      queryClient.setQueryData<T[]>(key, (list) => list && merged(list, duplicate, kept)),
  });
  const themeList = cached<OrganizerTheme>(scheduleKeys.themes);
  const placeList = cached<OrganizerPlace>(scheduleKeys.places);
  return {
    data,
    error: parts.find((q) => q.error)?.error ?? undefined,
    /** a theme created, edited, archived or restored */
    saveTheme: themeList.save,
    mergeTheme: themeList.merge,
    /** a venue created, edited, archived or restored */
    savePlace: placeList.save,
    mergePlace: placeList.merge,
  };
}
