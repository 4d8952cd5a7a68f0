/**
 * `GET /api/health`: is the server well, which registry of remotes (`/remotes.json`) is in effect, and
 * how many jobs of the job queue wait or gave up. Everyone gets `{status}` (HealthStatus); the details
 * (HealthDetails) only a client on the server's own machine or the bearer of METRICS_TOKEN. `degraded` while the registry file is
 * rejected (the last good registry stays served), or while a registered remote needs a shared
 * singleton in a version the deployed shell does not provide (`shared`) — see the server README "The remote registry";
 * failed jobs are reported, not turned into `degraded` (a channel that cannot send reminders is not an
 * outage of the site).
 */
import { z } from 'zod';
import { defineCalls } from '../define-call';
import { platformEndpoints } from '../endpoints/platform';
import { JobsHealth } from './reminders';

/** What anyone may know: whether the server is well. */
export const HealthStatus = z.object({ status: z.enum(['ok', 'degraded']) });
export type HealthStatus = z.infer<typeof HealthStatus>;

/** The whole report: for the server's own machine, or the bearer of METRICS_TOKEN. */
export const HealthDetails = HealthStatus.extend({
  /** the server process that answered (REPLICA_ID, else host:pid) */
  replica: z.string(),
  registry: z.object({
    /** where the served registry came from; `none` on an API-only server (no static serving) */
    source: z.enum(['file', 'computed', 'database', 'none']),
    /** the registry file's name (REMOTES_FILE), if one is configured */
    file: z.string().nullable(),
    /** why the registry file is not in effect, or null */
    error: z.string().nullable(),
    /** when the served registry was read */
    loadedAt: z.string(),
  }),
  remotes: z.record(
    z.string(),
    z.object({ version: z.string().nullable(), entry: z.string(), previous: z.string().nullable() }),
  ),
  /** the job queue (reminders): pending = waiting or running, failed = gave up after every retry */
  jobs: JobsHealth,
  /**
   * Can the deployed shell host every registered remote: the shared singletons whose range a remote's
   * current version requires and the shell's copy does not satisfy (`degraded` while any). Absent on an
   * API-only server.
   */
  shared: z
    .object({
      /** the shell's build (its mf-manifest.json) was found: without it nothing is checked */
      shell: z.boolean(),
      incompatible: z.array(
        z.object({
          remote: z.string(),
          version: z.string().nullable(),
          name: z.string(),
          required: z.string(),
          provided: z.string().nullable(),
        }),
      ),
      /** remotes whose manifest the server cannot read (another origin, a missing folder) */
      unchecked: z.array(z.string()),
    })
    .optional(),
});
export type HealthDetails = z.infer<typeof HealthDetails>;

/** The details first: a union answers with the first schema that takes the value. */
export const HealthResponse = z.union([HealthDetails, HealthStatus]);
export type HealthResponse = z.infer<typeof HealthResponse>;

/**
 * `GET /api/ready`: may this process take requests? 200 when the database and Redis (if configured)
 * answer, the migrations are applied and it is not draining (after SIGTERM); else 503 with the same
 * body. A load balancer or `pnpm cluster restart` waits for it; `/api/health` is liveness only.
 */
export const ReadyResponse = z.object({
  ready: z.boolean(),
  replica: z.string(),
  checks: z.object({
    database: z.boolean(),
    /** null: no REDIS_URL */
    redis: z.boolean().nullable(),
    migrations: z.boolean(),
    draining: z.boolean(),
  }),
});
export type ReadyResponse = z.infer<typeof ReadyResponse>;

export const platformCalls = defineCalls('platform', platformEndpoints, {
  health: { summary: 'Состояние сервера и реестра удалённых модулей', response: HealthResponse },
  ready: {
    summary: 'Готов ли процесс принимать запросы (база, Redis, миграции, не останавливается)',
    response: ReadyResponse,
    errors: { 503: ReadyResponse },
  },
});
