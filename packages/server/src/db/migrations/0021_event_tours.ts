/**
 * The number of tours of a game, set by the organizer when scheduling it: `events.tours` (null: the
 * game package's, else `DEFAULT_TOURS` of @quiz/domain). The scoring table has that many columns.
 */
import type { MigrationDb, MigrationFactory } from './util';

export const m0021: MigrationFactory = () => ({
  async up(db: MigrationDb) {
    await db.schema.alterTable('events').addColumn('tours', 'integer').execute();
  },
  async down(db: MigrationDb) {
    await db.schema.alterTable('events').dropColumn('tours').execute();
  },
});
