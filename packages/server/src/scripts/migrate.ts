/** `pnpm --filter @quiz/server migrate`: apply pending migrations to DATABASE_URL (or the default SQLite file). */
import { migrateToLatest, openDb } from '../db';

async function main(): Promise<void> {
  const handle = openDb({ url: process.env.DATABASE_URL });
  try {
    const applied = await migrateToLatest(handle);
    console.log(`${handle.description}: ${applied.length ? `applied ${applied.join(', ')}` : 'up to date'}`);
  } finally {
    await handle.destroy();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
