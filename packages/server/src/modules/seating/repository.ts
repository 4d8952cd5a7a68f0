/**
 * Seating reads (Kysely only): the game and its venue, tables, players, history. The lineups, the game's lock
 * and the seating row's write are the organizer's (../organizer/events, ../organizer/teams): seating
 * depends on the organizer module, never the reverse.
 */
import type { Furniture } from '@quiz/contract';
import type { Queryable } from '../../db';
import { eventBase } from '../organizer/events/repository';

/** The game (../organizer/events) with what the seating shows of its venue. */
export function findEvent(db: Queryable, eventId: number) {
  return eventBase(db)
    .select(['places.address as place_address', 'places.capacity as place_capacity', 'places.furniture'])
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
