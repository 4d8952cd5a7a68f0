/**
 * Team calls several features use: the user's teams, and creating a team with SPEC §4 "Team creation
 * conflict" (a 409 carries `info` and `team_id`; the caller confirms, then the team is patched with the
 * user as captain and his city).
 */
import { type CallOptions, callApi } from '@quiz/api';
import { queryKey } from '@quiz/api/query';
import type { Team, TeamConflict, User } from '@quiz/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiErrorData, apiErrorStatus } from '../bus';

/** The user's teams (the united ones included); refreshed by a registration and a profile change. */
export const userTeamsQueryOptions = (options: CallOptions = {}) =>
  queryOptions({
    queryKey: queryKey('teams', 'mine'),
    queryFn: ({ signal }): Promise<Team[]> => callApi('userTeams', undefined, { ...options, signal }),
  });

export const useUserTeams = () => useQuery(userTeamsQueryOptions());

export type CreateOutcome = { kind: 'created'; team: Team } | { kind: 'conflict'; conflict: TeamConflict };

export async function createTeam(title: string): Promise<CreateOutcome> {
  try {
    return { kind: 'created', team: await callApi('createTeam', { body: { title } }) };
  } catch (error) {
    if (apiErrorStatus(error) === 409) {
      const data = apiErrorData(error) as TeamConflict;
      return { kind: 'conflict', conflict: data };
    }
    throw error;
  }
}

/** «Да» on the conflict: the user becomes the captain of the returned team. */
export function claimTeam(conflict: TeamConflict, user: User): Promise<Team> {
  return callApi('patchTeam', {
    params: { id: conflict.team_id },
    body: { captain: user.id, city: user.city },
  });
}
