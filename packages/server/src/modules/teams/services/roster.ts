/**
 * Who plays (SPEC §5, §6): players in a game's lineups (`event_player`: a member marks only himself,
 * the captain anyone; the roster limit holds), the team's members (`team/{id}/new_player/` by phone
 * or by the invite slug, `team/{id}/user/{userId}/` removal: the captain removes others, a member
 * leaves, the captain never removes himself).
 */
import type { EventPlayer, Team } from '@quiz/contract';
import {
  canEditPlayer,
  canRemovePlayer,
  fitsRoster,
  normalizePhone,
  overflowText,
  TEAM_TEXTS,
} from '@quiz/domain';
import { spendTextBudget } from '../../../auth/text-budget';
import type { UserRow } from '../../../db/schema';
import { fieldErrors, forbidden, httpError, notFound, orNotFound } from '../../../errors';
import * as repo from '../repository';
import { playerView, teamView } from './entities';
import type { RegistrationService } from './registration';
import {
  assertNotGuest,
  captains,
  inTransaction,
  LINEUP_NOT_FOUND,
  limitsOf,
  lockOpenEvent,
  NOT_A_MEMBER,
  nowIso,
  PLAYER_NOT_FOUND,
  TEAM_NOT_FOUND,
  type TeamsDeps,
} from './shared';

export function createRosterService(deps: TeamsDeps, registration: RegistrationService) {
  const { db } = deps;

  async function playerOrThrow(id: number): Promise<EventPlayer> {
    const row = orNotFound(await repo.findPlayer(db, id), PLAYER_NOT_FOUND);
    return playerView(row);
  }

  return {
    async createPlayer(
      actor: UserRow,
      body: { user: number; event_team: number; participant_count?: number | undefined },
    ): Promise<EventPlayer> {
      const found = orNotFound(await repo.findLineup(db, body.event_team), LINEUP_NOT_FOUND);
      const id = await inTransaction(db, async (trx) => {
        const event = await lockOpenEvent(trx, found.event_id);
        const lineup = orNotFound(await repo.findLineup(trx, body.event_team), LINEUP_NOT_FOUND);
        const team = orNotFound(await repo.findTeam(trx, lineup.team_id), TEAM_NOT_FOUND);
        if (!canEditPlayer({ id: actor.id, isCaptain: captains(team, actor) }, body.user))
          throw forbidden(TEAM_TEXTS.onlyCaptain);
        const member = await repo.isMember(trx, team.id, body.user);
        // a united team has no members: its players mark themselves
        if (!member && !(team.is_united && body.user === actor.id)) throw httpError(400, NOT_A_MEMBER);
        const target = { id: lineup.id, teamId: team.id };
        return registration.addPlayer(trx, event, target, body.user, body.participant_count ?? 1);
      });
      return playerOrThrow(id);
    },

    /** Guests (participant_count) and a move to another lineup of the same team on the same game. */
    async updatePlayer(
      actor: UserRow,
      id: number,
      body: { user: number; event_team: number; participant_count: number },
    ): Promise<EventPlayer> {
      const found = orNotFound(await repo.findPlayer(db, id), PLAYER_NOT_FOUND);
      const lineup0 = orNotFound(await repo.findLineup(db, found.event_team_id), LINEUP_NOT_FOUND);
      await inTransaction(db, async (trx) => {
        const event = await lockOpenEvent(trx, lineup0.event_id);
        const player = orNotFound(await repo.findPlayer(trx, id), PLAYER_NOT_FOUND);
        if (body.user !== player.user_id) throw fieldErrors({ user: ['Игрока менять нельзя.'] });
        const from = await repo.findLineup(trx, player.event_team_id);
        const to = await repo.findLineup(trx, body.event_team);
        if (!from || !to || to.event_id !== from.event_id || to.team_id !== from.team_id)
          throw fieldErrors({ event_team: ['Можно перейти только в другой состав своей команды.'] });
        const team = await repo.findTeam(trx, from.team_id);
        if (!canEditPlayer({ id: actor.id, isCaptain: captains(team, actor) }, player.user_id))
          throw forbidden(TEAM_TEXTS.onlyCaptain);
        const { maxPlayers } = await limitsOf(trx, event);
        const next = (await repo.participantsOfLineup(trx, to.id, player.id)) + body.participant_count;
        if (!fitsRoster(next, maxPlayers)) throw httpError(400, overflowText(maxPlayers));
        await repo.updatePlayer(trx, id, { participant_count: body.participant_count, event_team_id: to.id });
      });
      return playerOrThrow(id);
    },

    async deletePlayer(actor: UserRow, id: number): Promise<void> {
      const player = orNotFound(await repo.findPlayer(db, id), PLAYER_NOT_FOUND);
      const lineup = await repo.findLineup(db, player.event_team_id);
      const team = lineup ? await repo.findTeam(db, lineup.team_id) : undefined;
      if (!canEditPlayer({ id: actor.id, isCaptain: captains(team, actor) }, player.user_id))
        throw forbidden(TEAM_TEXTS.onlyCaptain);
      await repo.deletePlayer(db, id);
    },

    /** The captain removes another member; a member leaves; the captain never removes himself. */
    async removeTeamUser(actor: UserRow, teamId: number, userId: number): Promise<void> {
      await inTransaction(db, async (trx) => {
        const team = orNotFound(await repo.lockTeam(trx, teamId), TEAM_NOT_FOUND);
        if (!canRemovePlayer({ id: actor.id, isCaptain: captains(team, actor) }, userId)) {
          throw userId === actor.id
            ? httpError(400, TEAM_TEXTS.captainCannotLeave)
            : forbidden(TEAM_TEXTS.onlyCaptain);
        }
        if (!(await repo.isMember(trx, teamId, userId))) throw notFound(NOT_A_MEMBER);
        await repo.removeMember(trx, teamId, userId);
        // he no longer plays for the team in its upcoming games
        const upcoming = await repo.upcomingLineupsOfTeam(trx, teamId, nowIso());
        await repo.deleteUserFromLineups(trx, userId, upcoming);
      });
    },

    /** A member adds a player by phone; anyone holding the secret slug adds himself (the invite page). */
    addTeamPlayer: (...args: AddTeamPlayerArgs) => addTeamPlayer(deps, ...args),
  };
}

