/** Registrations of a game: lineups with their team's captain and arrival, players with their phones. */
import type { Db } from '../../../db';
import { eventTeamsWithSeating } from '../../../db/joins';

export function lineupsOf(db: Db, eventId: number) {
  return eventTeamsWithSeating(db, eventId)
    .innerJoin('teams', 'teams.id', 'event_teams.team_id')
    .leftJoin('users as captain', 'captain.id', 'teams.captain_id')
    .select([
      'event_teams.id',
      'event_teams.team_id',
      'event_teams.title',
      'event_teams.status',
      'event_teams.created_at',
      'captain.id as captain_id',
      'captain.first_name as captain_first_name',
      'captain.last_name as captain_last_name',
      'captain.phone as captain_phone',
      'event_team_seating.is_in_game',
    ])
    .orderBy('event_teams.created_at')
    .orderBy('event_teams.id')
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
