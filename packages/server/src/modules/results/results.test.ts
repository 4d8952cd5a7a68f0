/**
 * Results and rating calls on the seeded demo database, on SQLite and PostgreSQL:
 * events_scores/{id}/, events_scores/?month=, rating/.
 */

import { monthKey } from '@quiz/domain';
import type { FastifyInstance } from 'fastify';
import { describeEachDb, json, startTestApp, type TestApp } from '../../../test/helpers';
import { nowIso } from '../../db/schema';

interface Row {
  rank: number;
  team_title: string;
  tour_score: Record<string, number>;
  total_score: number;
}
interface MonthJson {
  month: string | null;
  months: string[];
  games: { event: { id: number; date: string; city: { id: number; timezone: string } }; results: Row[] }[];
}
interface SeasonJson {
  id: number;
  name: string;
  rows: {
    rank: number;
    team_name: string;
    points: number;
    games: number;
    firsts: number;
    seconds: number;
    thirds: number;
  }[];
}

const get = (app: FastifyInstance, url: string) => app.inject({ method: 'GET', url });

describeEachDb('mf-seating: results and rating', (target) => {
  let t: TestApp;
  let app: FastifyInstance;
  let withResults: number;
  let upcoming: number;

  beforeAll(async () => {
    t = await startTestApp(target, { seed: true });
    app = t.app;
    const r = await app.db
      .selectFrom('results')
      .select('event_id')
      .orderBy('event_id')
      .executeTakeFirstOrThrow();
    withResults = r.event_id;
    const u = await app.db
      .selectFrom('events')
      .select('id')
      .where('date', '>', nowIso())
      .where('workflow_state', '=', 'published')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    upcoming = u.id;
  }, 120_000);
  afterAll(async () => t?.close());

  it('events_scores/{id}/: rows ordered by total, with per-tour scores summing to the total', async () => {
    const res = await get(app, `/api/events_scores/${withResults}/`);
    expect(res.statusCode).toBe(200);
    const rows = json<Row[]>(res.body);
    expect(rows.length).toBeGreaterThanOrEqual(3);
    expect(rows.map((r) => r.rank)).toEqual(rows.map((_, i) => i + 1));
    for (let i = 1; i < rows.length; i++) {
      expect(rows[i - 1]?.total_score).toBeGreaterThanOrEqual(rows[i]?.total_score ?? 0);
    }
    const first = rows[0];
    expect(Object.keys(first?.tour_score ?? {}).length).toBeGreaterThan(0);
    const sum = Object.values(first?.tour_score ?? {}).reduce((a, b) => a + b, 0);
    expect(sum).toBeCloseTo(first?.total_score ?? -1);
    expect(typeof first?.team_title).toBe('string');
  });

  it('events_scores/{id}/: [] for an event without results, 404 {detail} for an unknown one', async () => {
    const none = await get(app, `/api/events_scores/${upcoming}`);
    expect(none.statusCode).toBe(200);
    expect(json(none.body)).toEqual([]);
    const missing = await get(app, '/api/events_scores/999999/');
    expect(missing.statusCode).toBe(404);
    expect(json(missing.body)).toEqual({ detail: 'Игра не найдена.' });
  });

  it('events_scores/: the latest month with results by default, months newest first, games with rows', async () => {
    const res = await get(app, '/api/events_scores/');
    expect(res.statusCode).toBe(200);
    const body = json<MonthJson>(res.body);
    expect(body.months.length).toBeGreaterThan(0);
    expect([...body.months].sort().reverse()).toEqual(body.months);
    expect(body.month).toBe(body.months[0]);
    expect(body.games.length).toBeGreaterThan(0);
    for (const g of body.games) {
      expect(monthKey(g.event.date, g.event.city.timezone)).toBe(body.month);
      expect(g.results.length).toBeGreaterThan(0);
    }
    // every game of the default city with results is in exactly one month
    let total = 0;
    for (const m of body.months) {
      const page = json<MonthJson>((await get(app, `/api/events_scores/?month=${m}`)).body);
      expect(page.month).toBe(m);
      expect(page.games.length).toBeGreaterThan(0);
      total += page.games.length;
    }
    const city = body.games[0]?.event.city.id ?? 0;
    const expected = await app.db
      .selectFrom('events')
      .select('id')
      .where('city_id', '=', city)
      .where('id', 'in', app.db.selectFrom('results').select('event_id'))
      .execute();
    expect(total).toBe(expected.length);
  });

  it('events_scores/: a month without games has none; another city has its own months', async () => {
    const empty = json<MonthJson>((await get(app, '/api/events_scores/?month=1999-01')).body);
    expect(empty).toMatchObject({ month: '1999-01', games: [] });
    expect(empty.months.length).toBeGreaterThan(0);
    const cities = await app.db.selectFrom('cities').select('id').orderBy('id').execute();
    for (const c of cities) {
      const res = await get(app, `/api/events_scores/?city=${c.id}`);
      expect(res.statusCode).toBe(200);
      for (const g of json<MonthJson>(res.body).games) expect(g.event.city.id).toBe(c.id);
    }
  });

  it('events_scores/: 400 with a Russian detail for a bad month, 404 for an unknown city', async () => {
    for (const bad of ['2026-13', 'ноябрь', '2026-1']) {
      const res = await get(app, `/api/events_scores/?month=${encodeURIComponent(bad)}`);
      expect(res.statusCode).toBe(400);
      expect(json<{ detail: string }>(res.body).detail).toContain('Месяц нужно указать в виде ГГГГ-ММ');
    }
    expect((await get(app, '/api/events_scores/?city=99999')).statusCode).toBe(404);
  });

  it('rating/: seasons newest first, rows ranked by points with games and places', async () => {
    const res = await get(app, '/api/rating/');
    expect(res.statusCode).toBe(200);
    const seasons = json<SeasonJson[]>(res.body);
    expect(seasons).toHaveLength(2);
    const year = new Date().getUTCFullYear();
    expect(seasons[0]?.name).toBe(`Сезон ${year}`);
    expect(seasons[1]?.name).toBe(`Сезон ${year - 1}`);
    for (const s of seasons) {
      expect(s.rows.length).toBeGreaterThan(0);
      expect(s.rows.map((r) => r.rank)).toEqual(s.rows.map((_, i) => i + 1));
      for (let i = 1; i < s.rows.length; i++) {
        expect(s.rows[i - 1]?.points).toBeGreaterThanOrEqual(s.rows[i]?.points ?? 0);
      }
      for (const r of s.rows) expect(r.firsts + r.seconds + r.thirds).toBeLessThanOrEqual(r.games);
    }
    // the current season counts the seeded results: as many firsts as games with results
    const firsts = seasons[0]?.rows.reduce((a, r) => a + r.firsts, 0);
    const games = await app.db.selectFrom('results').select('event_id').where('rank', '=', 1).execute();
    expect(firsts).toBe(games.length);
  });
});

describe('monthKey', () => {
  it('counts the month in the city zone and falls back on UTC', () => {
    expect(monthKey('2026-10-31T22:30:00.000Z', 'Europe/Moscow')).toBe('2026-11');
    expect(monthKey('2026-10-31T22:30:00.000Z', 'UTC')).toBe('2026-10');
    expect(monthKey('2026-10-31T22:30:00.000Z', 'Nowhere/Nothing')).toBe('2026-10');
  });
});
