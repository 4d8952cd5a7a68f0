/**
 * The teams services (fastify/demo's repository + service shape), each a small factory over
 * `../repository`: registration (lineups, the overflow rule, reserve promotion), lineup (read,
 * rename, delete), roster (players on games, team members), team (create, patch, captaincy, invite
 * links), united (the game's united teams) and views (the read models). Rules come from
 * `@quiz/domain`; the game's row lock orders every registration change (see `shared.ts`).
 */
import { createLineupService } from './lineup';
import { createRegistrationService } from './registration';
import { createRosterService } from './roster';
import type { TeamsDeps } from './shared';
import { createTeamService } from './team';
import { createUnitedService } from './united';
import { createViewsService } from './views';

export type { TeamsDeps } from './shared';

export function createTeamsServices(deps: TeamsDeps) {
  const registration = createRegistrationService(deps);
  return {
    registration,
    lineup: createLineupService(deps, registration),
    roster: createRosterService(deps, registration),
    team: createTeamService(deps),
    united: createUnitedService(deps, registration),
    views: createViewsService(deps),
  };
}

export type TeamsServices = ReturnType<typeof createTeamsServices>;
