/** The game a registration is for, its free places, and the united team of a place. */
import { callApi } from '@quiz/api';
import { queryKey } from '@quiz/api/query';
import type { Event, Lineup } from '@quiz/contract';
import { useQuery } from '@tanstack/react-query';

/** A game open to the user (`event`). */
export const useRegistrationEvent = (eventId: number) =>
  useQuery({
    queryKey: queryKey('event', eventId, 'registration'),
    queryFn: ({ signal }) => callApi('event', { params: { id: eventId } }, { signal }),
  });

/** Any game, for a logged-out visitor (`allowAnyEvent`); `given`: the game the host page already holds. */
export const useAnyEvent = (eventId: number, given?: Event) =>
  useQuery({
    queryKey: queryKey('event', eventId, 'any'),
    queryFn: ({ signal }) => callApi('allowAnyEvent', { params: { id: eventId } }, { signal }),
    ...(given ? { initialData: given } : {}),
  });

/** The game's teams and free places (none asked for before a game is chosen). */
export const useEventPlaces = (eventId: number) =>
  useQuery({
    queryKey: queryKey('registrations', eventId, 'places'),
    queryFn: ({ signal }) => callApi('eventTeams', { params: { id: eventId } }, { signal }),
    enabled: eventId > 0,
  });

/** «Играть в сборной»: the user joins the united team of the game. */
export async function joinUnitedTeam(eventId: number): Promise<Lineup> {
  const { event_team } = await callApi('registerOnUnitedTeam', { params: { id: eventId } });
  return event_team;
}
