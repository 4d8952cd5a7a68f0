/**
 * What the schedule form needs, asked for at once (no waterfall): the themes, the organizer's venues
 * and cities, and for an existing game the game itself and its «История изменений».
 */
import { callApi } from '@quiz/api';
import type { EventHistoryResponse, OrganizerEvent, OrganizerPlace, Theme } from '@quiz/contract';
import { useAsync } from '@quiz/ui';
import { useEffect, useState } from 'react';
import type { Venues } from './eventValues';

export interface ScheduleData {
  themes: Theme[];
  venues: Venues;
  event: OrganizerEvent | null;
  history: EventHistoryResponse;
}

async function loadSchedule(eventId: number | null, signal: AbortSignal): Promise<ScheduleData> {
  const options = { signal };
  const [themes, places, mine, event, history] = await Promise.all([
    callApi('themes', undefined, options),
    callApi('organizerPlaces', {}, options),
    callApi('organizerEvents', {}, options),
    eventId === null ? null : callApi('organizerEvent', { params: { id: eventId } }, options),
    eventId === null ? [] : callApi('organizerEventHistory', { params: { id: eventId } }, options),
  ]);
  return { themes, venues: { places, cities: mine.cities }, event, history };
}

export function useScheduleData(eventId: number | null) {
  const loaded = useAsync((signal) => loadSchedule(eventId, signal), [eventId]);
  const [data, setData] = useState<ScheduleData | null>(null);
  useEffect(() => setData(loaded.data ?? null), [loaded.data]);
  return {
    data,
    error: loaded.error,
    reload: loaded.reload,
    addTheme: (theme: Theme) => setData((d) => d && { ...d, themes: [...d.themes, theme] }),
    savePlace: (place: OrganizerPlace) =>
      setData(
        (d) =>
          d && {
            ...d,
            venues: { ...d.venues, places: [...d.venues.places.filter((p) => p.id !== place.id), place] },
          },
      ),
    setEvent: (event: OrganizerEvent) => setData((d) => d && { ...d, event }),
  };
}
