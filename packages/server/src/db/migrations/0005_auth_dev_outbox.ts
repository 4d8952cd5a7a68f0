/**
 * The dev outbox of the `other` code channel: the codes in clear text, so a non-production server
 * can show them at GET /api/dev/outbox?phone= (tests and newcomers log in with them).
 * Production never reads it; rows older than a day are pruned on every write.
 */
import { dropTables, type MigrationDb, type MigrationFactory, nowText, withId } from './util';

export const m0005: MigrationFactory = (d) => ({
  async up(db: MigrationDb) {
    await withId(db.schema.createTable('dev_outbox'), d)
      .addColumn('phone', 'text', (c) => c.notNull())
      .addColumn('code', 'text', (c) => c.notNull())
      .addColumn('send_by', 'text', (c) => c.notNull().defaultTo('other'))
      .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(nowText(d)))
      .execute();
    await db.schema.createIndex('dev_outbox_phone_idx').on('dev_outbox').columns(['phone', 'id']).execute();
  },
  async down(db: MigrationDb) {
    await dropTables(db, ['dev_outbox']);
  },
});
