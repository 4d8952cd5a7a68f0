/**
 * One lineup (`event_team/{id}/`): read by its team's members and its own players, renamed and
 * deleted by the captain; deleting a registered lineup promotes the first reserve lineup
 * (the registration service's rule, in the same transaction).
 */
import type { Lineup } from '@quiz/contract';
import { TEAM_TEXTS } from '@quiz/domain';
import type { UserRow } from '../../../db/schema';
import { forbidden, orNotFound } from '../../../errors';
import * as repo from '../repository';
import { lineupView } from './entities';
import type { RegistrationService } from './registration';
import { captains, inTransaction, LINEUP_NOT_FOUND, type TeamsDeps, visible } from './shared';

export function createLineupService(deps: TeamsDeps, registration: RegistrationService) {
  const { db } = deps;

  return {
    async renameLineup(actor: UserRow, id: number, title: string | undefined): Promise<Lineup> {
      const lineup = orNotFound(await repo.findLineup(db, id), LINEUP_NOT_FOUND);
      if (!captains(await repo.findTeam(db, lineup.team_id), actor)) throw forbidden(TEAM_TEXTS.onlyCaptain);
      if (title !== undefined) await repo.renameLineup(db, id, title);
      return lineupView(db, id);
    },

    async readLineup(actor: UserRow, id: number): Promise<Lineup> {
      const lineup = orNotFound(await repo.findLineup(db, id), LINEUP_NOT_FOUND);
      const member = await repo.isMember(db, lineup.team_id, actor.id);
      const plays = await repo.playerOnEvent(db, lineup.event_id, actor.id);
      if (!member && plays?.event_team_id !== id) throw forbidden();
      return lineupView(db, id);
    },

    /**
     * Captain only. A registered lineup leaving promotes the first reserve lineup, whose captain is
     * texted on the text budgets of the captain who withdrew (`ip`: his client's address).
     */
    async deleteLineup(actor: UserRow, id: number, ip: string): Promise<void> {
      const found = orNotFound(await repo.findLineup(db, id), LINEUP_NOT_FOUND);
      const outcome = await inTransaction(db, async (trx) => {
        const event = visible(await repo.lockEvent(trx, found.event_id));
        const lineup = orNotFound(await repo.findLineup(trx, id), LINEUP_NOT_FOUND);
        if (!captains(await repo.findTeam(trx, lineup.team_id), actor))
          throw forbidden(TEAM_TEXTS.onlyCaptain);
        await repo.deleteLineup(trx, id);
        const promoted =
          lineup.status === 'registered' ? await registration.promoteFirstReserve(trx, event) : null;
        return { event, promoted };
      });
      if (outcome.promoted !== null)
        await registration.tellPromoted(outcome.promoted, outcome.event, { account: actor.id, ip });
    },
  };
}

export type LineupService = ReturnType<typeof createLineupService>;
