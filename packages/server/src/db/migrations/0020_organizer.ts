/**
 * The organizer console: who organizes which city, a game's own limits and texts, the scores of a
 * game night with their versions, uploaded pictures (photos, theme pictures) and the audit log.
 *
 * - `organizer_cities` (user ↔ city). `users.is_organizer` stays, meaning "organizer of at least one
 *   city" (kept in step by `pnpm organizer grant|revoke`); an organizer of before this migration
 *   becomes organizer of his own city, else of the default city.
 * - `events`: `max_teams`, `max_players_in_team` (null: the venue's), `registration_opens_at`,
 *   `description`, `results_published_at`.
 * - `event_team_scores`: a team's tour scores (JSON) at a version, one row per event team.
 * - `images`: uploaded pictures, full size and thumbnail JPEG in the database (blob / bytea), so
 *   every replica serves them; `photos.image_id` links a photo to its picture.
 * - `audit_log`: every organizer write, who / what / when / changes (JSON before → after).
 */
import { sql } from 'kysely';
import { dropTables, type MigrationDb, type MigrationFactory, nowText, withId } from './util';

export const m0020: MigrationFactory = (d) => ({
  async up(db: MigrationDb) {
    const blob = d === 'postgres' ? 'bytea' : 'blob';
    await db.schema
      .createTable('organizer_cities')
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('city_id', 'integer', (c) => c.notNull().references('cities.id').onDelete('cascade'))
      .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(nowText(d)))
      .addPrimaryKeyConstraint('organizer_cities_pk', ['user_id', 'city_id'])
      .execute();
    await sql`insert into organizer_cities (user_id, city_id)
      select u.id, coalesce(u.city_id, (select c.id from cities c order by c.is_default desc, c.id limit 1))
      from users u where u.is_organizer = 1
        and coalesce(u.city_id, (select c.id from cities c order by c.is_default desc, c.id limit 1)) is not null`.execute(
      db,
    );

    await db.schema.alterTable('events').addColumn('max_teams', 'integer').execute();
    await db.schema.alterTable('events').addColumn('max_players_in_team', 'integer').execute();
    await db.schema.alterTable('events').addColumn('registration_opens_at', 'text').execute();
    await db.schema
      .alterTable('events')
      .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
      .execute();
    await db.schema.alterTable('events').addColumn('results_published_at', 'text').execute();

    await db.schema
      .createTable('event_team_scores')
      .addColumn('event_team_id', 'integer', (c) =>
        c.primaryKey().references('event_teams.id').onDelete('cascade'),
      )
      .addColumn('event_id', 'integer', (c) => c.notNull().references('events.id').onDelete('cascade'))
      .addColumn('tour_scores', 'text', (c) => c.notNull().defaultTo('{}'))
      .addColumn('version', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('updated_by', 'integer')
      .addColumn('updated_at', 'text', (c) => c.notNull().defaultTo(nowText(d)))
      .execute();
    await db.schema
      .createIndex('event_team_scores_event')
      .on('event_team_scores')
      .column('event_id')
      .execute();

    await withId(db.schema.createTable('images'), d)
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('full_data', blob, (c) => c.notNull())
      .addColumn('thumb_data', blob, (c) => c.notNull())
      .addColumn('width', 'integer', (c) => c.notNull())
      .addColumn('height', 'integer', (c) => c.notNull())
      .addColumn('created_by', 'integer')
      .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(nowText(d)))
      .execute();
    await db.schema.alterTable('photos').addColumn('image_id', 'integer').execute();

    await withId(db.schema.createTable('audit_log'), d)
      .addColumn('user_id', 'integer', (c) => c.notNull())
      .addColumn('event_id', 'integer')
      .addColumn('entity', 'text', (c) => c.notNull())
      .addColumn('entity_id', 'integer', (c) => c.notNull())
      .addColumn('action', 'text', (c) => c.notNull())
      .addColumn('summary', 'text', (c) => c.notNull())
      .addColumn('changes', 'text', (c) => c.notNull().defaultTo('[]'))
      .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(nowText(d)))
      .execute();
    await db.schema.createIndex('audit_log_event').on('audit_log').columns(['event_id', 'id']).execute();
  },
  async down(db: MigrationDb) {
    await dropTables(db, ['organizer_cities', 'event_team_scores', 'images', 'audit_log']);
    await db.schema.alterTable('photos').dropColumn('image_id').execute();
    for (const column of [
      'max_teams',
      'max_players_in_team',
      'registration_opens_at',
      'description',
      'results_published_at',
    ])
      await db.schema.alterTable('events').dropColumn(column).execute();
  },
});