export type RosterService = ReturnType<typeof createRosterService>;

type AddTeamPlayerArgs = [
  actor: UserRow,
  teamId: number,
  body: { name: string; phone: string; slug?: string | undefined },
  isCompletePhone: (phone: string) => boolean,
  /** the client's address (`request.ip`): the text to the added number spends its budget */
  ip: string,
];

/**
 * A member adds a player by phone; anyone holding the secret slug adds himself (the invite page).
 * The added number gets a text, so a guest account (no phone: the team's preorder link) adds nobody,
 * and every text spends the text budgets (auth/text-budget.ts) before anything is written: a refused
 * request leaves no user, no member and no text behind. A number already in the team is not texted again.
 */
async function addTeamPlayer(
  deps: TeamsDeps,
  ...[actor, id, body, isCompletePhone, ip]: AddTeamPlayerArgs
): Promise<{ result: 'ok' | 'not exists'; team: Team }> {
  const { db } = deps;
  assertNotGuest(actor);
  const team = orNotFound(await repo.findTeam(db, id), TEAM_NOT_FOUND);
  const phone = normalizePhone(body.phone);
  if (!isCompletePhone(phone)) throw fieldErrors({ phone: [TEAM_TEXTS.invalidPhone] });
  if (!(await repo.isMember(db, id, actor.id))) {
    const invited = !!body.slug && body.slug === team.secret_slug && !team.is_united;
    if (!invited || phone !== actor.phone) throw forbidden();
    await repo.addMember(db, id, actor.id);
    return { result: 'ok', team: await teamView(db, id) };
  }
  if (await repo.isMemberByPhone(db, id, phone)) return { result: 'ok', team: await teamView(db, id) };
  await spendTextBudget(db, { kind: 'invite', phone, ip, account: actor.id }, new Date());
  const userId = await repo.userIdForPhone(db, phone, body.name.trim(), nowIso());
  await repo.addMember(db, id, userId);
  try {
    await deps.messages.send({ phone, text: `Вас добавили в команду «${team.title}».` });
  } catch (error) {
    deps.log?.('team invitation message failed', error);
  }
  return { result: 'ok', team: await teamView(db, id) };
}
