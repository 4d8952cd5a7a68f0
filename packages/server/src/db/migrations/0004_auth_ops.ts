/** Login codes, API tokens (hashed), shared rate-limit buckets, client logs. */
import { dropTables, type MigrationDb, type MigrationFactory, nowText, withId } from './util';

const TABLES = ['auth_codes', 'tokens', 'rate_limit_buckets', 'logs'] as const;

export const m0004: MigrationFactory = (d) => ({
  async up(db: MigrationDb) {
    const now = nowText(d);
    await withId(db.schema.createTable('auth_codes'), d)
      .addColumn('phone', 'text', (c) => c.notNull())
      .addColumn('code_hash', 'text', (c) => c.notNull())
      .addColumn('channel', 'text', (c) => c.notNull().defaultTo('other'))
      .addColumn('expires_at', 'text', (c) => c.notNull())
      .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('used_at', 'text')
      .addColumn('send_count', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('next_send_at', 'text')
      .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(now))
      .execute();
    await db.schema
      .createIndex('auth_codes_phone_idx')
      .on('auth_codes')
      .columns(['phone', 'created_at'])
      .execute();

    await db.schema
      .createTable('tokens')
      .addColumn('key_hash', 'text', (c) => c.primaryKey())
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(now))
      .execute();
    await db.schema.createIndex('tokens_user_idx').on('tokens').column('user_id').execute();

    await db.schema
      .createTable('rate_limit_buckets')
      .addColumn('key', 'text', (c) => c.primaryKey())
      .addColumn('count', 'integer', (c) => c.notNull())
      .addColumn('reset_at', 'text', (c) => c.notNull())
      .execute();

    await withId(db.schema.createTable('logs'), d)
      .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
      .addColumn('from_url', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('payload', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(now))
      .execute();
  },
  async down(db: MigrationDb) {
    await dropTables(db, TABLES);
  },
});
