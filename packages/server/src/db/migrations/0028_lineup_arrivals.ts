/**
 * The door on game night: `event_teams.players_arrived`, the people a team actually brought (recorded
 * at check-in; null: not told). A lineup that did not come gets `status = 'no_show'` (a text column
 * since 0007: no change of its type), which holds no team place.
 */
import { sql } from 'kysely';
import type { MigrationDb, MigrationFactory } from './util';

export const m0028: MigrationFactory = () => ({
  async up(db: MigrationDb) {
    await db.schema.alterTable('event_teams').addColumn('players_arrived', 'integer').execute();
  },
  async down(db: MigrationDb) {
    // a no-show is a registered lineup again: the list before this migration knew no other state
    await sql`update event_teams set status = 'registered' where status = 'no_show'`.execute(db);
    await db.schema.alterTable('event_teams').dropColumn('players_arrived').execute();
  },
});
