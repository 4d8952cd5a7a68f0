/** `pnpm --filter @quiz/server seed`: migrate, then fill an empty database with the demo data. */
import { migrateToLatest, openDb } from '../db';
import { seedIfEmpty } from '../db/seed';

async function main(): Promise<void> {
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
