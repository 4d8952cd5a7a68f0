/** Cities, users, venues with tables, themes, game packages (tours, blocks, tasks), games, albums, events. */
import { dropTables, type MigrationDb, type MigrationFactory, nowText, withId } from './util';

const TABLES = [
  'cities',
  'users',
  'places',
  'place_seats',
  'game_packages',
  'themes',
  'tours',
  'task_blocks',
  'tasks',
  'games',
  'albums',
  'photos',
  'events',
] as const;

export const m0001: MigrationFactory = (d) => ({
  async up(db: MigrationDb) {
    const now = nowText(d);
    await withId(db.schema.createTable('cities'), d)
      .addColumn('title', 'text', (c) => c.notNull())
      .addColumn('subdomain', 'text', (c) => c.notNull().unique())
      .addColumn('currency_code', 'text', (c) => c.notNull())
      .addColumn('currency_symbol', 'text', (c) => c.notNull())
      .addColumn('timezone', 'text', (c) => c.notNull().defaultTo('Europe/Moscow'))
      .addColumn('is_default', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();

    await withId(db.schema.createTable('users'), d)
      .addColumn('first_name', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('last_name', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('phone', 'text', (c) => c.unique())
      .addColumn('city_id', 'integer', (c) => c.references('cities.id').onDelete('set null'))
      .addColumn('avatar', 'text')
      .addColumn('is_legionary', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('is_organizer', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(now))
      .execute();

    await withId(db.schema.createTable('places'), d)
      .addColumn('city_id', 'integer', (c) => c.notNull().references('cities.id').onDelete('cascade'))
      .addColumn('title', 'text', (c) => c.notNull())
      .addColumn('address', 'text', (c) => c.notNull())
      .addColumn('lat', 'real', (c) => c.notNull())
      .addColumn('lon', 'real', (c) => c.notNull())
      .addColumn('max_players_in_team', 'integer')
      .addColumn('preorder_url', 'text')
      .addColumn('capacity', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('furniture', 'text', (c) => c.notNull().defaultTo('[]'))
      .addColumn('secret_slug', 'text', (c) => c.notNull().unique())
      .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(now))
      .execute();

    await withId(db.schema.createTable('place_seats'), d)
      .addColumn('place_id', 'integer', (c) => c.notNull().references('places.id').onDelete('cascade'))
      .addColumn('title', 'text', (c) => c.notNull())
      .addColumn('capacity', 'integer', (c) => c.notNull())
      .addColumn('max_capacity', 'integer', (c) => c.notNull())
      .addColumn('thumbnail', 'text')
      .addColumn('pos_x', 'real', (c) => c.notNull().defaultTo(0))
      .addColumn('pos_y', 'real', (c) => c.notNull().defaultTo(0))
      .execute();

    await withId(db.schema.createTable('game_packages'), d)
      .addColumn('title', 'text', (c) => c.notNull())
      .addColumn('is_trial', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(now))
      .execute();

    await withId(db.schema.createTable('themes'), d)
      .addColumn('title', 'text', (c) => c.notNull())
      .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('picture', 'text', (c) => c.notNull())
      .addColumn('picture_thumb', 'text', (c) => c.notNull())
      .addColumn('trial_game_package_id', 'integer', (c) =>
        c.references('game_packages.id').onDelete('set null'),
      )
      .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(now))
      .execute();

    await withId(db.schema.createTable('tours'), d)
      .addColumn('game_package_id', 'integer', (c) =>
        c.notNull().references('game_packages.id').onDelete('cascade'),
      )
      .addColumn('number', 'integer', (c) => c.notNull())
      .addColumn('title', 'text', (c) => c.notNull())
      .execute();

    await withId(db.schema.createTable('task_blocks'), d)
      .addColumn('tour_id', 'integer', (c) => c.notNull().references('tours.id').onDelete('cascade'))
      .addColumn('number', 'integer', (c) => c.notNull())
      .addColumn('title', 'text', (c) => c.notNull())
      .execute();

    await withId(db.schema.createTable('tasks'), d)
      .addColumn('task_block_id', 'integer', (c) =>
        c.notNull().references('task_blocks.id').onDelete('cascade'),
      )
      .addColumn('number', 'integer', (c) => c.notNull())
      .addColumn('question', 'text', (c) => c.notNull())
      .addColumn('answer', 'text', (c) => c.notNull())
      .addColumn('answer_tip', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('preamble', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('logical_tip', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('question_part', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('question_frame', 'text')
      .addColumn('answer_frame', 'text')
      .addColumn('question_media', 'text')
      .addColumn('answer_media', 'text')
      .execute();

    await withId(db.schema.createTable('games'), d)
      .addColumn('theme_id', 'integer', (c) => c.notNull().references('themes.id').onDelete('cascade'))
      .addColumn('game_package_id', 'integer', (c) => c.references('game_packages.id').onDelete('set null'))
      .addColumn('promo_video', 'text')
      .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(now))
      .execute();

    await withId(db.schema.createTable('albums'), d)
      .addColumn('title', 'text', (c) => c.notNull())
      .addColumn('cover_photo_id', 'integer')
      .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(now))
      .execute();

    await withId(db.schema.createTable('photos'), d)
      .addColumn('album_id', 'integer', (c) => c.notNull().references('albums.id').onDelete('cascade'))
      .addColumn('file_url', 'text', (c) => c.notNull())
      .addColumn('thumbnail_url', 'text', (c) => c.notNull())
      .addColumn('width', 'integer', (c) => c.notNull())
      .addColumn('height', 'integer', (c) => c.notNull())
      .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();

    await withId(db.schema.createTable('events'), d)
      .addColumn('game_id', 'integer', (c) => c.notNull().references('games.id').onDelete('cascade'))
      .addColumn('place_id', 'integer', (c) => c.notNull().references('places.id').onDelete('cascade'))
      .addColumn('city_id', 'integer', (c) => c.notNull().references('cities.id').onDelete('cascade'))
      .addColumn('date', 'text', (c) => c.notNull())
      .addColumn('postfix', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('cost', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('difficulty', 'text', (c) => c.notNull().defaultTo('norm'))
      .addColumn('workflow_state', 'text', (c) => c.notNull().defaultTo('draft'))
      .addColumn('reg_url', 'text')
      .addColumn('united_tag', 'text')
      .addColumn('is_completed', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('is_preorder_opened', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('album_id', 'integer', (c) => c.references('albums.id').onDelete('set null'))
      .addColumn('meta_data', 'text', (c) => c.notNull().defaultTo('{}'))
      .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(now))
      .execute();
    await db.schema.createIndex('events_city_date_idx').on('events').columns(['city_id', 'date']).execute();
    await db.schema.createIndex('events_united_tag_idx').on('events').column('united_tag').execute();
    await db.schema.createIndex('photos_album_idx').on('photos').column('album_id').execute();
    await db.schema.createIndex('places_city_idx').on('places').column('city_id').execute();
  },
  async down(db: MigrationDb) {
    await dropTables(db, TABLES);
  },
});
