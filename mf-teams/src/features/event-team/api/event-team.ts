/** A team on one game: its page, its lineups and its players there (`teamsCalls`). */
import { type CallOptions, callApi } from '@quiz/api';
import { queryKey } from '@quiz/api/query';
import { queryOptions, useQuery } from '@tanstack/react-query';

/**
 * The team's page on one game: refreshed by every `registration.changed` on the bus (the panel's own
 * changes announce one), wherever the change was made.
 */
export const eventTeamPageQueryOptions = (eventId: number, teamId: number, options: CallOptions = {}) =>
  queryOptions({
    queryKey: queryKey('team', 'event', eventId, teamId),
    queryFn: ({ signal }) =>
      callApi('eventTeamPage', { params: { id: eventId, teamId } }, { ...options, signal }),
  });

export const useEventTeamPage = (eventId: number, teamId: number) =>
  useQuery(eventTeamPageQueryOptions(eventId, teamId));

/** Removes an additional lineup of the team. */
export async function deleteLineup(lineupId: number): Promise<void> {
  await callApi('deleteEventTeam', { params: { id: lineupId } });
}

/** Puts a player into the lineup (in game). */
export async function joinLineup(userId: number, lineupId: number): Promise<void> {
  await callApi('createEventPlayer', { body: { user: userId, event_team: lineupId } });
}

/** Takes a player out of the game. */
export async function leaveLineup(eventPlayerId: number): Promise<void> {
  await callApi('deleteEventPlayer', { params: { id: eventPlayerId } });
}

/** The participants a player brings (himself included). */
export async function saveGuests(
  eventPlayerId: number,
  player: { userId: number; lineupId: number; count: number },
): Promise<void> {
  await callApi('updateEventPlayer', {
    params: { id: eventPlayerId },
    body: { user: player.userId, event_team: player.lineupId, participant_count: player.count },
  });
}
