/**
 * «Играть в сборной» (`event/{id}/register_on_united_team/`): a player without a team takes a place
 * in the game's united team — the first one with room, else a new one («Сборная 2», …), registered or
 * in the reserve like any lineup. A united team has no captain and no members.
 */
import type { Lineup } from '@quiz/contract';
import { fitsRoster, TEAM_TEXTS, unitedTeamTitle } from '@quiz/domain';
import type { UserRow } from '../../../db/schema';
import { httpError } from '../../../errors';
import * as repo from '../repository';
import { lineupView } from './entities';
import type { RegistrationService } from './registration';
import { inTransaction, limitsOf, lockOpenEvent, type TeamsDeps } from './shared';
import { openUnitedTeam } from './team';

export function createUnitedService(deps: TeamsDeps, registration: RegistrationService) {
  const { db } = deps;

  return {
    async registerOnUnited(actor: UserRow, eventId: number): Promise<Lineup> {
      const id = await inTransaction(db, async (trx) => {
        const event = await lockOpenEvent(trx, eventId);
        const mine = await repo.playerOnEvent(trx, event.id, actor.id);
        if (mine) {
          const team = await repo.findTeam(trx, mine.team_id);
          if (team?.is_united) return mine.event_team_id;
          throw httpError(409, TEAM_TEXTS.otherTeam);
        }
        const { maxPlayers } = await limitsOf(trx, event);
        const united = await repo.unitedLineupsOfEvent(trx, event.id);
        for (const u of united) {
          if (fitsRoster((await repo.participantsOfLineup(trx, u.id)) + 1, maxPlayers)) {
            await repo.insertPlayer(trx, { event_team_id: u.id, user_id: actor.id, participant_count: 1 });
            return u.id;
          }
        }
        const title = unitedTeamTitle(united.length);
        const team = await openUnitedTeam(trx, title, event.city_id);
        const lineupId = await registration.addLineup(trx, event, team, title);
        await repo.insertPlayer(trx, { event_team_id: lineupId, user_id: actor.id, participant_count: 1 });
        return lineupId;
      });
      return lineupView(db, id);
    },
  };
}

export type UnitedService = ReturnType<typeof createUnitedService>;
