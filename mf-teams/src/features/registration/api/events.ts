/** The game a registration is for, its free places, and the united team of a place. */
import { callApi } from '@quiz/api';
import type { Event, EventTeamsResponse, Lineup } from '@quiz/contract';

/** A game open to the user (`event`). */
export function loadEvent(eventId: number, signal?: AbortSignal): Promise<Event> {
  return callApi('event', { params: { id: eventId } }, { signal });
}

/** Any game, for a logged-out visitor (`allowAnyEvent`). */
export function loadAnyEvent(eventId: number, signal?: AbortSignal): Promise<Event> {
  return callApi('allowAnyEvent', { params: { id: eventId } }, { signal });
}

/** The game's teams and free places. */
export function loadEventTeams(eventId: number, signal?: AbortSignal): Promise<EventTeamsResponse> {
  return callApi('eventTeams', { params: { id: eventId } }, { signal });
}

/** «Играть в сборной»: the user joins the united team of the game. */
export async function joinUnitedTeam(eventId: number): Promise<Lineup> {
  const { event_team } = await callApi('registerOnUnitedTeam', { params: { id: eventId } });
  return event_team;
}
