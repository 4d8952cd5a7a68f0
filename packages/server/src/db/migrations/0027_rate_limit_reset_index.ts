/**
 * An index on `rate_limit_buckets.reset_at`: the periodic sweep of expired buckets
 * (src/auth/rate-limit-sweep.ts) finds them by it instead of reading the whole table.
 */
import type { MigrationDb, MigrationFactory } from './util';

export const m0027: MigrationFactory = () => ({
  async up(db: MigrationDb) {
    await db.schema
      .createIndex('rate_limit_buckets_reset_at_idx')
      .on('rate_limit_buckets')
      .column('reset_at')
      .execute();
  },
  async down(db: MigrationDb) {
    await db.schema.dropIndex('rate_limit_buckets_reset_at_idx').execute();
  },
});
