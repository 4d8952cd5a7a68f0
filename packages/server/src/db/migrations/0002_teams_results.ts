/** Teams and members, event teams and players, seating, reviews and claims, results, rating seasons. */
import { dropTables, type MigrationDb, type MigrationFactory, nowText, withId } from './util';

const TABLES = [
  'teams',
  'team_members',
  'event_teams',
  'event_players',
  'event_team_seats',
  'event_team_history',
  'reviews',
  'claims',
  'results',
  'result_tour_scores',
  'rating_seasons',
  'rating_rows',
] as const;

export const m0002: MigrationFactory = (d) => ({
  async up(db: MigrationDb) {
    const now = nowText(d);
    await withId(db.schema.createTable('teams'), d)
      .addColumn('title', 'text', (c) => c.notNull())
      .addColumn('captain_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
      .addColumn('city_id', 'integer', (c) => c.references('cities.id').onDelete('set null'))
      .addColumn('secret_slug', 'text', (c) => c.notNull().unique())
      .addColumn('is_united', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('is_recruiting', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(now))
      .execute();

    await db.schema
      .createTable('team_members')
      .addColumn('team_id', 'integer', (c) => c.notNull().references('teams.id').onDelete('cascade'))
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('joined_at', 'text', (c) => c.notNull().defaultTo(now))
      .addPrimaryKeyConstraint('team_members_pk', ['team_id', 'user_id'])
      .execute();
    await db.schema.createIndex('team_members_user_idx').on('team_members').column('user_id').execute();

    // A team may field several lineups (extra rosters) on one event, so (event, team) is not unique.
    await withId(db.schema.createTable('event_teams'), d)
      .addColumn('event_id', 'integer', (c) => c.notNull().references('events.id').onDelete('cascade'))
      .addColumn('team_id', 'integer', (c) => c.notNull().references('teams.id').onDelete('cascade'))
      .addColumn('title', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(now))
      .execute();
    await db.schema.createIndex('event_teams_event_idx').on('event_teams').column('event_id').execute();
    await db.schema.createIndex('event_teams_team_idx').on('event_teams').column('team_id').execute();

    await withId(db.schema.createTable('event_players'), d)
      .addColumn('event_team_id', 'integer', (c) =>
        c.notNull().references('event_teams.id').onDelete('cascade'),
      )
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('participant_count', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(now))
      .addUniqueConstraint('event_players_team_user_uq', ['event_team_id', 'user_id'])
      .execute();
    await db.schema.createIndex('event_players_user_idx').on('event_players').column('user_id').execute();

    await withId(db.schema.createTable('event_team_seats'), d)
      .addColumn('event_id', 'integer', (c) => c.notNull().references('events.id').onDelete('cascade'))
      .addColumn('event_team_id', 'integer', (c) =>
        c.notNull().references('event_teams.id').onDelete('cascade'),
      )
      .addColumn('seat_id', 'integer', (c) => c.notNull().references('place_seats.id').onDelete('cascade'))
      .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(now))
      .addUniqueConstraint('event_team_seats_event_seat_uq', ['event_id', 'seat_id'])
      .execute();

    await withId(db.schema.createTable('event_team_history'), d)
      .addColumn('event_team_id', 'integer', (c) =>
        c.notNull().references('event_teams.id').onDelete('cascade'),
      )
      .addColumn('amount', 'integer', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(now))
      .execute();

    await withId(db.schema.createTable('reviews'), d)
      .addColumn('event_id', 'integer', (c) => c.notNull().references('events.id').onDelete('cascade'))
      .addColumn('event_team_id', 'integer', (c) => c.references('event_teams.id').onDelete('set null'))
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('is_completed', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('questions_assessment', 'integer')
      .addColumn('event_organization_assessment', 'integer')
      .addColumn('portal', 'integer')
      .addColumn('event_atmosphere_assessment', 'text')
      .addColumn('event_host_assessment', 'text')
      .addColumn('restaurant_service_assessment', 'text')
      .addColumn('food_and_drink_quality', 'text')
      .addColumn('restaurant_comment', 'text')
      .addColumn('want_restaurant_responce', 'integer')
      .addColumn('recommendation_probability', 'integer')
      .addColumn('wishes_and_recommendations', 'text')
      .addColumn('want_orginizer_responce', 'integer')
      .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(now))
      .addColumn('updated_at', 'text', (c) => c.notNull().defaultTo(now))
      .addUniqueConstraint('reviews_event_user_uq', ['event_id', 'user_id'])
      .execute();

    await withId(db.schema.createTable('claims'), d)
      .addColumn('review_id', 'integer', (c) => c.notNull().references('reviews.id').onDelete('cascade'))
      .addColumn('tour_id', 'integer', (c) => c.notNull())
      .addColumn('task_block_id', 'integer', (c) => c.notNull())
      .addColumn('task_id', 'integer', (c) => c.notNull())
      .addColumn('text', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(now))
      .execute();

    await withId(db.schema.createTable('results'), d)
      .addColumn('event_id', 'integer', (c) => c.notNull().references('events.id').onDelete('cascade'))
      .addColumn('team_id', 'integer', (c) => c.references('teams.id').onDelete('set null'))
      .addColumn('event_team_id', 'integer', (c) => c.references('event_teams.id').onDelete('set null'))
      .addColumn('team_title', 'text', (c) => c.notNull())
      .addColumn('total_score', 'real', (c) => c.notNull())
      .addColumn('rank', 'integer', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('results_event_idx').on('results').column('event_id').execute();

    await withId(db.schema.createTable('result_tour_scores'), d)
      .addColumn('result_id', 'integer', (c) => c.notNull().references('results.id').onDelete('cascade'))
      .addColumn('tour_number', 'integer', (c) => c.notNull())
      .addColumn('score', 'real', (c) => c.notNull())
      .addUniqueConstraint('result_tour_scores_uq', ['result_id', 'tour_number'])
      .execute();

    await withId(db.schema.createTable('rating_seasons'), d)
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('city_id', 'integer', (c) => c.references('cities.id').onDelete('set null'))
      .addColumn('starts_at', 'text', (c) => c.notNull())
      .addColumn('ends_at', 'text', (c) => c.notNull())
      .execute();

    await withId(db.schema.createTable('rating_rows'), d)
      .addColumn('season_id', 'integer', (c) =>
        c.notNull().references('rating_seasons.id').onDelete('cascade'),
      )
      .addColumn('team_id', 'integer', (c) => c.references('teams.id').onDelete('set null'))
      .addColumn('team_name', 'text', (c) => c.notNull())
      .addColumn('points', 'real', (c) => c.notNull())
      .addColumn('games', 'integer', (c) => c.notNull())
      .addColumn('firsts', 'integer', (c) => c.notNull())
      .addColumn('seconds', 'integer', (c) => c.notNull())
      .addColumn('thirds', 'integer', (c) => c.notNull())
      .execute();
  },
  async down(db: MigrationDb) {
    await dropTables(db, TABLES);
  },
});
