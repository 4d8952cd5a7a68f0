/**
 * The cache of public answers: `landing_feed`, `games/future|developing|past`, `theme`,
 * `events_scores` (one game's, a month's), `rating`, `common`, `cities_list` — the same for every
 * anonymous visitor of a city.
 *
 * - Only anonymous GETs (no `Authorization` header) are cached: a logged-in user's answer carries their
 *   own flags (isRegistered, isLiked, …) and stays `no-store`.
 * - Every cacheable answer carries `ETag` (sha1 of the body), `Cache-Control: public, max-age=…,
 *   stale-while-revalidate=…` and `Vary: Authorization, Accept-Encoding`; a request whose
 *   `If-None-Match` names the current ETag gets `304` with no body. An entry keeps its body encoded
 *   once (UTF-8 bytes and gzip), sent as gzip to clients that accept it.
 * - Entries are keyed by the call, the raw URL and the **public data version**: one row that
 *   triggers on every public table raise on each write (migration 0014). The version is read per
 *   request (one primary-key read), or with `checkMs` > 0 at most that often and again at once after
 *   this process answered a write: the server reads it every 250 ms (`PUBLIC_DATA_CHECK_MS`), so a
 *   change made through this process is visible at once and one made by another replica or a script
 *   within 250 ms. `app.publicDataVersion()` is that reader (the rendered pages key on it too). Entries also expire after `ttlMs` (answers
 *   depend on the clock too: a game that started leaves the upcoming list).
 * - Single flight: while one request computes a missed key, the others for it (in this process) wait
 *   for its answer (at most 5 s), so a write under load runs the queries once; after an expiry (same
 *   data version) they get the expired entry at once while that one request refreshes it.
 * - Store: memory (an LRU of `maxEntries`) or, with `REDIS_URL`, Redis (shared by the replicas; a
 *   Redis error is a miss, never an error page).
 * - The lookup is an `onRequest` hook, before the request limits (plugins/rate-limits.ts): an answer
 *   from the cache costs no database work, so only misses count against a client's limit.
 */
import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import type { CallName } from '@quiz/contract/endpoints';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db';
import { connected, failFastRedis } from '../redis';

/** The calls whose anonymous answers are cached. */
export const PUBLIC_CACHED_CALLS: ReadonlySet<CallName> = new Set<CallName>([
  'landingFeed',
  'gamesFuture',
  'gamesDeveloping',
  'gamesPast',
  'themes',
  'eventScores',
  'monthScores',
  'rating',
  'common',
  'citiesList',
]);

export interface PublicCacheOptions {
  /** false: no cache, no ETag (default: on) */
  enabled?: boolean;
  /** redis://… to share the entries between replicas (default env REDIS_URL); else memory */
  redisUrl?: string;
  /** key prefix in Redis: one per deployment sharing a Redis (default env PUBLIC_CACHE_PREFIX, else `quiz:public:`) */
  redisPrefix?: string;
  /** how long an entry may be served (default 30 s) */
  ttlMs?: number;
  /** read the data version at most this often (default 0: every request) */
  checkMs?: number;
  /** memory store size (default 1000 entries) */
  maxEntries?: number;
  /** browser freshness and stale-while-revalidate window, seconds (default 5 and 60) */
  maxAgeS?: number;
  staleWhileRevalidateS?: number;
}

interface Entry {
  readonly etag: string;
  /** the JSON body, UTF-8 encoded once */
  readonly body: Buffer;
  /** the same, gzipped once (sent to clients that accept gzip) */
  readonly gzip: Buffer;
}

function entryOf(payload: string): Entry {
  const body = Buffer.from(payload, 'utf8');
  return { etag: etagOf(payload), body, gzip: gzipSync(body, { level: 6 }) };
}

/** A stored entry; `fresh` false once its ttl has passed (kept as long again, served while one request refreshes it). */
interface Found {
  readonly entry: Entry;
  readonly fresh: boolean;
}

interface Store {
  get(key: string): Promise<Found | null>;
  set(key: string, entry: Entry, ttlMs: number): Promise<void>;
  close(): Promise<void>;
  /** resolves once the store can answer (Redis connected, or given up waiting) */
  ready?(): Promise<void>;
}

