/**
 * Login codes bound to the challenge their send answered (src/auth/otp.ts):
 *
 * - `auth_codes` becomes one row per challenge: `challenge_hash` (sha256 hex of the random challenge
 *   the client received, unique) and `ip`, the address that asked (the per-address share of a number's
 *   daily guesses). Rows without a challenge (asked before this migration) can no longer be used.
 * - `pending_registrations` gets one row per submitted version, bound to its challenge
 *   (`challenge_hash`, unique) instead of one row per phone and game that any resubmit rewrote. The
 *   table is made anew: its rows are forms waiting at most 10 minutes for their code, and a form sent
 *   before has no challenge to be confirmed with (its sender fills it in again).
 */
import { dropTables, type MigrationDb, type MigrationFactory, nowText, withId } from './util';

async function createPending(db: MigrationDb, d: Parameters<MigrationFactory>[0], withChallenge: boolean) {
  let table = withId(db.schema.createTable('pending_registrations'), d)
    .addColumn('phone', 'text', (c) => c.notNull())
    .addColumn('event_id', 'integer', (c) => c.notNull().references('events.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('team_title', 'text')
    .addColumn('team_id', 'integer', (c) => c.references('teams.id').onDelete('cascade'))
    .addColumn('participant_count', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(nowText(d)));
  table = withChallenge
    ? table
        .addColumn('challenge_hash', 'text', (c) => c.notNull())
        .addUniqueConstraint('pending_registrations_challenge', ['challenge_hash'])
    : table.addUniqueConstraint('pending_registrations_phone_event', ['phone', 'event_id']);
  await table.execute();
  await db.schema
    .createIndex('pending_registrations_expires')
    .on('pending_registrations')
    .column('expires_at')
    .execute();
}

export const m0022: MigrationFactory = (d) => ({
  async up(db: MigrationDb) {
    await db.schema.alterTable('auth_codes').addColumn('challenge_hash', 'text').execute();
    await db.schema.alterTable('auth_codes').addColumn('ip', 'text').execute();
    await db.schema
      .createIndex('auth_codes_challenge_idx')
      .on('auth_codes')
      .column('challenge_hash')
      .unique()
      .execute();
    await dropTables(db, ['pending_registrations']);
    await createPending(db, d, true);
  },
  async down(db: MigrationDb) {
    await dropTables(db, ['pending_registrations']);
    await createPending(db, d, false);
    await db.schema.dropIndex('auth_codes_challenge_idx').execute();
    // SQLite drops a column only while no index names it (its index is dropped above)
    await db.schema.alterTable('auth_codes').dropColumn('ip').execute();
    await db.schema.alterTable('auth_codes').dropColumn('challenge_hash').execute();
  },
});
