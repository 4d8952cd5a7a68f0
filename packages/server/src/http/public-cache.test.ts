/**
 * The public answer cache on SQLite and PostgreSQL: ETag + Cache-Control with
 * stale-while-revalidate on every cached call, 304 for a conditional request, a change to an event
 * visible in landing_feed at once, logged-in requests never cached, no line per request in production.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { gunzipSync, gzipSync } from 'node:zlib';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { Redis } from 'ioredis';
import { describeEachDb, json, startTestApp, type TestApp } from '../../test/helpers';
import { buildApp } from '../app';
import { nowIso } from '../db/schema';
import { RATE_LIMITS } from '../plugins/rate-limits';
import { publicDataVersion } from './public-cache';

const REDIS_URL = process.env.REDIS_URL || 'redis://127.0.0.1:6379';

interface Feed {
  events: { id: number; postfix: string }[];
}

const get = (app: FastifyInstance, url: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url, headers });

/** An `onRoute` hook that counts how many times the handler of `url` (default `landing_feed`) really runs. */
function countLandingFeed(counter: { computed: number }, url = '/api/landing_feed') {
  return (route: RouteOptions) => {
    if (route.url !== url) return;
    const handler = route.handler;
    route.handler = function counted(this: unknown, ...args: Parameters<typeof handler>) {
      counter.computed += 1;
      return handler.apply(this as never, args);
    };
  };
}

