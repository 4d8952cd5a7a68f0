/**
 * Registration of a team for a game (SPEC §4, §8): a lineup (`event_team`) is registered while the
 * venue has team places, else it joins the reserve list; another lineup of the same team only when
 * its lineups there are full (the overflow rule); a registered lineup leaving promotes the first
 * reserve lineup in the same transaction, and its captain is told. Every change runs in one
 * transaction under the game's row lock, so racing requests never exceed a limit.
 */
import type { Lineup } from '@quiz/contract';
import {
  canAddLineup,
  fitsRoster,
  lineupTitle,
  overflowText,
  promotedText,
  statusForNewLineup,
  TEAM_TEXTS,
} from '@quiz/domain';
import { spendTextBudget } from '../../../auth/text-budget';
import type { Db } from '../../../db';
import type { EventRow, TeamRow, UserRow } from '../../../db/schema';
import { forbidden, httpError, orNotFound } from '../../../errors';
import { eventsByIds } from '../../../views/catalogue';
import * as repo from '../repository';
import { lineupView } from './entities';
import { captains, inTransaction, limitsOf, lockOpenEvent, TEAM_NOT_FOUND, type TeamsDeps } from './shared';

export function createRegistrationService(deps: TeamsDeps) {
  const { db } = deps;

  /** Adds `userId` to a lineup, checking the one-team-per-game rule and the roster limit. */
  async function addPlayer(
    trx: Db,
    event: EventRow,
    lineup: { id: number; teamId: number },
    userId: number,
    participantCount: number,
  ): Promise<number> {
    const already = await repo.playerOnEvent(trx, event.id, userId);
    if (already) {
      if (already.team_id !== lineup.teamId) throw httpError(409, TEAM_TEXTS.playerOtherTeam);
      throw httpError(409, 'Игрок уже отмечен в игре.');
    }
    const { maxPlayers } = await limitsOf(trx, event);
    const next = (await repo.participantsOfLineup(trx, lineup.id)) + participantCount;
    if (!fitsRoster(next, maxPlayers)) throw httpError(400, overflowText(maxPlayers));
    return repo.insertPlayer(trx, {
      event_team_id: lineup.id,
      user_id: userId,
      participant_count: participantCount,
    });
  }

  /** A new lineup: registered while the venue has team places, else in the reserve list. */
  async function addLineup(trx: Db, event: EventRow, team: TeamRow, title: string): Promise<number> {
    const { capacity } = await limitsOf(trx, event);
    const registered = await repo.countRegistered(trx, event.id);
    return repo.insertLineup(trx, {
      event_id: event.id,
      team_id: team.id,
      title,
      status: statusForNewLineup(registered, capacity),
    });
  }

  /** SPEC §8 overflow: another lineup of a team only from its captain and when its lineups are full. */
  async function checkAnotherLineup(
    trx: Db,
    event: EventRow,
    team: TeamRow,
    actor: UserRow,
    lineups: number[],
  ) {
    if (team.is_united) throw httpError(400, 'У сборной не бывает дополнительных составов.');
    if (!captains(team, actor)) throw forbidden(TEAM_TEXTS.onlyCaptain);
    const { maxPlayers } = await limitsOf(trx, event);
    const filled: number[] = [];
    for (const id of lineups) filled.push(await repo.participantsOfLineup(trx, id));
    if (!canAddLineup(filled, maxPlayers)) throw httpError(400, TEAM_TEXTS.lineupsNotFull);
  }

  /** POST event_team/: a member registers his team (the captain adds another lineup); he plays in it. */
  async function createLineup(actor: UserRow, body: { event: number; team: number }): Promise<Lineup> {
    const id = await inTransaction(db, async (trx) => {
      const event = await lockOpenEvent(trx, body.event);
      const team = orNotFound(await repo.findTeam(trx, body.team), TEAM_NOT_FOUND);
      if (!(await repo.isMember(trx, team.id, actor.id))) throw forbidden();
      const existing = await repo.lineupsOfTeam(trx, event.id, team.id);
      if (existing.length > 0)
        await checkAnotherLineup(
          trx,
          event,
          team,
          actor,
          existing.map((l) => l.id),
        );
      const mine = await repo.playerOnEvent(trx, event.id, actor.id);
      if (mine && mine.team_id !== team.id) throw httpError(409, TEAM_TEXTS.otherTeam);
      const lineupId = await addLineup(trx, event, team, lineupTitle(team.title, existing.length));
      if (!mine)
        await repo.insertPlayer(trx, { event_team_id: lineupId, user_id: actor.id, participant_count: 1 });
      return lineupId;
    });
    return lineupView(db, id);
  }

  /** After a registered lineup left: the first reserve lineup takes its place (same transaction). */
  async function promoteFirstReserve(trx: Db, event: EventRow): Promise<number | null> {
    const { capacity } = await limitsOf(trx, event);
    const registered = await repo.countRegistered(trx, event.id);
    if (statusForNewLineup(registered, capacity) === 'reserve') return null;
    const first = await repo.firstReserve(trx, event.id);
    if (first === null) return null;
    await repo.markRegistered(trx, first);
    return first;
  }

  /**
   * The promoted lineup's captain (else its first player) hears of it, on the text budgets of the
   * request that freed the place (`cause`). The withdrawal stands either way: a text a budget refuses,
   * or one that fails, is only logged (the promoted team sees its place on the site).
   */
  async function tellPromoted(
    lineupId: number,
    event: EventRow,
    cause: { account: number; ip: string },
  ): Promise<void> {
    try {
      const contact = await repo.lineupContact(db, lineupId);
      if (!contact?.phone) return;
      await spendTextBudget(db, { kind: 'promotion', phone: contact.phone, ...cause }, new Date());
      const [view] = await eventsByIds(db, [event.id], null);
      const game = view ? `${view.game.theme.title}${view.postfix ? ` ${view.postfix}` : ''}` : 'игры';
      await deps.messages.send({ phone: contact.phone, text: promotedText(contact.title, game) });
    } catch (error) {
      deps.log?.('reserve promotion message failed', error);
    }
  }

  return { addPlayer, addLineup, createLineup, promoteFirstReserve, tellPromoted };
}

export type RegistrationService = ReturnType<typeof createRegistrationService>;
