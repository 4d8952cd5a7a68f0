/**
 * Where the response cache (./response-cache.ts: the public answers, the rendered pages) keeps its
 * entries, each store bounded by ITS OWN caps — a number of entries and a number of bytes — whatever
 * memory the process or Redis has:
 *
 * - memory: an LRU (lru-cache) of at most `maxEntries` entries and `maxBytes` bytes (an entry's body
 *   in all its encodings), each kept for its `keepMs`;
 * - Redis: entries under the cache's own prefix, each with its TTL, plus an index of them (a sorted
 *   set by time stored, their sizes, their byte total: the keys `<prefix>~index`, `~sizes`, `~bytes`).
 *   Storing an entry is one script run in Redis: it drops the index rows of entries that expired, then
 *   the oldest entries until the new one fits under `maxEntries` and `maxBytes`, then stores it. So the
 *   cache never holds more than its caps in Redis, and it only ever deletes keys it stored itself
 *   (under its prefix): the request limits' counters in the same Redis (`<namespace>:rl:`) are never touched.
 *   A Redis error is a miss, never an error page. The script reads Redis's clock (TIME) before it
 *   writes, which Redis allows from 5.0 on (scripts replicated by their effects); it names the
 *   entries it deletes by their stored names, so it needs a single Redis, not a Redis Cluster.
 */
import type { Redis } from 'ioredis';
import { LRUCache } from 'lru-cache';
import { connected, failFastRedis } from '../redis';
import type { EncodedBody } from './response-cache';

/** Entries the cache keeps at most (memory or Redis): every city's pages of every cached call fit. */
export const PUBLIC_CACHE_MAX_ENTRIES = 2000;
/** Bytes the cache keeps at most (memory or Redis): far below any Redis maxmemory worth running. */
export const PUBLIC_CACHE_MAX_BYTES = 32 * 1024 * 1024;

/** A stored entry; `fresh` false once its ttl has passed (kept until `keepMs`, sent while one computation replaces it). */
export interface Found {
  readonly entry: EncodedBody;
  readonly fresh: boolean;
}

export interface Store {
  get(key: string): Promise<Found | null>;
  /** stores `entry`, fresh for `ttlMs`, kept for `keepMs` */
  set(key: string, entry: EncodedBody, ttlMs: number, keepMs: number): Promise<void>;
  close(): Promise<void>;
  /** resolves once the store can answer (Redis connected, or given up waiting) */
  ready?(): Promise<void>;
}

export interface StoreBounds {
  readonly maxEntries: number;
  readonly maxBytes: number;
}

interface Kept {
  readonly entry: EncodedBody;
  readonly freshUntil: number;
}

export function memoryStore({ maxEntries, maxBytes }: StoreBounds): Store {
  const cache = new LRUCache<string, Kept>({
    max: maxEntries,
    maxSize: maxBytes,
    sizeCalculation: ({ entry }) =>
      Math.max(1, entry.identity.length + entry.gzip.length + (entry.br?.length ?? 0)),
    // an entry bigger than the whole cap is not kept (lru-cache refuses it)
    maxEntrySize: maxBytes,
  });
  return {
    async get(key) {
      const hit = cache.get(key);
      return hit ? { entry: hit.entry, fresh: Date.now() < hit.freshUntil } : null;
    },
    async set(key, entry, ttlMs, keepMs) {
      cache.set(key, { entry, freshUntil: Date.now() + ttlMs }, { ttl: keepMs });
    },
    async close() {
      cache.clear();
    },
  };
}

/**
 * Stores one entry within the caps. KEYS: the entry, the index (sorted set: entry key → ms stored),
 * the sizes (hash: entry key → bytes), the byte total. ARGV: the value, how long it is kept (ms), the
 * caps. Redis's own clock (TIME) dates the rows, so replicas with skewed clocks agree.
 */