describeEachDb('public answer cache', (target) => {
  let t: TestApp;
  let app: FastifyInstance;

  beforeAll(async () => {
    t = await startTestApp(target, { seed: true });
    app = t.app;
  });
  afterAll(async () => t?.close());

  test('every cached public call answers with ETag, Cache-Control (stale-while-revalidate) and Vary', async () => {
    const event = await app.db
      .selectFrom('results')
      .select('event_id')
      .orderBy('event_id')
      .executeTakeFirstOrThrow();
    const urls = [
      '/api/landing_feed',
      '/api/games/future/',
      '/api/games/developing/',
      '/api/games/past/',
      '/api/theme/',
      `/api/events_scores/${event.event_id}/`,
      '/api/events_scores/',
      '/api/rating/',
      '/api/common',
      '/api/cities_list',
    ];
    for (const url of urls) {
      const res = await get(app, url);
      expect([url, res.statusCode]).toEqual([url, 200]);
      expect(res.headers.etag).toMatch(/^"[\w-]+"$/);
      expect(res.headers['cache-control']).toMatch(/^public, max-age=\d+, stale-while-revalidate=\d+$/);
      expect(res.headers.vary).toBe('Authorization, Accept-Encoding');
      // the second answer comes from the cache: the same body and ETag
      const again = await get(app, url);
      expect(again.body).toBe(res.body);
      expect(again.headers.etag).toBe(res.headers.etag);
    }
  });

  test('a conditional request with the current ETag answers 304 with no body', async () => {
    const first = await get(app, '/api/landing_feed');
    const etag = String(first.headers.etag);
    const second = await get(app, '/api/landing_feed', { 'if-none-match': etag });
    expect(second.statusCode).toBe(304);
    expect(second.body).toBe('');
    expect(second.headers.etag).toBe(etag);
    // a stale ETag gets the full answer
    const stale = await get(app, '/api/landing_feed', { 'if-none-match': '"nope"' });
    expect(stale.statusCode).toBe(200);
    expect(json<Feed>(stale.body).events.length).toBeGreaterThan(0);
  });

  test('a change to an event is visible in landing_feed at once (and the ETag changes)', async () => {
    const before = await get(app, '/api/landing_feed');
    const feed = json<Feed>(before.body);
    const target = feed.events[0];
    if (!target) throw new Error('the seed has no upcoming event');
    const version = await publicDataVersion(app.db);

    await app.db.updateTable('events').set({ postfix: 'Кэш сброшен' }).where('id', '=', target.id).execute();
    expect(await publicDataVersion(app.db)).toBeGreaterThan(version);
    const after = await get(app, '/api/landing_feed', { 'if-none-match': String(before.headers.etag) });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect(json<Feed>(after.body).events.find((e) => e.id === target.id)?.postfix).toBe('Кэш сброшен');

    // the game moved to the past leaves the upcoming list at once
    await app.db
      .updateTable('events')
      .set({ date: '2000-01-01T10:00:00.000Z' })
      .where('id', '=', target.id)
      .execute();
    const gone = json<Feed>((await get(app, '/api/landing_feed')).body);
    expect(gone.events.map((e) => e.id)).not.toContain(target.id);
    expect(nowIso() > '2000-01-01').toBe(true);
  });

  test('gzip for a client that accepts it, the same JSON', async () => {
    const plain = await get(app, '/api/rating/');
    const zipped = await get(app, '/api/rating/', { 'accept-encoding': 'gzip, br' });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.headers.etag).toBe(plain.headers.etag);
    expect(gunzipSync(zipped.rawPayload).toString('utf8')).toBe(plain.body);
    expect(plain.headers['content-encoding']).toBeUndefined();
  });

  test('a coding the client refuses with q=0 is never sent: `br;q=0, gzip` gets gzip, all refused gets identity', async () => {
    const plain = await get(app, '/api/common');
    // the first of each pair is computed (a miss after the data version moved), the second from the store
    await app.db
      .updateTable('public_data_version')
      .set((eb) => ({ version: eb('version', '+', 1) }))
      .execute();
    for (let round = 0; round < 2; round += 1) {
      const gz = await get(app, '/api/common', { 'accept-encoding': 'br;q=0, gzip' });
      expect(gz.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(gz.rawPayload).toString('utf8')).toBe(plain.body);
      for (const refused of ['gzip;q=0', 'br;q=0, gzip;q=0', 'gzip;q=0.000, *;q=0']) {
        const res = await get(app, '/api/common', { 'accept-encoding': refused });
        expect(res.headers['content-encoding']).toBeUndefined();
        expect(res.body).toBe(plain.body);
      }
    }
  });

  test('a request with a token is never cached: no ETag, no-store', async () => {
    const res = await get(app, '/api/landing_feed', { authorization: `Token ${'a'.repeat(40)}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers.etag).toBeUndefined();
    expect(res.headers['cache-control']).toBe('no-store');
  });
});

describeEachDb('public answer cache: single flight', (target) => {
  test('30 simultaneous requests for a missed key run the handler once, and all get the answer', async () => {
    const counter = { computed: 0 };
    const t = await startTestApp(target, { seed: true, onRoute: countLandingFeed(counter) });
    try {
      const answers = await Promise.all(Array.from({ length: 30 }, () => get(t.app, '/api/landing_feed')));
      expect(answers.map((a) => a.statusCode)).toEqual(Array(30).fill(200));
      expect(new Set(answers.map((a) => a.headers.etag)).size).toBe(1);
      expect(counter.computed).toBe(1);
    } finally {
      await t.close();
    }
  });

  test('after an expiry the expired answer is served while one request refreshes it', async () => {
    const counter = { computed: 0 };
    const t = await startTestApp(target, {
      seed: true,
      publicCache: { ttlMs: 100 },
      onRoute: countLandingFeed(counter),
    });
    try {
      const first = await get(t.app, '/api/landing_feed');
      expect(counter.computed).toBe(1);
      await new Promise((resolve) => setTimeout(resolve, 150));
      const answers = await Promise.all(Array.from({ length: 20 }, () => get(t.app, '/api/landing_feed')));
      expect(answers.map((a) => a.statusCode)).toEqual(Array(20).fill(200));
      expect(answers.every((a) => a.body === first.body)).toBe(true);
      expect(counter.computed).toBe(2);
    } finally {
      await t.close();
    }
  });
});

describeEachDb('production logging', (target) => {
  test('at info, a production server writes no line per request', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _enc, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const t = await startTestApp(target, {
      production: true,
      seed: true,
      devOutbox: false,
      env: {
        CODE_CHANNEL: 'sms_aero',
        SMS_AERO_LOGIN: 'bench',
        SMS_AERO_KEY: 'bench',
        SMS_AERO_URL: 'http://127.0.0.1:9/',
      },
      logger: { level: 'info', stream },
    });
    try {
      for (let i = 0; i < 5; i++) expect((await get(t.app, '/api/common')).statusCode).toBe(200);
      expect(lines.filter((l) => /incoming request|request completed/.test(l))).toEqual([]);
    } finally {
      await t.close();
    }
  });
});

describe('public answer cache in Redis (two server processes sharing one database)', () => {
  let redis: Redis;
  let up = false;
  beforeAll(async () => {
    redis = new Redis(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
    up = await redis.connect().then(
      () => true,
      () => false,
    );
    if (!up) console.warn(`Redis cache test skipped: no Redis at ${REDIS_URL}`);
  });
  afterAll(async () => {
    if (up) await redis.quit();
  });

  test('one replica stores the answer in Redis, the other serves it; a write is seen by both at once', async () => {
    if (!up) return;
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'quiz-cache-redis-'));
    const databaseUrl = path.join(dir, 'quiz.sqlite');
    const namespace = `quiz-test:${randomBytes(6).toString('hex')}`;
    const prefix = `${namespace}:public:`;
    const publicCache = { redisUrl: REDIS_URL };
    const env = { ...process.env, REDIS_NAMESPACE: namespace };
    const a = await buildApp({ static: false, seed: true, databaseUrl, publicCache, env });
    const b = await buildApp({ static: false, migrate: false, databaseUrl, publicCache, env });
    try {
      const first = await get(a, '/api/landing_feed');
      expect(first.statusCode).toBe(200);
      const keys = await redis.keys(`${prefix}*`);
      expect(keys.some((k) => k.endsWith(':/api/landing_feed'))).toBe(true);
      // B answers 304 to A's ETag from the shared entry
      const fromB = await get(b, '/api/landing_feed', { 'if-none-match': String(first.headers.etag) });
      expect(fromB.statusCode).toBe(304);

      const target = json<Feed>(first.body).events[0];
      if (!target) throw new Error('the seed has no upcoming event');
      await a.db.updateTable('events').set({ postfix: 'Через Redis' }).where('id', '=', target.id).execute();
      const after = json<Feed>((await get(b, '/api/landing_feed')).body);
      expect(after.events.find((e) => e.id === target.id)?.postfix).toBe('Через Redis');
    } finally {
      await b.close();
      await a.close();
      const keys = await redis.keys(`${prefix}*`);
      if (keys.length > 0) await redis.del(...keys);
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

/** A query string no two requests share: 8 KB of random junk under a name no call reads. */
const junk = () => `junk=${randomBytes(4096).toString('hex')}`;

describeEachDb('public answer cache: keys and bounds', (target) => {
  test('unknown query parameters are not part of the key: 40 unique junk query strings run the handler once', async () => {
    const counter = { computed: 0 };
    const t = await startTestApp(target, { seed: true, onRoute: countLandingFeed(counter, '/api/theme/') });
    try {
      const first = await get(t.app, '/api/theme/');
      expect(first.statusCode).toBe(200);
      for (let i = 0; i < 40; i++) {
        const res = await get(t.app, `/api/theme/?${junk()}`);
        expect(res.statusCode).toBe(200);
        expect(res.body).toBe(first.body);
      }
      // the trailing slash is the router's to ignore, not a new key either
      expect((await get(t.app, '/api/theme')).body).toBe(first.body);
      expect(counter.computed).toBe(1);
    } finally {
      await t.close();
    }
  });

  test('known parameters key in a stable order; the junk next to them is ignored', async () => {
    const counter = { computed: 0 };
    const t = await startTestApp(target, {
      seed: true,
      onRoute: countLandingFeed(counter, '/api/games/past/'),
    });
    try {
      const city = await t.app.db.selectFrom('cities').select('id').orderBy('id').executeTakeFirstOrThrow();
      const a = await get(t.app, `/api/games/past/?city=${city.id}&page=1`);
      const b = await get(t.app, `/api/games/past/?page=1&${junk()}&city=${city.id}`);
      expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
      expect(b.body).toBe(a.body);
      expect(counter.computed).toBe(1);
      // another value of a known parameter is another answer
      expect((await get(t.app, `/api/games/past/?city=${city.id}&page=2`)).statusCode).toBe(200);
      expect(counter.computed).toBe(2);
    } finally {
      await t.close();
    }
  });

  test('the memory store is bounded in bytes too: past its byte cap the oldest answer is computed again', async () => {
    const counter = { computed: 0 };
    // what the cache keeps of an answer: its JSON and its gzip
    const probe = await startTestApp(target, { seed: true, publicCache: { enabled: false } });
    const kept = async (url: string) => {
      const body = (await get(probe.app, url)).rawPayload;
      return body.length + gzipSync(body, { level: 6 }).length;
    };
    const sizes = [await kept('/api/games/past/?page=1'), await kept('/api/games/past/?page=2')];
    await probe.close();
    // room for either answer, not for both
    const t = await startTestApp(target, {
      seed: true,
      publicCache: { maxBytes: (sizes[0] ?? 0) + (sizes[1] ?? 0) - 1 },
      onRoute: countLandingFeed(counter, '/api/games/past/'),
    });
    try {
      await get(t.app, '/api/games/past/?page=1');
      await get(t.app, '/api/games/past/?page=1');
      expect(counter.computed).toBe(1);
      await get(t.app, '/api/games/past/?page=2');
      await get(t.app, '/api/games/past/?page=1');
      expect(counter.computed).toBe(3);
    } finally {
      await t.close();
    }
  });
});

describe('public answer cache in Redis: bounded, apart from the request limits', () => {
  let redis: Redis;
  let up = false;
  beforeAll(async () => {
    redis = new Redis(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
    up = await redis.connect().then(
      () => true,
      () => false,
    );
    if (!up) console.warn(`Redis cache bound test skipped: no Redis at ${REDIS_URL}`);
  });
  afterAll(async () => {
    if (up) await redis.quit();
  });

  test('unique query strings keep one key per normalised URL, at most maxEntries keys and maxBytes bytes; limit keys untouched', async () => {
    if (!up) return;
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'quiz-cache-bound-'));
    const namespace = `quiz-test:${randomBytes(6).toString('hex')}`;
    const prefix = `${namespace}:public:`;
    const ip = `100.64.${randomBytes(1)[0]}.${1 + ((randomBytes(1)[0] ?? 0) % 250)}`;
    const sentinel = `${namespace}:rl:cache-bound-test`;
    const maxEntries = 5;
    const maxBytes = 256 * 1024;
    const app = await buildApp({
      static: false,
      seed: true,
      databaseUrl: path.join(dir, 'quiz.sqlite'),
      publicCache: { redisUrl: REDIS_URL, maxEntries, maxBytes },
      rateLimits: { redisUrl: REDIS_URL },
      env: { ...process.env, REDIS_NAMESPACE: namespace },
    });
    const from = (url: string) => app.inject({ method: 'GET', url, remoteAddress: ip });
    const entryKeys = async () => (await redis.keys(`${prefix}*`)).filter((k) => !k.startsWith(`${prefix}~`));
    try {
      await redis.set(sentinel, '7', 'EX', 120);
      // a limited call's miss leaves this address's counter in the limits' key space
      expect((await from('/api/games/past/?page=1')).statusCode).toBe(200);
      const limitKeys = await redis.keys(`${namespace}:rl:*${ip}*`);
      expect(limitKeys.length).toBeGreaterThan(0);

      for (let i = 0; i < 30; i++) expect((await from(`/api/theme/?${junk()}`)).statusCode).toBe(200);
      expect((await entryKeys()).filter((k) => k.includes('/api/theme/'))).toHaveLength(1);

      // more distinct answers than the cap: the oldest go
      for (let page = 1; page <= 12; page++)
        expect((await from(`/api/games/past/?page=${page}&${junk()}`)).statusCode).toBe(200);
      const keys = await entryKeys();
      expect(keys.length).toBeLessThanOrEqual(maxEntries);
      let bytes = 0;
      for (const key of keys) bytes += await redis.strlen(key);
      expect(bytes).toBeLessThanOrEqual(maxBytes);

      expect(await redis.get(sentinel)).toBe('7');
      for (const key of limitKeys) expect(await redis.exists(key)).toBe(1);
    } finally {
      await app.close();
      const keys = await redis.keys(`${prefix}*`);
      if (keys.length > 0) await redis.del(...keys);
      await redis.del(sentinel);
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describeEachDb('public reads have a request limit per address', (target) => {
  test('past its max, /api/theme/ answers 429 with the Russian text and retry_after (a miss costs database work)', async () => {
    const max = RATE_LIMITS.themes?.max ?? 0;
    expect(max).toBeGreaterThan(0);
    // every request a miss: the cache off, as for a logged-in visitor's reads
    const t = await startTestApp(target, { seed: true, publicCache: { enabled: false } });
    const remoteAddress = `100.64.${randomBytes(1)[0]}.7`;
    try {
      for (let i = 0; i < max; i++) {
        const res = await t.app.inject({ method: 'GET', url: '/api/theme/', remoteAddress });
        expect(res.statusCode).toBe(200);
      }
      const refused = await t.app.inject({ method: 'GET', url: '/api/theme/', remoteAddress });
      expect(refused.statusCode).toBe(429);
      const body = json<{ detail: string; retry_after: number }>(refused.body);
      expect(body.detail).toMatch(/^Слишком много запросов\. Попробуйте через \d+ с\.$/);
      expect(body.retry_after).toBeGreaterThan(0);
      // another address is not affected
      expect(
        (await t.app.inject({ method: 'GET', url: '/api/theme/', remoteAddress: '100.64.0.1' })).statusCode,
      ).toBe(200);
    } finally {
      await t.close();
    }
  });
});
