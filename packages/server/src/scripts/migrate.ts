/** `pnpm --filter @quiz/server migrate`: apply pending migrations to DATABASE_URL (or the default SQLite file). */
import { runMigrated } from './run-migrated';

runMigrated(async (handle, applied) => {
  console.log(`${handle.description}: ${applied.length ? `applied ${applied.join(', ')}` : 'up to date'}`);
});
