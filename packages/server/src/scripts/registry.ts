/**
 * The remote registry in the database, for `pnpm release` / `pnpm rollback` (packages/scripts/release.mjs)
 * when DATABASE_URL names PostgreSQL:
 *   node --import tsx src/scripts/registry.ts get   → prints `{ id, remotes, history }` (id null: none yet)
 *   node --import tsx src/scripts/registry.ts put   ← reads `{ expectedId, remotes, history, action }` on
 *     stdin and writes it in one transaction (registry-store.ts): refused, writing nothing, when the
 *     registry fails the schema or another release came first. Migrates first.
 */
import { readLatestRegistry, writeRegistry } from '../registry-store';
import { runMigrated } from './run-migrated';

async function readStdin(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

runMigrated(
  async (handle) => {
    const command = process.argv[2];
    if (command === 'get') {
      const stored = await readLatestRegistry(handle.db);
      process.stdout.write(
        `${JSON.stringify(stored ? { id: stored.id, remotes: stored.remotes, history: stored.history } : { id: null })}\n`,
      );
    } else if (command === 'put') {
      const input = JSON.parse(await readStdin()) as {
        expectedId: number | null;
        remotes: unknown;
        history: unknown;
        action: string;
      };
      const { id } = await writeRegistry(handle.db, input);
      process.stdout.write(`${JSON.stringify({ id })}\n`);
    } else {
      throw new Error('usage: registry.ts get | put');
    }
  },
  (error) => (error instanceof Error ? error.message : String(error)),
);
