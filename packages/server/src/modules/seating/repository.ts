/** Seating queries (Kysely only): the game and its venue, tables, teams, players, history, seating rows. */
import type { Furniture } from '@quiz/contract';
import type { Transaction } from 'kysely';
import type { Queryable } from '../../db';
import { forUpdate } from '../../db/dialect';
import { eventsWithVenueAndTheme, eventTeamsWithSeating } from '../../db/joins';
import type { Database } from '../../db/schema';

export async function findEvent(db: Queryable, eventId: number) {
  return eventsWithVenueAndTheme(db)
    .select([
      'events.id',
      'events.date',
      'events.postfix',
      'cities.timezone',
      'themes.title as theme_title',
      'places.id as place_id',
      'places.title as place_title',
      'places.address as place_address',
      'places.capacity as place_capacity',
      'places.max_players_in_team',
      'events.max_players_in_team as event_max_players_in_team',
      'places.furniture',
    ])
    .where('events.id', '=', eventId)
    .executeTakeFirst();
}
export type EventRow = NonNullable<Awaited<ReturnType<typeof findEvent>>>;

/**
 * Locks the game's row until the transaction ends (PostgreSQL `FOR UPDATE`), so two seating changes
 * of one game never check capacity at the same time. SQLite runs one write transaction at a time.
 */
export async function lockEvent(trx: Transaction<Database>, eventId: number): Promise<boolean> {
  const query = trx.selectFrom('events').select('id').where('id', '=', eventId);
  return (await forUpdate(trx, query).executeTakeFirst()) !== undefined;
}

export function tablesOf(db: Queryable, placeId: number) {
  return db
    .selectFrom('place_seats')
    .select(['id', 'title', 'capacity', 'max_capacity', 'thumbnail', 'pos_x', 'pos_y'])
    .where('place_id', '=', placeId)
    .orderBy('id')
    .execute();
}

/** The event teams of a game with their seating (absent: out of the game, no table, version 0). */
export function teamsOf(db: Queryable, eventId: number) {
  return eventTeamsWithSeating(db, eventId)
    .select([
      'event_teams.id',
      'event_teams.team_id',
      'event_teams.title',
      'event_teams.status',
      'event_teams.players_arrived',
      'event_teams.created_at',
      'event_team_seating.is_in_game',
      'event_team_seating.seat_id',
      'event_team_seating.version',
    ])
    .orderBy('event_teams.created_at')
    .orderBy('event_teams.id')
    .execute();
}

export function playersOf(db: Queryable, eventTeamIds: readonly number[]) {
  if (eventTeamIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('event_players')
    .innerJoin('users', 'users.id', 'event_players.user_id')
    .select([
      'event_players.id as event_player_id',
      'event_players.event_team_id',
      'event_players.participant_count',
      'users.id',
      'users.first_name',
      'users.phone',
      'users.avatar',
    ])
    .where('event_players.event_team_id', 'in', [...eventTeamIds])
    .orderBy('event_players.id')
    .execute();
}

export function historyOf(db: Queryable, eventTeamIds: readonly number[]) {
  if (eventTeamIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('event_team_history')
    .select(['event_team_id', 'amount', 'created_at'])
    .where('event_team_id', 'in', [...eventTeamIds])
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

/** Writes a team's seating at `version` (insert on its first change, update after). */
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
  const updated = await trx
    .updateTable('event_team_seating')
    .set(values)
    .where('event_team_id', '=', row.event_team_id)
    .executeTakeFirst();
  if (Number(updated.numUpdatedRows) === 0) {
    await trx
      .insertInto('event_team_seating')
      .values({ event_team_id: row.event_team_id, event_id: row.event_id, ...values })
      .execute();
  }
}

export function parseFurniture(text: string): Furniture[] {
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) ? (value as Furniture[]) : [];
  } catch {
    return [];
  }
}
