/**
 * The version of the public data: one row, `public_data_version.version`, raised by a
 * trigger on every write to a table whose rows the public, cached answers show (events, themes,
 * places, cities, results, ratings, …). The public answer cache (src/http/public-cache.ts) keys its
 * entries by this version, so any write — from any module, any replica, a script or psql — makes
 * every cached answer stale at once, with no invalidation call to forget.
 */
import { sql } from 'kysely';
import type { MigrationDb, MigrationFactory } from './util';

/** Tables whose rows appear in a cached public answer (landing_feed, games/*, theme, results, rating, common, cities_list). */
export const PUBLIC_DATA_TABLES = [
  'cities',
  'places',
  'themes',
  'game_packages',
  'games',
  'albums',
  'photos',
  'events',
  'teams',
  'team_members',
  'event_teams',
  'event_players',
  'results',
  'result_tour_scores',
  'rating_seasons',
  'rating_rows',
  'theme_likes',
] as const;

const OPS = ['insert', 'update', 'delete'] as const;

export const m0014: MigrationFactory = (d) => ({
  async up(db: MigrationDb) {
    await db.schema
      .createTable('public_data_version')
      .addColumn('id', 'integer', (c) => c.primaryKey())
      .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
      .execute();
    await sql`insert into public_data_version (id, version) values (1, 1)`.execute(db);
    if (d === 'postgres') {
      await sql`create or replace function quiz_public_data_changed() returns trigger language plpgsql as $$
        begin
          update public_data_version set version = version + 1 where id = 1;
          return null;
        end $$`.execute(db);
      for (const table of PUBLIC_DATA_TABLES) {
        await sql`create trigger ${sql.raw(`${table}_public_data_changed`)}
          after insert or update or delete or truncate on ${sql.table(table)}
          for each statement execute function quiz_public_data_changed()`.execute(db);
      }
      return;
    }
    for (const table of PUBLIC_DATA_TABLES) {
      for (const op of OPS) {
        await sql`create trigger ${sql.raw(`${table}_public_data_${op}`)}
          after ${sql.raw(op)} on ${sql.table(table)}
          begin
            update public_data_version set version = version + 1 where id = 1;
          end`.execute(db);
      }
    }
  },
  async down(db: MigrationDb) {
    if (d === 'postgres') {
      for (const table of PUBLIC_DATA_TABLES)
        await sql`drop trigger if exists ${sql.raw(`${table}_public_data_changed`)} on ${sql.table(table)}`.execute(
          db,
        );
      await sql`drop function if exists quiz_public_data_changed()`.execute(db);
    } else {
      for (const table of PUBLIC_DATA_TABLES)
        for (const op of OPS)
          await sql`drop trigger if exists ${sql.raw(`${table}_public_data_${op}`)}`.execute(db);
    }
    await db.schema.dropTable('public_data_version').ifExists().execute();
  },
});
