/**
 * The game's two limits at the door (@quiz/domain door.ts): its team places (`teamCapacity`: the game's
 * own, else the venue's limit, else its tables) and the people of one team (`gameMaxPlayersInTeam`: the
 * game's own, else the venue's, else 10). Taking a reserve or no-show lineup into the main list, adding
 * a walk-in and checking a team in with more people than allowed are refused with a 409
 * `{detail, limit}` unless the organizer confirmed going over (`over_limit`). Used by «Кто придёт»
 * and by the seating's «Добавить в игру» alike.
 */
import {
  admissionLimit,
  type DoorLimit,
  gameMaxPlayersInTeam,
  type LineupStatus,
  playerLimitText,
  playersLimit,
  teamCapacity,
  teamLimitText,
} from '@quiz/domain';
import type { Db } from '../../../db';
import { countRows } from '../../../db/rows';
import { HttpError } from '../../../errors';
import { countRegistered } from '../../teams/repository';
import type { EventJoined } from '../events/repository';

export interface GameLimits {
  /** team places; null: no limit */
  capacity: number | null;
  /** people in one team */
  maxPlayers: number;
}

export async function gameLimits(db: Db, event: EventJoined): Promise<GameLimits> {
  const tables = await countRows(db.selectFrom('place_seats').where('place_id', '=', event.place_id));
  return {
    capacity: teamCapacity({ max_teams: event.max_teams ?? event.place_max_teams, tables }),
    maxPlayers: gameMaxPlayersInTeam(event, { max_players_in_team: event.place_max_players_in_team }),
  };
}

/** 409 `{detail, limit}`: over a limit the organizer did not confirm going over; nothing is written. */
export class LimitError extends HttpError {
  constructor(
    readonly limit: DoorLimit,
    detail: string,
  ) {
    super(409, { detail, limit });
    this.name = 'LimitError';
  }
}

/**
 * The refusal of taking a lineup of `status` into the game's main list, or null: a registered one
 * holds its place; any other needs a free one unless `overLimit`. Run under the game's row lock.
 */
export async function teamPlaceRefusal(
  db: Db,
  eventId: number,
  limits: GameLimits,
  status: LineupStatus,
  overLimit: boolean,
): Promise<LimitError | null> {
  if (status === 'registered' || overLimit) return null;
  const registered = await countRegistered(db, eventId);
  if (admissionLimit(status, registered, limits.capacity, overLimit) === null) return null;
  return new LimitError('teams', teamLimitText(registered, limits.capacity ?? registered));
}

/** Throws the 409 of `players` people in one team over the game's limit, unless `overLimit`. */
export function assertPlayers(players: number | undefined, limits: GameLimits, overLimit: boolean): void {
  if (players !== undefined && playersLimit(players, limits.maxPlayers, overLimit))
    throw new LimitError('players', playerLimitText(players, limits.maxPlayers));
}
