/**
 * Seating of a game (issue «mf-seating»): one row per event team once an organizer touched it —
 * in the game or not, its table (null: none) and a version that grows with every change, so a
 * change based on an older version is refused. A team without a row is out of the game, without a
 * table, at version 0. Several teams may share a table as long as its max capacity holds them
 * (the older `event_team_seats` of 0002 allowed one team per table; the seed copies it here).
 */
import { dropTables, type MigrationDb, type MigrationFactory, nowText } from './util';

const TABLES = ['event_team_seating'] as const;

export const m0010: MigrationFactory = (d) => ({
  async up(db: MigrationDb) {
    await db.schema
      .createTable('event_team_seating')
      .addColumn('event_team_id', 'integer', (c) =>
        c.primaryKey().references('event_teams.id').onDelete('cascade'),
      )
      .addColumn('event_id', 'integer', (c) => c.notNull().references('events.id').onDelete('cascade'))
      .addColumn('is_in_game', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('seat_id', 'integer', (c) => c.references('place_seats.id').onDelete('set null'))
      .addColumn('version', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('updated_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
      .addColumn('updated_at', 'text', (c) => c.notNull().defaultTo(nowText(d)))
      .execute();
    await db.schema
      .createIndex('event_team_seating_event_idx')
      .on('event_team_seating')
      .column('event_id')
      .execute();
  },
  async down(db: MigrationDb) {
    await dropTables(db, TABLES);
  },
});