function memoryStore(maxEntries: number): Store {
  const map = new Map<
    string,
    { readonly entry: Entry; readonly freshUntil: number; readonly keepUntil: number }
  >();
  return {
    async get(key) {
      const hit = map.get(key);
      if (!hit) return null;
      const now = Date.now();
      if (hit.keepUntil <= now) {
        map.delete(key);
        return null;
      }
      return { entry: hit.entry, fresh: now < hit.freshUntil };
    },
    async set(key, entry, ttlMs) {
      map.delete(key);
      const now = Date.now();
      map.set(key, { entry, freshUntil: now + ttlMs, keepUntil: now + 2 * ttlMs });
      // insertion order: the first key is the least recently stored
      while (map.size > maxEntries) map.delete(map.keys().next().value as string);
    },
    async close() {
      map.clear();
    },
  };
}

function redisStore(url: string, prefix: string, onError: (error: unknown) => void): Store {
  const redis = failFastRedis(url);
  redis.on('error', onError);
  return {
    ready: () => connected(redis),
    async get(key) {
      try {
        const raw = await redis.get(prefix + key);
        if (!raw) return null;
        const stored = JSON.parse(raw) as { etag: string; body: string; gzip: string; freshUntil: number };
        const entry = {
          etag: stored.etag,
          body: Buffer.from(stored.body, 'base64'),
          gzip: Buffer.from(stored.gzip, 'base64'),
        };
        return { entry, fresh: Date.now() < stored.freshUntil };
      } catch (error) {
        onError(error);
        return null;
      }
    },
    async set(key, entry, ttlMs) {
      try {
        const stored = {
          etag: entry.etag,
          body: entry.body.toString('base64'),
          gzip: entry.gzip.toString('base64'),
          freshUntil: Date.now() + ttlMs,
        };
        await redis.set(prefix + key, JSON.stringify(stored), 'PX', 2 * ttlMs);
      } catch (error) {
        onError(error);
      }
    },
    async close() {
      await redis.quit().catch(() => undefined);
    },
  };
}

/** The current public data version (raised by the triggers of migration 0014). */
export async function publicDataVersion(db: Db): Promise<number> {
  const row = await db
    .selectFrom('public_data_version')
    .select('version')
    .where('id', '=', 1)
    .executeTakeFirst();
  return Number(row?.version ?? 0);
}

export const etagOf = (body: string): string => `"${createHash('sha1').update(body).digest('base64url')}"`;

/** Does `If-None-Match` name `etag` (weak or strong, a list, or `*`)? */
export function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((tag) => {
    const t = tag.trim();
    return t === '*' || t === etag || t === `W/${etag}`;
  });
}

/** A Vary value with `names` added to what it already says (CORS adds `Origin`). */
export function withVary(current: unknown, names: readonly string[]): string {
  const have = String(current ?? '')
    .split(',')
    .map((v) => v.trim())
    .filter(Boolean);
  for (const name of names) if (!have.some((v) => v.toLowerCase() === name.toLowerCase())) have.push(name);
  return have.join(', ');
}

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The public data version as this process knows it: read again at most every `checkMs`, and at
     * once after this process answered a write (the public answers and the server-rendered pages key on it).
     */
    publicDataVersion(): Promise<number>;
  }
  interface FastifyRequest {
    /** set for a cacheable request that missed: where onSend stores the answer */
    publicCacheKey: string | null;
    /** set for the one request computing a missed key: settles the others waiting for it */
    publicCacheFill: ((entry: Entry | null) => void) | null;
  }
}

