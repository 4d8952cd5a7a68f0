/**
 * Fixed-window counters in the `rate_limit_buckets` table, so every replica behind a load
 * balancer shares them (ARCHITECTURE.md "Data and the server"). One atomic upsert per hit works
 * the same on SQLite (≥ 3.35) and PostgreSQL: no read-modify-write race between replicas.
 */
import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema';

export interface Limit {
  /** hits allowed per window */
  readonly max: number;
  readonly windowMs: number;
}

export interface HitResult {
  /** hits in the current window, this one included */
  readonly count: number;
  readonly allowed: boolean;
  /** whole seconds until the window resets (≥ 1) */
  readonly retryAfter: number;
  /** milliseconds until the window resets */
  readonly resetInMs: number;
}

export async function hit(db: Kysely<Database>, key: string, limit: Limit, now: Date): Promise<HitResult> {
  const nowText = now.toISOString();
  const resetText = new Date(now.getTime() + limit.windowMs).toISOString();
  const row = await db
    .insertInto('rate_limit_buckets')
    .values({ key, count: 1, reset_at: resetText })
    .onConflict((oc) =>
      oc.column('key').doUpdateSet({
        count: sql<number>`case when rate_limit_buckets.reset_at <= ${nowText} then 1 else rate_limit_buckets.count + 1 end`,
        reset_at: sql<string>`case when rate_limit_buckets.reset_at <= ${nowText} then ${resetText} else rate_limit_buckets.reset_at end`,
      }),
    )
    .returning(['count', 'reset_at'])
    .executeTakeFirstOrThrow();
  const count = Number(row.count);
  const resetInMs = Math.max(0, Date.parse(row.reset_at) - now.getTime());
  const retryAfter = Math.max(1, Math.ceil(resetInMs / 1000));
  return { count, allowed: count <= limit.max, retryAfter, resetInMs };
}

/** Reads a bucket without counting (for tests and diagnostics). */
export async function peek(db: Kysely<Database>, key: string): Promise<number> {
  const row = await db
    .selectFrom('rate_limit_buckets')
    .select('count')
    .where('key', '=', key)
    .executeTakeFirst();
  return row ? Number(row.count) : 0;
}

/**
 * Gives back one hit of the current window (a request counted first and then refused for another
 * reason): one conditional UPDATE, so concurrent refunds never go below zero.
 */
export async function refund(db: Kysely<Database>, key: string, now: Date): Promise<void> {
  await db
    .updateTable('rate_limit_buckets')
    .set({ count: sql<number>`count - 1` })
    .where('key', '=', key)
    .where('count', '>', 0)
    .where('reset_at', '>', now.toISOString())
    .execute();
}

/** Whether the bucket has hits in a window that has not ended yet (a marker set with `hit`). */
export async function isMarked(db: Kysely<Database>, key: string, now: Date): Promise<boolean> {
  const row = await db
    .selectFrom('rate_limit_buckets')
    .select('count')
    .where('key', '=', key)
    .where('reset_at', '>', now.toISOString())
    .executeTakeFirst();
  return row !== undefined && Number(row.count) > 0;
}

/** One budget a request spends: its bucket, its limit and the error that refuses the request. */
export interface BudgetStep {
  readonly key: string;
  readonly limit: Limit;
  readonly refusal: (result: HitResult) => Error;
}

/**
 * Spends one hit of every step in order, or throws the refusal of the first step that refuses having
 * given back every hit it counted: a refused request never spends the caller's other budgets, and the
 * refusing budget stays at its maximum for the rest of its window.
 */
export async function spendEvery(
  db: Kysely<Database>,
  steps: readonly BudgetStep[],
  now: Date,
): Promise<void> {
  const counted: string[] = [];
  for (const step of steps) {
    const result = await hit(db, step.key, step.limit, now);
    counted.push(step.key);
    if (!result.allowed) {
      for (const key of counted) await refund(db, key, now);
      throw step.refusal(result);
    }
  }
}
