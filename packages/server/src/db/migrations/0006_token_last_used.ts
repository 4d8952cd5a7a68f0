/**
 * Expiring sessions: `tokens.last_used_at` (ISO text), the moment a token was last presented
 * (refreshed at most hourly). A token unused for the idle period (plugins/current-user.ts) is dead.
 */
import { sql } from 'kysely';
import type { MigrationDb, MigrationFactory } from './util';

export const m0006: MigrationFactory = () => ({
  async up(db: MigrationDb) {
    await db.schema.alterTable('tokens').addColumn('last_used_at', 'text').execute();
    await sql`update tokens set last_used_at = created_at`.execute(db);
  },
  async down(db: MigrationDb) {
    await db.schema.alterTable('tokens').dropColumn('last_used_at').execute();
  },
});
