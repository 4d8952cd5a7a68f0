/** The organizer's games: create, save and the workflow moves (the reads are queries: ./schedule.ts). */
import type { EventCreateInput, EventUpdateInput, OrganizerEvent } from '@quiz/contract';
import { callOrganizer } from './client';

/** A new game: a draft, or published at once. */
export function createEvent(body: EventCreateInput): Promise<OrganizerEvent> {
  return callOrganizer('organizerCreateEvent', { body });
}

/** Saves fields of a game or moves it (publish, postpone, cancel…); answers the game as it is now. */
export function updateEvent(eventId: number, body: EventUpdateInput): Promise<OrganizerEvent> {
  return callOrganizer('organizerUpdateEvent', { params: { id: eventId }, body });
}
