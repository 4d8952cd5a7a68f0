/**
 * Teams and registration: the reserve list (`event_teams.status`), a venue's team limit
 * (`places.max_teams`, else its number of tables), the message outbox of non-code messages (the
 * dev outbox of the `other` channel for e.g. a reserve promotion), and pending phone changes of the
 * personal cabinet (confirmed by a code).
 */
import { dropTables, type MigrationDb, type MigrationFactory, nowText, withId } from './util';

export const m0007: MigrationFactory = (d) => ({
  async up(db: MigrationDb) {
    await db.schema
      .alterTable('event_teams')
      .addColumn('status', 'text', (c) => c.notNull().defaultTo('registered'))
      .execute();
    await db.schema.alterTable('places').addColumn('max_teams', 'integer').execute();
    await db.schema
      .createIndex('event_teams_event_status_idx')
      .on('event_teams')
      .columns(['event_id', 'status', 'id'])
      .execute();

    await withId(db.schema.createTable('dev_messages'), d)
      .addColumn('phone', 'text', (c) => c.notNull())
      .addColumn('text', 'text', (c) => c.notNull())
      .addColumn('send_by', 'text', (c) => c.notNull().defaultTo('other'))
      .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(nowText(d)))
      .execute();
    await db.schema
      .createIndex('dev_messages_phone_idx')
      .on('dev_messages')
      .columns(['phone', 'id'])
      .execute();

    await withId(db.schema.createTable('phone_changes'), d)
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('phone', 'text', (c) => c.notNull())
      .addColumn('code_hash', 'text', (c) => c.notNull())
      .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(nowText(d)))
      .execute();
    await db.schema.createIndex('phone_changes_user_idx').on('phone_changes').column('user_id').execute();
  },
  async down(db: MigrationDb) {
    await dropTables(db, ['dev_messages', 'phone_changes']);
    await db.schema.dropIndex('event_teams_event_status_idx').ifExists().execute();
    await db.schema.alterTable('places').dropColumn('max_teams').execute();
    await db.schema.alterTable('event_teams').dropColumn('status').execute();
  },
});
