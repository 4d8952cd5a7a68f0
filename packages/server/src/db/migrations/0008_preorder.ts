/**
 * Preorder: a version on cart items (grows on every write, so clients keep the newest answer
 * and concurrent writes are ordered), and one cart per user in an event team.
 */
import type { MigrationDb, MigrationFactory } from './util';

export const m0008: MigrationFactory = () => ({
  async up(db: MigrationDb) {
    await db.schema
      .alterTable('cart_items')
      .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
      .execute();
    await db.schema
      .createIndex('carts_event_team_user_uq')
      .on('carts')
      .columns(['event_team_id', 'user_id'])
      .unique()
      .execute();
  },
  async down(db: MigrationDb) {
    await db.schema.dropIndex('carts_event_team_user_uq').execute();
    await db.schema.alterTable('cart_items').dropColumn('version').execute();
  },
});
