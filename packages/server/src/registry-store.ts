/**
 * The remote registry kept in the database (table `remote_registry`, migration 0018), for deployments of
 * several server processes: `pnpm release` / `pnpm rollback` append one row — the whole registry and
 * the released versions of each remote — in one transaction; the newest row is in effect and every
 * replica polls for it (registry.ts). A registry that fails the schema of @quiz/contract/registry is
 * refused before anything is written, and a replica that still finds a bad row (written by hand) keeps
 * its last good registry.
 */
import { type NormalizedRegistry, parseRegistryStrict, RegistryVersionSchema } from '@quiz/contract/registry';
import { sql } from 'kysely';
import * as z from 'zod/mini';
import type { Db } from './db';
import { isPostgres } from './db/dialect';
import { parseJson } from './db/schema';

/** remote name → released versions, newest last */
const HistorySchema = z.record(z.string(), z.array(RegistryVersionSchema));
export type RegistryHistory = z.infer<typeof HistorySchema>;

export interface StoredRegistry {
  id: number;
  /** the registry as written (wire form) */
  remotes: unknown;
  history: RegistryHistory;
  action: string;
  createdAt: string;
}

/** The id of the registry in effect, or null while none was written (one indexed read: polled). */
export async function latestRegistryId(db: Db): Promise<number | null> {
  const row = await db
    .selectFrom('remote_registry')
    .select('id')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row ? Number(row.id) : null;
}

export async function readLatestRegistry(db: Db): Promise<StoredRegistry | null> {
  const row = await db
    .selectFrom('remote_registry')
    .selectAll()
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (!row) return null;
  const history = HistorySchema.safeParse(parseJson<unknown>(row.history, {}));
  return {
    id: Number(row.id),
    remotes: parseJson<unknown>(row.registry, null),
    history: history.success ? history.data : {},
    action: row.action,
    createdAt: row.created_at,
  };
}

/** Parses a stored row's registry: the normalised registry or why it cannot take effect. */
export function parseStored(stored: StoredRegistry): ReturnType<typeof parseRegistryStrict> {
  return parseRegistryStrict(stored.remotes);
}

export class RegistryConflictError extends Error {}

/**
 * Writes a new registry (and history) in one transaction, when the one in effect is still
 * `expectedId` (null: none yet), so two releases at once never lose one another's change.
 * Throws (writing nothing) when the registry or the history is invalid or another change came first.
 */
export async function writeRegistry(
  db: Db,
  input: {
    remotes: unknown;
    history: unknown;
    action: string;
    expectedId: number | null;
  },
): Promise<{ id: number; registry: NormalizedRegistry }> {
  const parsed = parseRegistryStrict(input.remotes);
  if (!parsed.ok) throw new Error(`the registry is invalid, nothing written: ${parsed.error}`);
  const history = HistorySchema.safeParse(input.history);
  if (!history.success) throw new Error(`the history is invalid, nothing written: ${history.error.message}`);
  return db.transaction().execute(async (tx) => {
    // one writer at a time on PostgreSQL (SQLite transactions are serial anyway)
    if (isPostgres(tx)) await sql`select pg_advisory_xact_lock(72163001)`.execute(tx);
    const current = await latestRegistryId(tx);
    if (current !== input.expectedId)
      throw new RegistryConflictError(
        `the registry changed meanwhile (now ${current ?? 'none'}, expected ${input.expectedId ?? 'none'}): try again`,
      );
    const row = await tx
      .insertInto('remote_registry')
      .values({
        registry: JSON.stringify(input.remotes),
        history: JSON.stringify(history.data),
        action: input.action.slice(0, 200),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { id: Number(row.id), registry: parsed.registry };
  });
}
