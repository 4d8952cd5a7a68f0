/**
 * A production start never seeds: NODE_ENV=production on an empty database (even with the demo seed
 * asked for) leaves it empty — no game, no user, no organizer — serves an empty, working site, and says
 * in its log how the first city and organizer are made (`pnpm organizer grant … --new-city`).
 * SQLite and PostgreSQL.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { grantOrganizer } from '../src/modules/organizer/grants';
import { startOptions } from '../src/start-options';
import { describeEachDb, json, startTestApp, type TestApp } from './helpers';

const SMS_ENV = { CODE_CHANNEL: 'sms_aero', SMS_AERO_LOGIN: 'a', SMS_AERO_KEY: 'b' };
const INDEX = '<!doctype html><html lang="ru"><head><title>Квиз</title></head><body></body></html>';

/** A built shell and nothing else: the pages are served whether or not the repository is built. */
function builtShell(): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'quiz-prod-start-'));
  fs.mkdirSync(path.join(root, 'shell', 'dist'), { recursive: true });
  fs.writeFileSync(path.join(root, 'shell', 'dist', 'index.html'), INDEX);
  return root;
}

/** A pino destination that keeps every line's `msg`. */
function logLines(): { stream: Writable; messages: string[] } {
  const messages: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of String(chunk).split('\n').filter(Boolean)) {
        const parsed = JSON.parse(line) as { msg?: string };
        if (parsed.msg) messages.push(parsed.msg);
      }
      done();
    },
  });
  return { stream, messages };
}

async function count(app: FastifyInstance, table: 'events' | 'users' | 'organizer_cities' | 'cities') {
  const row = await app.db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

describe('the demo seed is asked for by a development start only', () => {
  it('NODE_ENV=production never asks for it, even with SEED_DEMO=1 or --seed-demo', () => {
    expect(startOptions({ NODE_ENV: 'production', ...SMS_ENV }, []).seed).toBe(false);
    expect(startOptions({ NODE_ENV: 'production', SEED_DEMO: '1' }, ['--seed-demo']).seed).toBe(false);
  });

  it('a start without SEED_DEMO=1 or --seed-demo does not seed; with either it does', () => {
    expect(startOptions({}, []).seed).toBe(false);
    expect(startOptions({ SEED_DEMO: '1' }, []).seed).toBe(true);
    expect(startOptions({}, ['--seed-demo']).seed).toBe(true);
    expect(startOptions({ SEED_DEMO: '0' }, []).seed).toBe(false);
  });
});

describeEachDb('a production start on an empty database', (target) => {
  let t: TestApp;
  let root: string;
  let logs: ReturnType<typeof logLines>;
  beforeAll(async () => {
    root = builtShell();
    logs = logLines();
    t = await startTestApp(target, {
      // as server.ts builds it with NODE_ENV=production and a real SMS channel, the seed asked for
      ...startOptions({ NODE_ENV: 'production', SEED_DEMO: '1', ...SMS_ENV }, ['--seed-demo']),
      seed: true,
      production: true,
      env: SMS_ENV,
      static: { root },
      logger: { level: 'info', stream: logs.stream },
    });
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    if (root) fs.rmSync(root, { recursive: true, force: true });
  });

  it('seeds nothing: no game, no user, no organizer, no city; the log says the seed was refused', async () => {
    expect(await count(t.app, 'events')).toBe(0);
    expect(await count(t.app, 'users')).toBe(0);
    expect(await count(t.app, 'organizer_cities')).toBe(0);
    expect(await count(t.app, 'cities')).toBe(0);
    expect(logs.messages).not.toContain('demo seed created');
    expect(logs.messages.join('\n')).toMatch(/demo seed refused: NODE_ENV=production/);
  });

  it('says in its log how to make the first city and organizer', () => {
    expect(logs.messages.join('\n')).toContain('pnpm organizer grant <phone> --city <name> --new-city');
  });

  it('serves an empty, working site: the pages and the public calls answer 200', async () => {
    for (const url of ['/', '/games', '/robots.txt', '/sitemap.xml']) {
      expect([url, (await t.app.inject({ url })).statusCode]).toEqual([url, 200]);
    }
    const common = await t.app.inject({ url: '/api/common' });
    expect(common.statusCode).toBe(200);
    expect(json(common.body).default_city).toBeNull();
    const empty: Record<string, unknown> = {
      '/api/cities_list': [],
      '/api/landing_feed': { events: [], themes: [] },
      '/api/games/future/': [],
      '/api/games/developing/': [],
      '/api/games/past/': { next: null, count: 0, results: [] },
      '/api/theme/': [],
      '/api/rating/': [],
    };
    for (const [url, body] of Object.entries(empty)) {
      const res = await t.app.inject({ url });
      expect([url, res.statusCode, json(res.body)]).toEqual([url, 200, body]);
    }
    const scores = await t.app.inject({ url: '/api/events_scores/' });
    expect(scores.statusCode).toBe(200);
    expect(json(scores.body)).toMatchObject({ games: [] });
  });

  it('pnpm organizer grant <phone> --city <name> --new-city makes the first city and its organizer', async () => {
    await expect(grantOrganizer(t.app.db, '79161234567', 'Казань')).rejects.toThrow(
      'Нет такого города: Казань. Городов пока нет: чтобы создать его, добавьте --new-city.',
    );
    expect(await grantOrganizer(t.app.db, '79161234567', 'Казань', { newCity: true })).toBe(
      '+79161234567 — организатор в городе Казань (город создан).',
    );
    expect(await count(t.app, 'organizer_cities')).toBe(1);
    const common = json<{ default_city: { title: string } }>((await t.app.inject('/api/common')).body);
    expect(common.default_city.title).toBe('Казань');
    const feed = await t.app.inject({ url: '/api/landing_feed' });
    expect([feed.statusCode, json(feed.body)]).toEqual([200, { events: [], themes: [] }]);
    // a second city is made only when asked for: a misspelt name is refused, listing the cities
    await expect(grantOrganizer(t.app.db, '79161234567', 'Казан')).rejects.toThrow(
      /^Нет такого города: Казан\. Города: Казань \(\d+\)\. Новый город — с --new-city\.$/,
    );
  });
});
