/**
 * Registrations of a game: lineups with their team's captain and arrival, players with their phones;
 * one lineup with its seating (the door's changes), the teams of a city's base (the door's search).
 */
import type { LineupStatus } from '@quiz/domain';
import type { Transaction } from 'kysely';
import type { Db } from '../../../db';
import { eventTeamsWithSeating } from '../../../db/joins';
import type { Database } from '../../../db/schema';

/** A lineup's columns with its seating (absent: out of the game, no table, version 0). */
const LINEUP_COLUMNS = [
  'event_teams.id',
  'event_teams.team_id',
  'event_teams.title',
  'event_teams.status',
  'event_teams.created_at',
  'event_teams.players_arrived',
  'event_team_seating.is_in_game',
  'event_team_seating.seat_id',
  'event_team_seating.version',
] as const;

/** The lineups of the game with their seating, oldest first (the seating's teams). */
export function lineupsWithSeating(db: Db, eventId: number) {
  return eventTeamsWithSeating(db, eventId)
    .select(LINEUP_COLUMNS)
    .orderBy('event_teams.created_at')
    .orderBy('event_teams.id');
}

/** The lineups with their team's captain. */
export function lineupsOf(db: Db, eventId: number) {
  return lineupsWithSeating(db, eventId)
    .innerJoin('teams', 'teams.id', 'event_teams.team_id')
    .leftJoin('users as captain', 'captain.id', 'teams.captain_id')
    .select([
      'captain.id as captain_id',
      'captain.first_name as captain_first_name',
      'captain.last_name as captain_last_name',
      'captain.phone as captain_phone',
    ])
    .execute();
}

export function playersOf(db: Db, eventId: number) {
  return db
    .selectFrom('event_players')
    .innerJoin('event_teams', 'event_teams.id', 'event_players.event_team_id')
    .innerJoin('users', 'users.id', 'event_players.user_id')
    .select([
      'event_players.event_team_id',
      'event_players.participant_count',
      'users.id',
      'users.first_name',
      'users.last_name',
      'users.phone',
    ])
    .where('event_teams.event_id', '=', eventId)
    .orderBy('event_players.id')
    .execute();
}

/** One lineup of the game with its seating. */
export function lineupAt(db: Db, eventId: number, eventTeamId: number) {
  return eventTeamsWithSeating(db, eventId)
    .select(LINEUP_COLUMNS)
    .where('event_teams.id', '=', eventTeamId)
    .executeTakeFirst();
}
export type LineupAt = NonNullable<Awaited<ReturnType<typeof lineupAt>>>;

/** The lineup's status as the door reads it: anything unknown is a registered lineup (the column's default). */
export function statusOf(value: string): LineupStatus {
  return value === 'reserve' || value === 'no_show' ? value : 'registered';
}

export async function setLineup(
  db: Db,
  id: number,
  values: { status?: LineupStatus; players_arrived?: number | null },
): Promise<void> {
  await db.updateTable('event_teams').set(values).where('id', '=', id).execute();
}

/**
 * The teams an organizer of the city may find at the door: teams of the city and teams that have
 * played or registered for one of its games (not the games' united teams), with their captains.
 */
export function teamsOfCity(db: Db, cityId: number) {
  return db
    .selectFrom('teams')
    .leftJoin('users as captain', 'captain.id', 'teams.captain_id')
    .select([
      'teams.id',
      'teams.title',
      'captain.first_name as captain_first_name',
      'captain.last_name as captain_last_name',
      'captain.phone as captain_phone',
    ])
    .where('teams.is_united', '=', 0)
    .where((eb) =>
      eb.or([
        eb('teams.city_id', '=', cityId),
        eb.exists(
          eb
            .selectFrom('event_teams')
            .innerJoin('events', 'events.id', 'event_teams.event_id')
            .select('event_teams.id')
            .whereRef('event_teams.team_id', '=', 'teams.id')
            .where('events.city_id', '=', cityId),
        ),
      ]),
    )
    .orderBy('teams.title')
    .orderBy('teams.id')
    .execute();
}

/** The ids of the teams with a lineup on the game. */
export async function teamsOnEvent(db: Db, eventId: number): Promise<Set<number>> {
  const rows = await db.selectFrom('event_teams').select('team_id').where('event_id', '=', eventId).execute();
  return new Set(rows.map((r) => r.team_id));
}

/** The lineup's seating version (0 before its first seating change). */
export async function seatingVersionOf(db: Db, eventTeamId: number): Promise<number> {
  const row = await db
    .selectFrom('event_team_seating')
    .select('version')
    .where('event_team_id', '=', eventTeamId)
    .executeTakeFirst();
  return row?.version ?? 0;
}

/** Writes a team's seating at `version` (inserted on its first change, updated after). */
export async function saveSeating(
  trx: Transaction<Database>,
  row: {
    event_team_id: number;
    event_id: number;
    is_in_game: boolean;
    seat_id: number | null;
    version: number;
    by: number;
  },
): Promise<void> {
  const values = {
    is_in_game: row.is_in_game ? 1 : 0,
    seat_id: row.seat_id,
    version: row.version,
    updated_by: row.by,
    updated_at: new Date().toISOString(),
  };
  await trx
    .insertInto('event_team_seating')
    .values({ event_team_id: row.event_team_id, event_id: row.event_id, ...values })
    .onConflict((oc) => oc.column('event_team_id').doUpdateSet(values))
    .execute();
}
