/**
 * A fingerprint of the data a refused request must leave alone: the row counts of the tables writes
 * touch, every user's name, and the organizer console's rows (games, themes, venues, tables, scores,
 * photos, pictures, audit entries, queued jobs, seating), so "nothing changed" is one string compare.
 */
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';

const COUNTED = [
  'users',
  'tokens',
  'theme_likes',
  'comfortable_times',
  'child_registrations',
  'logs',
  'teams',
  'team_members',
  'event_players',
  'event_teams',
  'events',
  'themes',
  'places',
  'place_seats',
  'albums',
  'photos',
  'images',
  'results',
  'rating_rows',
  'event_team_scores',
  'event_team_seating',
  'audit_log',
  'jobs',
  'organizer_cities',
] as const;

export async function fingerprint(app: FastifyInstance): Promise<string> {
  const db = app.db;
  // every count in one round trip
  const counts = await sql<Record<string, string | number>>`select ${sql.join(
    COUNTED.map((table) => sql`(select count(*) from ${sql.table(table)}) as ${sql.ref(table)}`),
  )}`.execute(db);
  const parts = [JSON.stringify(Object.values(counts.rows[0] ?? {}).map(Number))];
  const [names, events, themes, places, scores, seating] = await Promise.all([
    db.selectFrom('users').select(['id', 'first_name']).orderBy('id').execute(),
    db
      .selectFrom('events')
      .select([
        'id',
        'date',
        'cost',
        'workflow_state',
        'max_teams',
        'max_players_in_team',
        'postfix',
        'place_id',
      ])
      .select(['description', 'results_published_at', 'album_id'])
      .orderBy('id')
      .execute(),
    db.selectFrom('themes').select(['id', 'title', 'description', 'picture']).orderBy('id').execute(),
    db
      .selectFrom('places')
      .select(['id', 'title', 'address', 'lat', 'lon', 'max_teams', 'city_id'])
      .orderBy('id')
      .execute(),
    db
      .selectFrom('event_team_scores')
      .select(['event_team_id', 'tour_scores', 'version', 'tour_versions'])
      .orderBy('event_team_id')
      .execute(),
    db
      .selectFrom('event_team_seating')
      .select(['event_team_id', 'is_in_game', 'version'])
      .orderBy('event_team_id')
      .execute(),
  ]);
  parts.push(JSON.stringify({ names, events, themes, places, scores, seating }));
  return parts.join('|');
}
