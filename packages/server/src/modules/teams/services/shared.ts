/**
 * What every teams service shares: its dependencies, the not-found texts, the game guards (visible,
 * open for registration), the game's limits and the transaction helper.
 */
import { randomBytes } from 'node:crypto';
import {
  EVENT_STATUS_TEXTS,
  gameMaxPlayersInTeam,
  isCancelled,
  isCaptain,
  isOpenForRegistration,
  TEAM_TEXTS,
  teamCapacity,
  VISIBLE_STATES,
} from '@quiz/domain';
import type { MessageChannel } from '../../../auth/channels/message';
import type { Db } from '../../../db';
import type { EventRow, TeamRow, UserRow } from '../../../db/schema';
import { forbidden, httpError, notFound } from '../../../errors';
import { EVENT_NOT_FOUND } from '../../events/service';
import * as repo from '../repository';

export interface TeamsDeps {
  db: Db;
  messages: MessageChannel;
  log?: (message: string, error: unknown) => void;
}

export const TEAM_NOT_FOUND = 'Команда не найдена.';
export const LINEUP_NOT_FOUND = 'Состав не найден.';
export const PLAYER_NOT_FOUND = 'Игрок не найден.';
export const REGISTRATION_NOT_FOUND = 'Регистрация команды на эту игру не найдена.';
export const NOT_A_MEMBER = 'Игрок не состоит в команде.';

/** The invite link's secret part of a new team. */
export const newSlug = (): string => randomBytes(8).toString('hex');

export { nowIso } from '../../../db/schema';

export function inTransaction<T>(db: Db, fn: (trx: Db) => Promise<T>): Promise<T> {
  return db.transaction().execute(fn);
}

/** The game in a state its pages show (`VISIBLE_STATES`), else 404. */
export function visible(event: EventRow | undefined): EventRow {
  if (!event || !(VISIBLE_STATES as readonly string[]).includes(event.workflow_state))
    throw notFound(EVENT_NOT_FOUND);
  return event;
}

/** Registration is open on the game, else a 400 that says why (a cancelled game says it is cancelled). */
export function requireOpen(event: EventRow): void {
  if (isCancelled(event)) throw httpError(400, EVENT_STATUS_TEXTS.registrationCancelled);
  if (!isOpenForRegistration(event)) throw httpError(400, TEAM_TEXTS.registrationClosed);
}

/** The game's row under its lock (repository `lockEvent`), visible and open for registration. */
export async function lockOpenEvent(trx: Db, eventId: number): Promise<EventRow> {
  const event = visible(await repo.lockEvent(trx, eventId));
  requireOpen(event);
  return event;
}

/** The game's roster limit and team places (`@quiz/domain` gameMaxPlayersInTeam, teamCapacity). */
export async function limitsOf(db: Db, event: EventRow) {
  const { place, tables } = await repo.venueOf(db, event.place_id);
  // the game's own limits (set in the organizer console) come before the venue's
  return {
    maxPlayers: gameMaxPlayersInTeam(event, place),
    capacity: teamCapacity({ max_teams: event.max_teams ?? place.max_teams, tables }),
  };
}

/**
 * A guest account (made by a team's preorder link: a name, no phone, no code) orders food and nothing
 * more: it founds, claims and fills no team, since a team's new players are texted (403 before any write).
 */
export function assertNotGuest(actor: Pick<UserRow, 'phone'>): void {
  if (!actor.phone) throw forbidden(TEAM_TEXTS.guestNoTeams);
}

/** SPEC §6 captain check (`@quiz/domain` isCaptain) on a team row. */
export const captains = (team: TeamRow | undefined, actor: Pick<UserRow, 'id'>): boolean =>
  !!team && isCaptain({ id: team.id, captain: team.captain_id }, { id: actor.id });