const STORE_BOUNDED = `
local entry, index, sizes, total = KEYS[1], KEYS[2], KEYS[3], KEYS[4]
local keep, maxEntries, maxBytes = tonumber(ARGV[2]), tonumber(ARGV[3]), tonumber(ARGV[4])
local size = string.len(ARGV[1])
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
local function forget(key)
  local had = tonumber(redis.call('HGET', sizes, key) or '0') or 0
  if had > 0 then redis.call('DECRBY', total, had) end
  redis.call('HDEL', sizes, key)
  redis.call('ZREM', index, key)
  redis.call('DEL', key)
end
for _, key in ipairs(redis.call('ZRANGEBYSCORE', index, '-inf', now - keep)) do forget(key) end
forget(entry)
if size > maxBytes then return 0 end
while redis.call('ZCARD', index) > 0 and (redis.call('ZCARD', index) >= maxEntries
    or (tonumber(redis.call('GET', total) or '0') or 0) + size > maxBytes) do
  forget(redis.call('ZRANGE', index, 0, 0)[1])
end
if redis.call('ZCARD', index) == 0 then redis.call('SET', total, 0) end
redis.call('SET', entry, ARGV[1], 'PX', keep)
redis.call('ZADD', index, now, entry)
redis.call('HSET', sizes, entry, size)
redis.call('INCRBY', total, size)
for _, key in ipairs({ index, sizes, total }) do redis.call('PEXPIRE', key, keep) end
return 1
`;

type BoundedRedis = Redis & {
  storeBounded(
    entry: string,
    index: string,
    sizes: string,
    total: string,
    value: string,
    keepMs: number,
    maxEntries: number,
    maxBytes: number,
  ): Promise<number>;
};

/** An entry as Redis keeps it (JSON, the bytes in base64). */
interface Stored {
  status: number;
  etag: string;
  identity: string;
  gzip: string;
  br: string | null;
  freshUntil: number;
}

/** The names of the cache's own bookkeeping keys (`~` never starts a cache key, which starts with the data version). */
export const redisIndexKeys = (prefix: string) => ({
  index: `${prefix}~index`,
  sizes: `${prefix}~sizes`,
  total: `${prefix}~bytes`,
});

export function redisStore(
  url: string,
  prefix: string,
  bounds: StoreBounds,
  onError: (error: unknown) => void,
): Store {
  const redis = failFastRedis(url) as BoundedRedis;
  redis.defineCommand('storeBounded', { numberOfKeys: 4, lua: STORE_BOUNDED });
  redis.on('error', onError);
  const { index, sizes, total } = redisIndexKeys(prefix);
  return {
    ready: () => connected(redis),
    async get(key) {
      try {
        const raw = await redis.get(prefix + key);
        if (!raw) return null;
        const stored = JSON.parse(raw) as Stored;
        const bytes = (text: string) => Buffer.from(text, 'base64');
        const entry: EncodedBody = {
          status: stored.status,
          etag: stored.etag,
          identity: bytes(stored.identity),
          gzip: bytes(stored.gzip),
          br: stored.br === null ? null : bytes(stored.br),
        };
        return { entry, fresh: Date.now() < stored.freshUntil };
      } catch (error) {
        onError(error);
        return null;
      }
    },
    async set(key, entry, ttlMs, keepMs) {
      try {
        const stored: Stored = {
          status: entry.status,
          etag: entry.etag,
          identity: entry.identity.toString('base64'),
          gzip: entry.gzip.toString('base64'),
          br: entry.br?.toString('base64') ?? null,
          freshUntil: Date.now() + ttlMs,
        };
        await redis.storeBounded(
          prefix + key,
          index,
          sizes,
          total,
          JSON.stringify(stored),
          keepMs,
          bounds.maxEntries,
          bounds.maxBytes,
        );
      } catch (error) {
        onError(error);
      }
    },
    async close() {
      await redis.quit().catch(() => undefined);
    },
  };
}
