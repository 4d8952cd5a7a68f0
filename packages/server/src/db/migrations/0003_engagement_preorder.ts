/** Votes and likes, availability grid, venue menus, carts, preorder tokens, child registrations. */
import { dropTables, type MigrationDb, type MigrationFactory, nowText, withId } from './util';

const TABLES = [
  'votes',
  'vote_themes',
  'user_votes',
  'theme_likes',
  'comfortable_times',
  'menu_categories',
  'products',
  'carts',
  'cart_items',
  'preorder_tokens',
  'child_registrations',
] as const;

export const m0003: MigrationFactory = (d) => ({
  async up(db: MigrationDb) {
    const now = nowText(d);
    await withId(db.schema.createTable('votes'), d)
      .addColumn('title', 'text', (c) => c.notNull())
      .addColumn('city_id', 'integer', (c) => c.references('cities.id').onDelete('set null'))
      .addColumn('is_active', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(now))
      .execute();

    await db.schema
      .createTable('vote_themes')
      .addColumn('vote_id', 'integer', (c) => c.notNull().references('votes.id').onDelete('cascade'))
      .addColumn('theme_id', 'integer', (c) => c.notNull().references('themes.id').onDelete('cascade'))
      .addPrimaryKeyConstraint('vote_themes_pk', ['vote_id', 'theme_id'])
      .execute();

    await withId(db.schema.createTable('user_votes'), d)
      .addColumn('vote_id', 'integer', (c) => c.notNull().references('votes.id').onDelete('cascade'))
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('theme_id', 'integer', (c) => c.notNull().references('themes.id').onDelete('cascade'))
      .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(now))
      .addUniqueConstraint('user_votes_uq', ['vote_id', 'user_id', 'theme_id'])
      .execute();

    await db.schema
      .createTable('theme_likes')
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('theme_id', 'integer', (c) => c.notNull().references('themes.id').onDelete('cascade'))
      .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(now))
      .addPrimaryKeyConstraint('theme_likes_pk', ['user_id', 'theme_id'])
      .execute();

    await db.schema
      .createTable('comfortable_times')
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('day', 'text', (c) => c.notNull())
      .addColumn('hour', 'integer', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(now))
      .addPrimaryKeyConstraint('comfortable_times_pk', ['user_id', 'day', 'hour'])
      .execute();

    await withId(db.schema.createTable('menu_categories'), d)
      .addColumn('place_id', 'integer', (c) => c.notNull().references('places.id').onDelete('cascade'))
      .addColumn('parent_id', 'integer', (c) => c.references('menu_categories.id').onDelete('cascade'))
      .addColumn('title', 'text', (c) => c.notNull())
      .addColumn('picture', 'text')
      .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
    await db.schema
      .createIndex('menu_categories_place_idx')
      .on('menu_categories')
      .column('place_id')
      .execute();

    await withId(db.schema.createTable('products'), d)
      .addColumn('place_id', 'integer', (c) => c.notNull().references('places.id').onDelete('cascade'))
      .addColumn('category_id', 'integer', (c) =>
        c.notNull().references('menu_categories.id').onDelete('cascade'),
      )
      .addColumn('title', 'text', (c) => c.notNull())
      .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('picture', 'text')
      .addColumn('price', 'integer', (c) => c.notNull())
      .addColumn('is_available', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
    await db.schema.createIndex('products_category_idx').on('products').column('category_id').execute();

    await withId(db.schema.createTable('carts'), d)
      .addColumn('event_team_id', 'integer', (c) =>
        c.notNull().references('event_teams.id').onDelete('cascade'),
      )
      .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(now))
      .execute();

    await withId(db.schema.createTable('cart_items'), d)
      .addColumn('cart_id', 'integer', (c) => c.notNull().references('carts.id').onDelete('cascade'))
      .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id').onDelete('cascade'))
      .addColumn('quantity', 'integer', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(now))
      .addUniqueConstraint('cart_items_cart_product_uq', ['cart_id', 'product_id'])
      .execute();

    await withId(db.schema.createTable('preorder_tokens'), d)
      .addColumn('event_team_id', 'integer', (c) =>
        c.notNull().references('event_teams.id').onDelete('cascade'),
      )
      .addColumn('token', 'text', (c) => c.notNull().unique())
      .addColumn('created_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
      .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(now))
      .addColumn('expires_at', 'text')
      .execute();

    await withId(db.schema.createTable('child_registrations'), d)
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('age_category', 'text', (c) => c.notNull())
      .addColumn('team_name', 'text', (c) => c.notNull())
      .addColumn('team_size', 'text', (c) => c.notNull())
      .addColumn('phone', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(now))
      .execute();
  },
  async down(db: MigrationDb) {
    await dropTables(db, TABLES);
  },
});
