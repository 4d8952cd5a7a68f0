/** A team's cabinet and invite calls: the team by its slug, players in and out, title and captain. */
import { type CallOptions, callApi } from '@quiz/api';
import { queryKey } from '@quiz/api/query';
import type { NewPlayerBody, NewPlayerResponse, Team } from '@quiz/contract';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';

export const teamBySlugKey = (slug: string) => queryKey('team', 'slug', slug);

/**
 * Writes the team as the server answered a change (title, captain, players) into the cache, where its
 * page reads it; the player's list of teams (titles, captaincy) is asked again.
 */
export function useTeamChanged(slug: string): (team: Team) => void {
  const queryClient = useQueryClient();
  return (team) => {
    queryClient.setQueryData(teamBySlugKey(slug), team);
    void queryClient.invalidateQueries({ queryKey: queryKey('teams') });
  };
}

/** The team's page and the player's list of teams are asked again (a change whose answer is not the team). */
export function useTeamStale(slug: string): () => Promise<void> {
  const queryClient = useQueryClient();
  return async () => {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: teamBySlugKey(slug) }),
      queryClient.invalidateQueries({ queryKey: queryKey('teams') }),
    ]);
  };
}

export const teamBySlugQueryOptions = (slug: string, options: CallOptions = {}) =>
  queryOptions({
    queryKey: teamBySlugKey(slug),
    queryFn: ({ signal }): Promise<Team> =>
      callApi('teamBySlug', { params: { slug } }, { ...options, signal }),
  });

export const useTeamBySlug = (slug: string) => useQuery(teamBySlugQueryOptions(slug));

/** Adds a player by name and phone (the captain), or the user by the invite slug. */
export function addTeamPlayer(teamId: number, body: NewPlayerBody): Promise<NewPlayerResponse> {
  return callApi('addTeamPlayer', { params: { id: teamId }, body });
}

export async function removeTeamPlayer(teamId: number, userId: number): Promise<void> {
  await callApi('removeTeamUser', { params: { teamId, userId } });
}

export function saveTeamTitle(teamId: number, title: string): Promise<Team> {
  return callApi('patchTeam', { params: { id: teamId }, body: { title } });
}

export function handCaptaincy(teamId: number, userId: number): Promise<Team> {
  return callApi('patchTeam', { params: { id: teamId }, body: { captain: userId } });
}
