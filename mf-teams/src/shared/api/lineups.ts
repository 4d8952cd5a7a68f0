/** Lineups (event teams) several features make: a team's registration on a game. */
import { callApi } from '@quiz/api';
import type { Lineup } from '@quiz/contract';

/** Registers the team on the game: a lineup, `registered` or in the reserve. */
export function createLineup(eventId: number, teamId: number): Promise<Lineup> {
  return callApi('createEventTeam', { body: { event: eventId, team: teamId } });
}
