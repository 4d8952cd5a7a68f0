/**
 * Reminders and calendar feeds: the user's opt-out and personal feed secret, a durable job
 * queue (`jobs`, polled by the server; on PostgreSQL shared safely by several processes) and one row
 * per planned reminder (`reminder_deliveries`, unique per user, event, kind and start, so planning is
 * idempotent and a moved event gets new reminders).
 */
import { dropTables, type MigrationDb, type MigrationFactory, nowText, withId } from './util';

export const m0011: MigrationFactory = (d) => ({
  async up(db: MigrationDb) {
    await db.schema
      .alterTable('users')
      .addColumn('reminders_enabled', 'integer', (c) => c.notNull().defaultTo(1))
      .execute();
    await db.schema.alterTable('users').addColumn('calendar_secret', 'text').execute();
    await db.schema.createIndex('users_calendar_secret_idx').on('users').column('calendar_secret').execute();

    await withId(db.schema.createTable('jobs'), d)
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('payload', 'text', (c) => c.notNull().defaultTo('{}'))
      .addColumn('status', 'text', (c) => c.notNull().defaultTo('pending'))
      .addColumn('run_at', 'text', (c) => c.notNull())
      .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('locked_until', 'text')
      .addColumn('last_error', 'text')
      .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(nowText(d)))
      .addColumn('updated_at', 'text', (c) => c.notNull().defaultTo(nowText(d)))
      .execute();
    await db.schema.createIndex('jobs_status_run_at_idx').on('jobs').columns(['status', 'run_at']).execute();

    await withId(db.schema.createTable('reminder_deliveries'), d)
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('event_id', 'integer', (c) => c.notNull().references('events.id').onDelete('cascade'))
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('starts_at', 'text', (c) => c.notNull())
      .addColumn('job_id', 'integer')
      .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(nowText(d)))
      .addUniqueConstraint('reminder_deliveries_key', ['user_id', 'event_id', 'kind', 'starts_at'])
      .execute();
  },
  async down(db: MigrationDb) {
    await dropTables(db, ['jobs', 'reminder_deliveries']);
    await db.schema.dropIndex('users_calendar_secret_idx').ifExists().execute();
    await db.schema.alterTable('users').dropColumn('calendar_secret').execute();
    await db.schema.alterTable('users').dropColumn('reminders_enabled').execute();
  },
});
