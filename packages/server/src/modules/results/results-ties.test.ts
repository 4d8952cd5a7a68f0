/**
 * Tied totals share a place (1, 2, 2, 4) in a game's results, the month's games and the rating,
 * on SQLite and PostgreSQL.
 */
import type { FastifyInstance } from 'fastify';
import { describeEachDb, json, startTestApp, type TestApp } from '../../../test/helpers';

interface Row {
  rank: number;
  team_title: string;
  total_score: number;
}

describeEachDb('results and rating: ties share a place', (target) => {
  let t: TestApp;
  let app: FastifyInstance;
  let eventId: number;

  beforeAll(async () => {
    t = await startTestApp(target, { seed: true });
    app = t.app;
    const first = await app.db
      .selectFrom('results')
      .select('event_id')
      .orderBy('event_id')
      .executeTakeFirstOrThrow();
    eventId = first.event_id;
    const rows = await app.db
      .selectFrom('results')
      .select('id')
      .where('event_id', '=', eventId)
      .orderBy('id')
      .execute();
    // totals 40, 30, 30, 20, then lower: places 1, 2, 2, 4
    const totals = [40, 30, 30, 20];
    for (const [i, row] of rows.entries()) {
      await app.db
        .updateTable('results')
        .set({ total_score: totals[i] ?? 10 - i, rank: i + 1 })
        .where('id', '=', row.id)
        .execute();
    }
    const season = await app.db
      .selectFrom('rating_seasons')
      .select('id')
      .orderBy('starts_at', 'desc')
      .executeTakeFirstOrThrow();
    const ratingRows = await app.db
      .selectFrom('rating_rows')
      .select('id')
      .where('season_id', '=', season.id)
      .orderBy('id')
      .execute();
    for (const [i, row] of ratingRows.entries()) {
      await app.db
        .updateTable('rating_rows')
        .set({ points: totals[i] ?? 10 - i, firsts: 0, seconds: 0, thirds: 0, games: 1 })
        .where('id', '=', row.id)
        .execute();
    }
  });
  afterAll(async () => t?.close());

  it('events_scores/{id}/ ranks 1, 2, 2, 4', async () => {
    const res = await app.inject({ method: 'GET', url: `/api/events_scores/${eventId}/` });
    const rows = json<Row[]>(res.body);
    expect(rows.slice(0, 4).map((r) => [r.total_score, r.rank])).toEqual([
      [40, 1],
      [30, 2],
      [30, 2],
      [20, 4],
    ]);
  });

  it('events_scores/?month= shows the same shared places for that game', async () => {
    const months = json<{ months: string[] }>(
      (await app.inject({ method: 'GET', url: '/api/events_scores/' })).body,
    ).months;
    let found: Row[] | undefined;
    for (const month of months) {
      const body = json<{ games: { event: { id: number }; results: Row[] }[] }>(
        (await app.inject({ method: 'GET', url: `/api/events_scores/?month=${month}` })).body,
      );
      found = body.games.find((g) => g.event.id === eventId)?.results ?? found;
    }
    expect(found?.slice(0, 4).map((r) => r.rank)).toEqual([1, 2, 2, 4]);
  });

  it('rating/ gives equal points one place', async () => {
    const seasons = json<{ rows: { rank: number; points: number }[] }[]>(
      (await app.inject({ method: 'GET', url: '/api/rating/' })).body,
    );
    expect(seasons[0]?.rows.slice(0, 4).map((r) => [r.points, r.rank])).toEqual([
      [40, 1],
      [30, 2],
      [30, 2],
      [20, 4],
    ]);
  });
});
