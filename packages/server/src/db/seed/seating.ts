/**
 * Demo seating: every venue has a plan (its furniture) and its tables placed on it (pos_x/pos_y, in
 * percent of the plan); the teams the main seed put at tables of upcoming games (event_team_seats)
 * are copied into the seating of 0010 (in the game, at that table) when the table and the venue hold
 * them. Runs inside the seed's transaction.
 */
import { estimatedPlayers, type SeatingTeamLike, seatingRefusal } from '@quiz/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../schema';
import { FURNITURE } from './data';

export async function seedSeating(db: Kysely<Database>): Promise<void> {
  await db
    .updateTable('places')
    .set({ furniture: JSON.stringify(FURNITURE) })
    .where('furniture', '=', '[]')
    .execute();

  const seated = await db
    .selectFrom('event_team_seats')
    .innerJoin('events', 'events.id', 'event_team_seats.event_id')
    .select(['event_team_seats.event_id', 'event_team_seats.event_team_id', 'event_team_seats.seat_id'])
    .where('events.is_completed', '=', 0)
    .orderBy('event_team_seats.event_id')
    .orderBy('event_team_seats.event_team_id')
    .execute();
  const byEvent = new Map<number, typeof seated>();
  for (const s of seated) byEvent.set(s.event_id, [...(byEvent.get(s.event_id) ?? []), s]);

  for (const [eventId, rows] of byEvent) {
    const event = await db
      .selectFrom('events')
      .innerJoin('places', 'places.id', 'events.place_id')
      .select(['places.id as place_id', 'places.capacity'])
      .where('events.id', '=', eventId)
      .executeTakeFirstOrThrow();
    const tables = await db
      .selectFrom('place_seats')
      .select(['id', 'title', 'max_capacity'])
      .where('place_id', '=', event.place_id)
      .execute();
    const teams: SeatingTeamLike[] = [];
    for (const row of rows) {
      const players = await db
        .selectFrom('event_players')
        .select('participant_count')
        .where('event_team_id', '=', row.event_team_id)
        .execute();
      teams.push({
        id: row.event_team_id,
        size: estimatedPlayers(players),
        is_in_game: false,
        seat_id: null,
      });
    }
    for (const row of rows) {
      if (
        seatingRefusal({ capacity: event.capacity, tables, teams }, row.event_team_id, {
          seat_id: row.seat_id,
        })
      )
        continue;
      const team = teams.find((t) => t.id === row.event_team_id);
      if (team) Object.assign(team, { is_in_game: true, seat_id: row.seat_id });
      await db
        .insertInto('event_team_seating')
        .values({
          event_team_id: row.event_team_id,
          event_id: eventId,
          is_in_game: 1,
          seat_id: row.seat_id,
          version: 1,
        })
        .execute();
    }
  }
}
