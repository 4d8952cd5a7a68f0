/**
 * Redis in one place: the names of every key and channel (`redisNames`, under the deployment's
 * namespace), and the clients of the request limits and the public answer cache: while Redis is away a command fails
 * at once (no offline queue) instead of waiting for a reconnect, so the site keeps answering — limits
 * let requests through, the cache misses — and the client reconnects within a second when Redis
 * returns. `connected()` lets start-up wait a moment for the first connection.
 */
import { Redis } from 'ioredis';

export function failFastRedis(url: string): Redis {
  return new Redis(url, {
    maxRetriesPerRequest: 1,
    connectTimeout: 2000,
    enableOfflineQueue: false,
    retryStrategy: (times) => Math.min(times * 100, 1000),
  });
}

/** Resolves once `redis` is connected, or after `ms` (Redis away at start: the server starts degraded). */
export function connected(redis: Redis, ms = 2000): Promise<void> {
  if (redis.status === 'ready') return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      redis.off('ready', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    redis.once('ready', done);
  });
}

/** The namespace of a deployment in a shared Redis when `REDIS_NAMESPACE` does not name one. */
export const DEFAULT_REDIS_NAMESPACE = 'quiz';

/** Settings of older versions, each naming one key space: one namespace now names them all. */
const RETIRED_VARIABLES = [
  'SEATING_CHANNEL',
  'RESULTS_CHANNEL',
  'PUBLIC_CACHE_PREFIX',
  'RATE_LIMIT_NAMESPACE',
];

/** Every Redis key prefix and channel of this deployment. */
export interface RedisNames {
  /** the pub/sub channel of each kind of live message (../plugins/live-hubs.ts) */
  readonly channels: { readonly seating: string; readonly results: string };
  /** the prefix of the public answer cache's keys (./http/response-store.ts) */
  readonly publicCache: string;
  /** the prefix of the request limits' counters (./plugins/rate-limits.ts) */
  readonly rateLimits: string;
}

/**
 * The names of every key and channel this deployment uses in Redis, all under its namespace
 * (`REDIS_NAMESPACE`, default `quiz`): the processes of one deployment share them, and deployments
 * sharing one Redis set different namespaces (`pnpm cluster` uses its database's name), so none reads,
 * evicts or hears another's. A retired per-name setting is refused rather than silently ignored.
 */
export function redisNames(env: NodeJS.ProcessEnv): RedisNames {
  const retired = RETIRED_VARIABLES.filter((name) => env[name]);
  if (retired.length > 0)
    throw new Error(
      `${retired.join(', ')}: no longer read; set REDIS_NAMESPACE, which names every Redis key and channel of the deployment`,
    );
  const namespace = env.REDIS_NAMESPACE?.trim() || DEFAULT_REDIS_NAMESPACE;
  return {
    channels: { seating: `${namespace}:seating`, results: `${namespace}:results` },
    publicCache: `${namespace}:public:`,
    rateLimits: `${namespace}:rl:`,
  };
}
