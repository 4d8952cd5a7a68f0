/**
 * What the schedule form needs, asked for at once (no waterfall): the themes, the organizer's venues
 * and cities, and for an existing game the game itself and its «История изменений».
 */
import type { EventHistoryResponse, OrganizerEvent, OrganizerPlace, Theme } from '@quiz/contract';
import { useAsync } from '@quiz/ui';
import { useEffect, useState } from 'react';
import { loadSchedule as loadAnswers } from './api/events';
import type { Venues } from './eventValues';

export interface ScheduleData {
  themes: Theme[];
  venues: Venues;
  event: OrganizerEvent | null;
  history: EventHistoryResponse;
}

async function loadSchedule(eventId: number | null, signal: AbortSignal): Promise<ScheduleData> {
  const { themes, places, events, event, history } = await loadAnswers(eventId, { signal });
  return { themes, venues: { places, cities: events.cities }, event, history };
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
