/**
 * Avatars uploaded in the personal cabinet: one JPEG thumbnail per user, stored in the
 * database so every replica serves it (SQLite blob, PostgreSQL bytea). `users.avatar` holds its URL.
 */
import { dropTables, type MigrationDb, type MigrationFactory, nowText } from './util';

export const m0012: MigrationFactory = (d) => ({
  async up(db: MigrationDb) {
    await db.schema
      .createTable('user_avatars')
      .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
      .addColumn('content_type', 'text', (c) => c.notNull())
      .addColumn('data', d === 'postgres' ? 'bytea' : 'blob', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull().defaultTo(nowText(d)))
      .execute();
    await db.schema.alterTable('phone_changes').addColumn('send_by', 'text').execute();
  },
  async down(db: MigrationDb) {
    await db.schema.alterTable('phone_changes').dropColumn('send_by').execute();
    await dropTables(db, ['user_avatars']);
  },
});
