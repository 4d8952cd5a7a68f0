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

/**
 * A count of the rows written since the call to the tables the fingerprint reads, kept by test-only
 * triggers (SQLite and PostgreSQL alike; a rolled-back write rolls its count back too). While it stands
 * still, the fingerprint cannot have changed: a test that checks many refused requests reads this
 * cheap number after each and computes the fingerprint only when it moved.
 */
export async function writeCounter(
  app: FastifyInstance,
  target: 'sqlite' | 'postgres',
): Promise<() => Promise<number>> {
  const db = app.db;
  const postgres = target === 'postgres';
  // only the tables the fingerprint reads: a write anywhere else (a rate-limit bucket) cannot change it
  const tables = COUNTED;
  await sql`create table test_writes (n bigint not null)`.execute(db);
  await sql`insert into test_writes (n) values (0)`.execute(db);
  if (postgres) {
    await sql`create function test_count_write() returns trigger language plpgsql as $$
      begin update test_writes set n = n + 1; return null; end $$`.execute(db);
  }
  for (const table of tables) {
    for (const event of ['insert', 'update', 'delete']) {
      const name = sql.ref(`test_writes_${table}_${event}`);
      await (postgres
        ? sql`create trigger ${name} after ${sql.raw(event)} on ${sql.table(table)}
            for each row execute function test_count_write()`
        : sql`create trigger ${name} after ${sql.raw(event)} on ${sql.table(table)}
            begin update test_writes set n = n + 1; end`
      ).execute(db);
    }
  }
  return async () => {
    const row = await sql<{ n: string | number }>`select n from test_writes`.execute(db);
    return Number(row.rows[0]?.n ?? 0);
  };
}
