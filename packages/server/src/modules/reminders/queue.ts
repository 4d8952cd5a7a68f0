/**
 * A small durable job queue on the `jobs` table (SQLite and PostgreSQL alike). A job is claimed by a
 * conditional UPDATE (status pending → running, only if it still is pending), so two processes polling
 * one database never both run it; a claim holds a lease (`locked_until`), and a job whose process died
 * mid-run goes back to pending when the lease ends. A failing handler is retried with exponential
 * backoff, then the job is `failed`; a handler may also defer its job to a later moment (a text that
 * must wait for its budget). Time comes from the injected `now()`.
 */
import type { Updateable } from 'kysely';
import type { Db } from '../../db';
import type { JobsTable } from '../../db/schema';

export type JobStatus = 'pending' | 'running' | 'done' | 'failed' | 'cancelled';

export interface Job {
  id: number;
  kind: string;
  payload: unknown;
  attempts: number;
}

/**
 * What a handler says about its job: done, cancelled (nothing to do any more, with a reason), or
 * deferred (not now: run again at `until`; a wait is not a failed attempt).
 */
export type JobOutcome =
  | { status: 'done' }
  | { status: 'cancelled'; reason: string }
  | { status: 'deferred'; until: Date; reason: string };
export type JobHandler = (job: Job) => Promise<JobOutcome>;

export interface QueueOptions {
  now?: () => Date;
  /** attempts before a job is failed (default 5) */
  maxAttempts?: number;
  /** first retry delay; doubles each attempt (default 30 s) */
  backoffMs?: number;
  /** how long a claim holds before another process may take the job over (default 5 min) */
  leaseMs?: number;
}

export class JobQueue {
  readonly now: () => Date;
  private readonly maxAttempts: number;
  private readonly backoffMs: number;
  private readonly leaseMs: number;

  constructor(
    private readonly db: Db,
    options: QueueOptions = {},
  ) {
    this.now = options.now ?? (() => new Date());
    this.maxAttempts = options.maxAttempts ?? 5;
    this.backoffMs = options.backoffMs ?? 30_000;
    this.leaseMs = options.leaseMs ?? 5 * 60_000;
  }

  /** Adds a job due at `runAt` (default now); returns its id. `db` may be a transaction. */
  async enqueue(kind: string, payload: unknown, runAt?: Date, db: Db = this.db): Promise<number> {
    const now = this.now().toISOString();
    const row = await db
      .insertInto('jobs')
      .values({
        kind,
        payload: JSON.stringify(payload),
        status: 'pending',
        run_at: (runAt ?? this.now()).toISOString(),
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  /** Takes one due job for this process (of one of `kinds` when given), or null. */
  async claim(kinds?: readonly string[]): Promise<Job | null> {
    const now = this.now();
    const iso = now.toISOString();
    // a job whose process died mid-run is pending again once its lease ended
    await this.db
      .updateTable('jobs')
      .set({ status: 'pending', locked_until: null, updated_at: iso })
      .where('status', '=', 'running')
      .where('locked_until', '<', iso)
      .execute();
    for (let tries = 0; tries < 5; tries++) {
      let query = this.db
        .selectFrom('jobs')
        .select(['id', 'kind', 'payload', 'attempts'])
        .where('status', '=', 'pending')
        .where('run_at', '<=', iso);
      if (kinds) query = query.where('kind', 'in', [...kinds]);
      const candidate = await query.orderBy('run_at').orderBy('id').limit(1).executeTakeFirst();
      if (!candidate) return null;
      const taken = await this.db
        .updateTable('jobs')
        .set({
          status: 'running',
          attempts: candidate.attempts + 1,
          locked_until: new Date(now.getTime() + this.leaseMs).toISOString(),
          updated_at: iso,
        })
        .where('id', '=', candidate.id)
        .where('status', '=', 'pending')
        .executeTakeFirst();
      if (Number(taken.numUpdatedRows) === 1)
        return {
          id: candidate.id,
          kind: candidate.kind,
          payload: JSON.parse(candidate.payload) as unknown,
          attempts: candidate.attempts + 1,
        };
      // another process took it first: look again
    }
    return null;
  }

  /**
   * Runs due jobs of the kinds `handlers` knows until none is left (or `limit`); returns how many ran.
   * A job of another kind stays pending for a process that handles it.
   */
  async runDue(handlers: Readonly<Record<string, JobHandler>>, limit = 100): Promise<number> {
    let ran = 0;
    while (ran < limit) {
      const job = await this.claim(Object.keys(handlers));
      if (!job) break;
      ran++;
      const handler = handlers[job.kind];
      try {
        if (!handler) throw new Error(`no handler for job kind "${job.kind}"`);
        const outcome = await handler(job);
        if (outcome.status === 'deferred')
          await this.retryAt(job, outcome.until, outcome.reason, job.attempts - 1);
        else
          await this.finish(job.id, outcome.status, outcome.status === 'cancelled' ? outcome.reason : null);
      } catch (error) {
        await this.fail(job, error);
      }
    }
    return ran;
  }

  /** Writes the job's row, stamped with the time of the write. */
  private async update(id: number, values: Updateable<JobsTable>): Promise<void> {
    const updated_at = this.now().toISOString();
    await this.db
      .updateTable('jobs')
      .set({ ...values, updated_at })
      .where('id', '=', id)
      .execute();
  }

  private async finish(id: number, status: JobStatus, note: string | null): Promise<void> {
    await this.update(id, { status, locked_until: null, last_error: note });
  }

  /** Back to pending at `until` with `note`; a deferral gives its attempt back, a retry does not. */
  private async retryAt(job: Job, until: Date, note: string, attempts = job.attempts): Promise<void> {
    const run_at = until.toISOString();
    await this.update(job.id, { status: 'pending', attempts, locked_until: null, last_error: note, run_at });
  }

  private async fail(job: Job, error: unknown): Promise<void> {
    const message = error instanceof Error ? error.message : String(error);
    if (job.attempts >= this.maxAttempts) return this.finish(job.id, 'failed', message);
    const delay = this.backoffMs * 2 ** (job.attempts - 1);
    await this.retryAt(job, new Date(this.now().getTime() + delay), message);
  }

  /** Marks pending jobs cancelled (e.g. the reminders of a moved event). */
  async cancel(ids: readonly number[], reason: string): Promise<void> {
    if (ids.length === 0) return;
    await this.db
      .updateTable('jobs')
      .set({ status: 'cancelled', last_error: reason, updated_at: this.now().toISOString() })
      .where('id', 'in', ids)
      .where('status', '=', 'pending')
      .execute();
  }

  /** Counts for /api/health: jobs waiting (pending or running) and jobs that gave up. */
  async counts(): Promise<{ pending: number; failed: number }> {
    const rows = await this.db
      .selectFrom('jobs')
      .select(['status', (eb) => eb.fn.countAll<string | number>().as('n')])
      .where('status', 'in', ['pending', 'running', 'failed'])
      .groupBy('status')
      .execute();
    const of = (status: string) => Number(rows.find((r) => r.status === status)?.n ?? 0);
    return { pending: of('pending') + of('running'), failed: of('failed') };
  }
}
