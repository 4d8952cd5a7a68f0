/**
 * Seating reads (Kysely only): the game and its venue, tables, teams, players, history. The game's lock
 * and the seating row's write are the organizer's (../organizer/events, ../organizer/teams): seating
 * depends on the organizer module, never the reverse.
 */
import type { Furniture } from '@quiz/contract';
import type { Queryable } from '../../db';
import { eventsWithVenueAndTheme, eventTeamsWithSeating } from '../../db/joins';

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

export function parseFurniture(text: string): Furniture[] {
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) ? (value as Furniture[]) : [];
  } catch {
    return [];
  }
}
