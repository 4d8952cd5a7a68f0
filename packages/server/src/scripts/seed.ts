/**
 * `pnpm --filter @quiz/server seed`: migrate, then fill an empty database with the demo data.
 * Refused with NODE_ENV=production: a deployment's people and organizers are real ones.
 */
import { migrateToLatest, openDb } from '../db';
import { seedIfEmpty } from '../db/seed';
import { DEMO_SEED_REFUSED } from '../start-options';

async function main(): Promise<void> {
  if (process.env.NODE_ENV === 'production') {
    console.error(DEMO_SEED_REFUSED);
    process.exit(1);
  }
  const handle = openDb({ url: process.env.DATABASE_URL });
  try {
    await migrateToLatest(handle);
    const started = Date.now();
    const summary = await seedIfEmpty(handle.db);
    console.log(
      summary
        ? `${handle.description}: seeded in ${Date.now() - started} ms ${JSON.stringify(summary)}`
        : `${handle.description}: not empty, seed skipped`,
    );
  } finally {
    await handle.destroy();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
