/** The organizer's games: the list, one game with what its form needs, create, save and the workflow moves. */
import type { CallOptions } from '@quiz/api';
import type {
  EventCreateInput,
  EventHistoryResponse,
  EventUpdateInput,
  OrganizerEvent,
  OrganizerEventsResponse,
  OrganizerPlace,
  OrganizerTheme,
} from '@quiz/contract';
import { callOrganizer } from './client';

/** The cities the organizer runs and their games (one city's when `cityId` is given). */
export function loadOrganizerEvents(
  cityId: number | null,
  options: CallOptions,
): Promise<OrganizerEventsResponse> {
  return callOrganizer('organizerEvents', { query: { city: cityId ?? undefined } }, options);
}

export interface ScheduleAnswers {
  /** every theme, archived ones marked (the form offers the active ones) */
  themes: OrganizerTheme[];
  places: OrganizerPlace[];
  events: OrganizerEventsResponse;
  event: OrganizerEvent | null;
  history: EventHistoryResponse;
}

/** What the schedule form needs, asked for at once (no waterfall); the game's own for an existing one. */
export async function loadSchedule(eventId: number | null, options: CallOptions): Promise<ScheduleAnswers> {
  const [themes, places, events, event, history] = await Promise.all([
    callOrganizer('organizerThemes', undefined, options),
    callOrganizer('organizerPlaces', {}, options),
    callOrganizer('organizerEvents', {}, options),
    eventId === null ? null : callOrganizer('organizerEvent', { params: { id: eventId } }, options),
    eventId === null ? [] : callOrganizer('organizerEventHistory', { params: { id: eventId } }, options),
  ]);
  return { themes, places, events, event, history };
}

/** A new game: a draft, or published at once. */
export function createEvent(body: EventCreateInput): Promise<OrganizerEvent> {
  return callOrganizer('organizerCreateEvent', { body });
}

/** Saves fields of a game or moves it (publish, postpone, cancel…); answers the game as it is now. */
export function updateEvent(eventId: number, body: EventUpdateInput): Promise<OrganizerEvent> {
  return callOrganizer('organizerUpdateEvent', { params: { id: eventId }, body });
}
