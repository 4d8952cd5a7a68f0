/**
 * What a cancelled or moved game remembers, so every screen and calendar tells it:
 * - `events.revision`: raised on each change of the game's date, each cancellation and restoration;
 *   the `.ics` files' SEQUENCE, so a calendar takes the newer copy of the entry over the older one;
 * - `events.postponed_from`: the start the game had before its latest move («Игра перенесена», with
 *   the old date);
 * - `events.cancelled_from`: the workflow state a cancelled game had, the one it is restored to.
 */
import type { MigrationDb, MigrationFactory } from './util';

export const m0029: MigrationFactory = () => ({
  async up(db: MigrationDb) {
    await db.schema
      .alterTable('events')
      .addColumn('revision', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
    await db.schema.alterTable('events').addColumn('postponed_from', 'text').execute();
    await db.schema.alterTable('events').addColumn('cancelled_from', 'text').execute();
  },
  async down(db: MigrationDb) {
    await db.schema.alterTable('events').dropColumn('cancelled_from').execute();
    await db.schema.alterTable('events').dropColumn('postponed_from').execute();
    await db.schema.alterTable('events').dropColumn('revision').execute();
  },
});
