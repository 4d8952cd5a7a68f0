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
 *   once (UTF-8 bytes and gzip), sent as gzip to clients that accept it (./response-cache.ts: the
 *   same cache, negotiation and single flight as the rendered pages).
 * - Entries are keyed by the call's route with its params, only the query parameters the call
 *   reads (its query schema's keys, in the order of their names), and the **public data version**
 *   (`publicCacheKeyOf`): unknown parameters, their order and a trailing slash make no new key, so a
 *   client cannot fill the cache with unique query strings (the schema strips unknown parameters
 *   before the handler, so the answer cannot depend on them). The data version is one row that
 *   triggers on every public table raise on each write (migration 0014). It is read per
 *   request (one primary-key read), or with `checkMs` > 0 at most that often and again at once after
 *   this process answered a write: the server reads it every 250 ms (`PUBLIC_DATA_CHECK_MS`), so a
 *   change made through this process is visible at once and one made by another replica or a script
 *   within 250 ms. `app.publicDataVersion()` is that reader (the rendered pages key on it too). Entries also expire after `ttlMs` (answers
 *   depend on the clock too: a game that started leaves the upcoming list).
 * - Single flight: while one request computes a missed key, the others for it (in this process) wait
 *   for its answer (at most 5 s), so a write under load runs the queries once; after an expiry (same
 *   data version) they get the expired entry at once while that one request refreshes it.
 * - Store (./response-store.ts): memory or, with `REDIS_URL`, Redis (shared by the replicas, keys
 *   under the deployment's namespace of ../redis.ts; a Redis error is a miss, never an error page),
 *   either bounded by the cache's own caps: at most
 *   `maxEntries` entries (2000) and `maxBytes` bytes (32 MiB), the oldest going first. In Redis the
 *   cache has its own prefix and deletes only its own keys, and its cap keeps it far from Redis's
 *   maxmemory, so it can never evict or starve the request limits' counters sharing that Redis.
 * - The lookup is an `onRequest` hook, before the request limits (plugins/rate-limits.ts): an answer
 *   from the cache costs no database work, so only misses count against a client's limit.
 */
import type { AnyCall } from '@quiz/contract';
import type { CallName } from '@quiz/contract/endpoints';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db';
import { redisNames } from '../redis';
import {
  type EncodedBody,
  encodeBody,
  encodedFor,
  matchesEtag,
  ResponseCache,
  sendEncoded,
} from './response-cache';
import { memoryStore, PUBLIC_CACHE_MAX_BYTES, PUBLIC_CACHE_MAX_ENTRIES, redisStore } from './response-store';

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
  /** how long an entry may be served (default 30 s) */
  ttlMs?: number;
  /** read the data version at most this often (default 0: every request) */
  checkMs?: number;
  /** entries kept at most, in memory or in Redis (default PUBLIC_CACHE_MAX_ENTRIES) */
  maxEntries?: number;
  /** bytes kept at most (bodies and their gzip), in memory or in Redis (default PUBLIC_CACHE_MAX_BYTES) */
  maxBytes?: number;
  /** browser freshness and stale-while-revalidate window, seconds (default 5 and 60) */
  maxAgeS?: number;
  staleWhileRevalidateS?: number;
}

/** The query parameters a call reads: its query schema's keys, sorted (none without a query). */
function queryNamesOf(call: AnyCall): readonly string[] {
  const schema: unknown = call.query;
  if (schema === undefined) return [];
  const shape = typeof schema === 'object' && schema !== null && 'shape' in schema ? schema.shape : null;
  if (typeof shape !== 'object' || shape === null)
    throw new Error(
      `public cache: the query of "${call.name}" is not an object schema, its keys are unknown`,
    );
  return Object.keys(shape).sort();
}

/**
 * The cache key of a request, without the data version: the route's path with its params filled in,
 * then only the query parameters the call reads, in the order of their names (a repeated one keeps
 * its values in order). Anything else in the URL — unknown parameters, their order, a trailing slash —
 * is no part of it: the call's query schema strips unknown parameters before the handler sees them, so
 * the answer cannot depend on them.
 */
export function publicCacheKeyOf(request: FastifyRequest, queryNames: readonly string[]): string {
  const params = (request.params ?? {}) as Record<string, unknown>;
  const path = (request.routeOptions.url ?? '').replace(/:(\w+)/g, (_, name: string) =>
    encodeURIComponent(String(params[name] ?? '')),
  );
  const query = (request.query ?? {}) as Record<string, unknown>;
  const parts: string[] = [];
  for (const name of queryNames) {
    const value = query[name];
    if (value === undefined) continue;
    for (const one of Array.isArray(value) ? value : [value])
      parts.push(`${encodeURIComponent(name)}=${encodeURIComponent(String(one))}`);
  }
  return parts.length > 0 ? `${path}?${parts.join('&')}` : path;
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
    /** set for the one request computing a missed key: stores its answer, settles the others waiting for it */
    publicCacheFill: ((entry: EncodedBody | null) => Promise<void>) | null;
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
  const bounds = {
    maxEntries: options.maxEntries ?? PUBLIC_CACHE_MAX_ENTRIES,
    maxBytes: options.maxBytes ?? PUBLIC_CACHE_MAX_BYTES,
  };
  const store = redisUrl
    ? redisStore(redisUrl, redisNames(app.settings.env).publicCache, bounds, (error) =>
        app.log.warn({ err: error }, 'public cache: redis'),
      )
    : memoryStore(bounds);
  const cache = new ResponseCache(store, { ttlMs });
  app.addHook('onClose', async () => cache.close());
  app.addHook('onReady', async () => store.ready?.());

  // the query parameters of each cached call, known when its route is registered
  const queryNames = new Map<AnyCall, readonly string[]>();
  app.addHook('onRoute', (route) => {
    const call = route.config?.call;
    if (call && PUBLIC_CACHED_CALLS.has(call.name as CallName)) queryNames.set(call, queryNamesOf(call));
  });
  /** the query parameters a cacheable request's call reads; null when the request is not cacheable */
  const cacheable = (request: FastifyRequest): readonly string[] | null => {
    const call = request.routeOptions.config?.call;
    if (request.method !== 'GET' || !call || request.headers.authorization !== undefined) return null;
    return queryNames.get(call) ?? null;
  };
  const cacheHeaders = (reply: FastifyReply, etag: string) =>
    reply
      .header('etag', etag)
      .header('cache-control', cacheControl)
      .header('vary', withVary(reply.getHeader('vary'), ['Authorization', 'Accept-Encoding']));
  // Single flight (./response-cache.ts): while one request computes a missed key (after a write or an
  // expiry), the other requests for it in this process wait for its answer (at most WAIT_MS) instead
  // of all running the same queries; after an expiry they get the expired entry meanwhile.
  const WAIT_MS = 5000;

  const sendEntry = (request: FastifyRequest, reply: FastifyReply, entry: EncodedBody) => {
    cacheHeaders(reply, entry.etag);
    return sendEncoded(request, reply.type('application/json; charset=utf-8'), entry);
  };
  const settle = async (request: FastifyRequest, entry: EncodedBody | null) => {
    const fill = request.publicCacheFill;
    request.publicCacheFill = null;
    await fill?.(entry);
  };

  app.addHook('onRequest', async (request, reply) => {
    request.publicCacheKey = null;
    request.publicCacheFill = null;
    const names = cacheable(request);
    if (!names) return;
    const key = `${await version()}:${publicCacheKeyOf(request, names)}`;
    const found = await cache.peek(key);
    if (found?.fresh) return sendEntry(request, reply, found.entry);
    const pending = cache.pending(key);
    // expired (same data version): served as it is while one request refreshes it
    if (found && pending) return sendEntry(request, reply, found.entry);
    if (pending) {
      const timeout = new Promise<null>((resolve) => setTimeout(resolve, WAIT_MS, null).unref());
      const entry = await Promise.race([pending, timeout]);
      if (entry) return sendEntry(request, reply, entry);
    } else {
      request.publicCacheFill = cache.claim(key);
    }
    request.publicCacheKey = key;
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const key = request.publicCacheKey;
    if (!key) return payload;
    request.publicCacheKey = null;
    if (reply.statusCode !== 200 || typeof payload !== 'string') {
      await settle(request, null);
      return payload;
    }
    const entry = await encodeBody(payload, { br: false });
    // the one computing request stores it for all; one that waited in vain stores its own
    if (request.publicCacheFill) await settle(request, entry);
    else await cache.set(key, entry);
    cacheHeaders(reply, entry.etag);
    if (matchesEtag(request.headers['if-none-match'], entry.etag)) {
      reply.code(304);
      return '';
    }
    return encodedFor(request, reply, entry);
  });

  // the computing request failed before onSend (or was aborted): its waiters compute themselves
  app.addHook('onResponse', async (request) => settle(request, null));
  app.addHook('onRequestAbort', async (request) => settle(request, null));
}
