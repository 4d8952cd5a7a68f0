/**
 * `pnpm --filter @quiz/server seed`: migrate, then fill an empty database with the demo data.
 * Refused with NODE_ENV=production: a deployment's people and organizers are real ones.
 */
import { seedIfEmpty } from '../db/seed';
import { DEMO_SEED_REFUSED } from '../start-options';
import { runMigrated } from './run-migrated';

if (process.env.NODE_ENV === 'production') {
  console.error(DEMO_SEED_REFUSED);
  process.exit(1);
}
runMigrated(async (handle) => {
  const started = Date.now();
  const summary = await seedIfEmpty(handle.db);
  console.log(
    summary
      ? `${handle.description}: seeded in ${Date.now() - started} ms ${JSON.stringify(summary)}`
      : `${handle.description}: not empty, seed skipped`,
  );
});
