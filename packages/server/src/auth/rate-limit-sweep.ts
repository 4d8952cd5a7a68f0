/**
 * The sweep of expired `rate_limit_buckets` rows. Every request limit, login-code and text budget
 * leaves one row per key (a client address × route, a phone, an account…), and a row whose window has
 * ended counts for nothing (`hit` restarts it, `refund` and `isMarked` ignore it): without a sweep the
 * table grows by every address that ever came. The Redis store of the request limits needs none (its
 * keys expire: PEXPIRE).
 *
 * - Bounded: at most `batchSize` rows a statement (`delete … where key in (select … limit n)`, the
 *   same text on SQLite and PostgreSQL, found by the index of migration 0027) and `maxBatches`
 *   statements a sweep; a backlog is worked off sweep after sweep, never in one long statement.
 * - Never takes a live bucket: the delete checks `reset_at <= now` again on the row it deletes, so a
 *   bucket a `hit` renewed meanwhile stays. On PostgreSQL the rows are picked `for update skip locked`:
 *   a sweep never waits for a row a request holds (nor the other way round for long), and replicas
 *   sweeping at once take different rows.
 * - `startBucketSweep` runs it every `everyMs` (default a minute) on a timer that keeps no process
 *   alive (`unref`); plugins/rate-limits.ts starts it with the app and stops it on close.
 */
import { sql } from 'kysely';
import type { Db } from '../db';
import { isPostgres } from '../db/dialect';

export const SWEEP_EVERY_MS = 60_000;
export const SWEEP_BATCH_SIZE = 1000;
export const SWEEP_MAX_BATCHES = 20;

export interface SweepOptions {
  /** rows a statement (default SWEEP_BATCH_SIZE) */
  batchSize?: number;
  /** statements a sweep (default SWEEP_MAX_BATCHES) */
  maxBatches?: number;
}

/** Deletes buckets whose window ended at `now` or before; resolves how many. */
export async function sweepExpiredBuckets(
  db: Db,
  now: Date,
  { batchSize = SWEEP_BATCH_SIZE, maxBatches = SWEEP_MAX_BATCHES }: SweepOptions = {},
): Promise<number> {
  const nowText = now.toISOString();
  let deleted = 0;
  for (let batch = 0; batch < maxBatches; batch++) {
    const result = await db
      .deleteFrom('rate_limit_buckets')
      .where('key', 'in', (eb) => {
        const expired = eb
          .selectFrom('rate_limit_buckets')
          .select('key')
          .where('reset_at', '<=', nowText)
          .limit(batchSize);
        return isPostgres(db) ? expired.modifyEnd(sql`for update skip locked`) : expired;
      })
      .where('reset_at', '<=', nowText)
      .executeTakeFirst();
    const count = Number(result.numDeletedRows);
    deleted += count;
    if (count < batchSize) break;
  }
  return deleted;
}

export interface BucketSweepOptions extends SweepOptions {
  /** how often (default SWEEP_EVERY_MS) */
  everyMs?: number;
  /** the clock that says what has expired (tests inject one) */
  now?: () => Date;
  /** after each sweep, with the rows it deleted */
  onSwept?: (deleted: number) => void;
  onError?: (error: unknown) => void;
}

/** Sweeps every `everyMs` until `stop()`, which also waits for a sweep in progress. */
export function startBucketSweep(
  db: Db,
  { everyMs = SWEEP_EVERY_MS, now = () => new Date(), onSwept, onError, ...batches }: BucketSweepOptions = {},
): { stop(): Promise<void> } {
  let running: Promise<void> | null = null;
  const timer = setInterval(() => {
    if (running) return; // a slow sweep is never run twice at once
    running = sweepExpiredBuckets(db, now(), batches)
      .then(
        (deleted) => onSwept?.(deleted),
        (error: unknown) => onError?.(error),
      )
      .finally(() => {
        running = null;
      });
  }, everyMs);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
