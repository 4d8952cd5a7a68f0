/**
 * What the database scripts share: the database of DATABASE_URL (default the SQLite file under data/),
 * migrated first, the script's work, the database closed after it; a failure is printed (`describe`
 * names it) and exits 1.
 */
import { type DbHandle, migrateToLatest, openDb } from '../db';

export function runMigrated(
  work: (handle: DbHandle, applied: string[]) => Promise<void>,
  describe: (error: unknown) => unknown = (error) => error,
): void {
  const run = async () => {
    const handle = openDb({ url: process.env.DATABASE_URL });
    try {
      await work(handle, await migrateToLatest(handle));
    } finally {
      await handle.destroy();
    }
  };
  run().catch((error: unknown) => {
    console.error(describe(error));
    process.exit(1);
  });
}
