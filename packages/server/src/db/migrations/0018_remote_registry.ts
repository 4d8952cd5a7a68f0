/**
 * The remote registry in the database, for deployments of several server processes: every
 * `pnpm release` / `pnpm rollback` appends one row holding the whole registry (what `/remotes.json`
 * serves) and the released versions of each remote, in one transaction. The newest row is in effect;
 * the older rows are the history of every change. Every replica reads it (src/registry.ts), so a release
 * reaches them all. A single process on SQLite keeps the registry file instead.
 */
import type { MigrationDb, MigrationFactory } from './util';
import { nowText, withId } from './util';

export const m0018: MigrationFactory = (d) => ({
  async up(db: MigrationDb) {
    await withId(db.schema.createTable('remote_registry'), d)
      // the registry as served (validated with @quiz/contract/registry before it is written)
      .addColumn('registry', 'text', (c) => c.notNull())
      // remote name → released versions, newest last (what rollback walks back through)
      .addColumn('history', 'text', (c) => c.notNull())
      // what made the change: "release mf_seating 0.1.0-…", "rollback mf_seating"
      .addColumn('action', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(nowText(d)))
      .execute();
  },
  async down(db: MigrationDb) {
    await db.schema.dropTable('remote_registry').ifExists().execute();
  },
});
