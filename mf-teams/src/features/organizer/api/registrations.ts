/**
 * The organizer's «Кто придёт» calls: the registrations, the check-in (with the people a team brought),
 * the door (a walk-in, a no-show, a promotion, the base's search; `overLimit`: the organizer confirmed
 * «Превысить лимит»), and the file for the venue (`?format=csv`, fetched with the session's token). The file keeps its UTF-8 byte order mark (the
 * browser's text decoding drops it), so Excel opens the Cyrillic as it is.
 */
import { type CallOptions, callApi } from '@quiz/api';
import { queryKey } from '@quiz/api/query';
import type { RegistrationsResponse, TeamSearchHit, WalkInBody } from '@quiz/contract';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';

const BOM = '\uFEFF';

const registrationsKey = (eventId: number) => queryKey('registrations', eventId, 'organizer');

/**
 * The game's registrations as its organizer sees them: the screen's query, and what the route's loader
 * fills (src/loaders.ts; on the server `options` carry the server's client, outside the key).
 */
export const registrationsQueryOptions = (eventId: number, options: CallOptions = {}) =>
  queryOptions({
    queryKey: registrationsKey(eventId),
    queryFn: ({ signal }): Promise<RegistrationsResponse> =>
      callApi('organizerRegistrations', { params: { id: eventId } }, { ...options, signal }),
  });

export const useRegistrations = (eventId: number) => useQuery(registrationsQueryOptions(eventId));

/**
 * A door action's answer is the whole list as it now is: it replaces the cached one (no second request),
 * and what shows the game's teams elsewhere (its seating, its page, the lists) is asked again when shown.
 */
export function useRegistrationsAnswered(eventId: number): (data: RegistrationsResponse) => void {
  const queryClient = useQueryClient();
  return useCallback(
    (data: RegistrationsResponse) => {
      queryClient.setQueryData(registrationsKey(eventId), data);
      for (const area of ['seating', 'event', 'games', 'team'] as const)
        void queryClient.invalidateQueries({ queryKey: queryKey(area) });
    },
    [queryClient, eventId],
  );
}

const over = (overLimit: boolean) => (overLimit ? { over_limit: true } : {});

/** Marks the lineup as arrived (with the people it brought) or not; answers the whole list again. */
export function saveCheckIn(
  eventId: number,
  eventTeamId: number,
  arrived: boolean,
  options: { players?: number; overLimit?: boolean } = {},
): Promise<RegistrationsResponse> {
  const players = arrived && options.players !== undefined ? { players: options.players } : {};
  return callApi('organizerCheckIn', {
    params: { id: eventId, eventTeamId },
    body: { arrived, ...players, ...over(options.overLimit ?? false) },
  });
}

/** A team at the door: one of the base (`team`) or a new one with its captain's phone. */
export function addWalkIn(
  eventId: number,
  body: Omit<WalkInBody, 'over_limit'>,
  overLimit: boolean,
): Promise<RegistrationsResponse> {
  return callApi('organizerWalkIn', { params: { id: eventId }, body: { ...body, ...over(overLimit) } });
}

/** The team did not come: its place is free (the first reserve team is offered it). */
export function markNoShow(eventId: number, eventTeamId: number): Promise<RegistrationsResponse> {
  return callApi('organizerNoShow', { params: { id: eventId, eventTeamId } });
}

/** A reserve (its captain is texted) or no-show team into the main list. */
export function promoteTeam(
  eventId: number,
  eventTeamId: number,
  overLimit: boolean,
): Promise<RegistrationsResponse> {
  return callApi('organizerPromote', { params: { id: eventId, eventTeamId }, body: over(overLimit) });
}

/** Teams of the game's city in the base by title, captain's name or phone. */
export async function searchBase(eventId: number, q: string): Promise<TeamSearchHit[]> {
  return (await callApi('organizerTeamSearch', { params: { id: eventId }, query: { q } })).teams;
}

export async function loadRegistrationsCsv(eventId: number): Promise<string> {
  const answer: unknown = await callApi('organizerRegistrations', {
    params: { id: eventId },
    query: { format: 'csv' },
  });
  const text = typeof answer === 'string' ? answer : '';
  return text.startsWith(BOM) ? text : `${BOM}${text}`;
}
