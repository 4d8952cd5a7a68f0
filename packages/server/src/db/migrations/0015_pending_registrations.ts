/**
 * The anonymous registration form waiting for its code: one row per (phone, event) with the form's
 * data, applied under the normal registration rules when the code of that phone is confirmed and
 * dropped when it lapses (with the code). Until then no user, team, membership or lineup changes.
 */
import { dropTables, type MigrationDb, type MigrationFactory, nowText, withId } from './util';

export const m0015: MigrationFactory = (d) => ({
  async up(db: MigrationDb) {
    await withId(db.schema.createTable('pending_registrations'), d)
      .addColumn('phone', 'text', (c) => c.notNull())
      .addColumn('event_id', 'integer', (c) => c.notNull().references('events.id').onDelete('cascade'))
      .addColumn('name', 'text', (c) => c.notNull())
      /** a new team's title; null when joining */
      .addColumn('team_title', 'text')
      /** the team of the invite being joined; null for a new team */
      .addColumn('team_id', 'integer', (c) => c.references('teams.id').onDelete('cascade'))
      .addColumn('participant_count', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('expires_at', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(nowText(d)))
      .addUniqueConstraint('pending_registrations_phone_event', ['phone', 'event_id'])
      .execute();
    await db.schema
      .createIndex('pending_registrations_expires')
      .on('pending_registrations')
      .column('expires_at')
      .execute();
  },
  async down(db: MigrationDb) {
    await dropTables(db, ['pending_registrations']);
  },
});
