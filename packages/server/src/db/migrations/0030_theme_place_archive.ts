/**
 * Themes and venues are archived, merged and created once per form:
 * - `archived_at`: when the theme or venue left the choices for new games (null: active). Games already
 *   on it keep it; nothing is ever deleted for that;
 * - `merged_into`: the theme or venue a merge moved this duplicate's games into (null: not merged);
 * - `request_key`: the create's request key (the console's per-form random key, prefixed with the
 *   organizer's id), unique, so a retried create finds what it made instead of making it twice. It
 *   names the item for REQUEST_KEY_TTL_HOURS after `created_at`; an older one is cleared when reused.
 */
import type { MigrationDb, MigrationFactory } from './util';

const TABLES = ['themes', 'places'] as const;

export const m0030: MigrationFactory = () => ({
  async up(db: MigrationDb) {
    for (const table of TABLES) {
      await db.schema.alterTable(table).addColumn('archived_at', 'text').execute();
      await db.schema.alterTable(table).addColumn('merged_into', 'integer').execute();
      await db.schema.alterTable(table).addColumn('request_key', 'text').execute();
      await db.schema
        .createIndex(`${table}_request_key_uq`)
        .on(table)
        .column('request_key')
        .unique()
        .execute();
    }
  },
  async down(db: MigrationDb) {
    for (const table of TABLES) {
      await db.schema.dropIndex(`${table}_request_key_uq`).ifExists().execute();
      await db.schema.alterTable(table).dropColumn('request_key').execute();
      await db.schema.alterTable(table).dropColumn('merged_into').execute();
      await db.schema.alterTable(table).dropColumn('archived_at').execute();
    }
  },
});