export function registerPublicCache(app: FastifyInstance, db: Db, options: PublicCacheOptions = {}): void {
  app.decorateRequest('publicCacheKey', null);
  app.decorateRequest('publicCacheFill', null);
  const checkMs = options.checkMs ?? 0;
  let known: { version: number; at: number } | null = null;
  const version = async (): Promise<number> => {
    if (known && checkMs > 0 && Date.now() - known.at < checkMs) return known.version;
    known = { version: await publicDataVersion(db), at: Date.now() };
    return known.version;
  };
  app.decorate('publicDataVersion', version);
  // a write made by this process: read the version again on the next request (when checkMs > 0)
  app.addHook('onResponse', async (request) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') known = null;
  });
  if (options.enabled === false) return;
  const ttlMs = options.ttlMs ?? 30_000;
  const cacheControl = `public, max-age=${options.maxAgeS ?? 5}, stale-while-revalidate=${options.staleWhileRevalidateS ?? 60}`;
  const redisUrl = options.redisUrl ?? process.env.REDIS_URL;
  const store = redisUrl
    ? redisStore(
        redisUrl,
        options.redisPrefix ?? (process.env.PUBLIC_CACHE_PREFIX || 'quiz:public:'),
        (error) => app.log.warn({ err: error }, 'public cache: redis'),
      )
    : memoryStore(options.maxEntries ?? 1000);
  app.addHook('onClose', async () => store.close());
  app.addHook('onReady', async () => store.ready?.());

  const cacheable = (request: FastifyRequest): boolean => {
    const name = request.routeOptions.config?.call?.name as CallName | undefined;
    return (
      request.method === 'GET' &&
      name !== undefined &&
      PUBLIC_CACHED_CALLS.has(name) &&
      request.headers.authorization === undefined
    );
  };
  const cacheHeaders = (reply: FastifyReply, etag: string) =>
    reply
      .header('etag', etag)
      .header('cache-control', cacheControl)
      .header('vary', withVary(reply.getHeader('vary'), ['Authorization', 'Accept-Encoding']));
  /** the stored bytes this client takes: gzip when it says so */
  const bodyFor = (request: FastifyRequest, reply: FastifyReply, entry: Entry): Buffer => {
    if (!/\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''))) return entry.body;
    reply.header('content-encoding', 'gzip');
    return entry.gzip;
  };

  // Single flight: while one request computes a missed key (after a write or an expiry), the other
  // requests for it in this process wait for its answer instead of all running the same queries.
  const inFlight = new Map<string, Promise<Entry | null>>();
  const WAIT_MS = 5000;

  const sendEntry = (request: FastifyRequest, reply: FastifyReply, entry: Entry) => {
    cacheHeaders(reply, entry.etag);
    if (matchesEtag(request.headers['if-none-match'], entry.etag)) return reply.code(304).send();
    return reply.type('application/json; charset=utf-8').send(bodyFor(request, reply, entry));
  };
  const settle = (request: FastifyRequest, entry: Entry | null) => {
    const fill = request.publicCacheFill;
    request.publicCacheFill = null;
    fill?.(entry);
  };

  app.addHook('onRequest', async (request, reply) => {
    request.publicCacheKey = null;
    request.publicCacheFill = null;
    if (!cacheable(request)) return;
    const key = `${await version()}:${request.url}`;
    const found = await store.get(key);
    if (found?.fresh) return sendEntry(request, reply, found.entry);
    const pending = inFlight.get(key);
    // expired (same data version): served as it is while one request refreshes it
    if (found && pending) return sendEntry(request, reply, found.entry);
    if (pending) {
      const timeout = new Promise<null>((resolve) => setTimeout(resolve, WAIT_MS, null).unref());
      const entry = await Promise.race([pending, timeout]);
      if (entry) return sendEntry(request, reply, entry);
    } else {
      inFlight.set(
        key,
        new Promise<Entry | null>((resolve) => {
          request.publicCacheFill = (entry) => {
            inFlight.delete(key);
            resolve(entry);
          };
        }),
      );
    }
    request.publicCacheKey = key;
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const key = request.publicCacheKey;
    if (!key) return payload;
    request.publicCacheKey = null;
    if (reply.statusCode !== 200 || typeof payload !== 'string') {
      settle(request, null);
      return payload;
    }
    const entry = entryOf(payload);
    await store.set(key, entry, ttlMs);
    settle(request, entry);
    cacheHeaders(reply, entry.etag);
    if (matchesEtag(request.headers['if-none-match'], entry.etag)) {
      reply.code(304);
      return '';
    }
    return bodyFor(request, reply, entry);
  });

  // the computing request failed before onSend (or was aborted): its waiters compute themselves
  app.addHook('onResponse', async (request) => settle(request, null));
  app.addHook('onRequestAbort', async (request) => settle(request, null));
}
