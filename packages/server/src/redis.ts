/**
 * Redis clients of the request limits and the public answer cache: while Redis is away a command fails
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
