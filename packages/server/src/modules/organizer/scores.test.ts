/**
 * Scoring a game night on SQLite and PostgreSQL: 20 concurrent writes to one cell carrying the same
 * version → exactly one accepted, the others 409 with the current row; places are shared (1, 2, 2, 4);
 * publishing makes the results public and recomputes the rating; a correction republishes; the live
 * results stream gets every accepted score.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type {
  LiveResults,
  PublishResultsResponse,
  ResultRow,
  ScoreConflict,
  ScoreSheet,
  SeatingState,
} from '@quiz/contract';
import { SCORE_TEXTS } from '@quiz/domain';
import type { FastifyInstance } from 'fastify';
import { describeEachDb, eventually, json, startTestApp, type TestApp } from '../../../test/helpers';
import { auth, type OrganizerWorld, organizerWorld } from '../../../test/organizer-world';

describeEachDb('organizer scores', (target) => {
  let t: TestApp;
  let app: FastifyInstance;
  let w: OrganizerWorld;
  let teams: number[] = [];
  const E = () => `/api/organizer/events/${w.eventId}`;
  const put = (teamId: number, tour: number, score: number, version: number) =>
    app.inject({
      method: 'PUT',
      url: `${E()}/scores/${teamId}/`,
      headers: auth(w.msk),
      payload: { tour, score, version },
    });
  /** Saves a team's scores cell by cell, each with its cell's version on the sheet now; the last answer. */
  const putRow = async (teamId: number, scores: Record<string, number>) => {
    const sheet = json<ScoreSheet>(
      (await app.inject({ method: 'GET', url: `${E()}/scores/`, headers: auth(w.msk) })).body,
    );
    const row = sheet.rows.find((r) => r.event_team_id === teamId);
    let last = null;
    for (const [tour, score] of Object.entries(scores)) {
      last = await put(teamId, Number(tour), score, row?.versions[tour] ?? 0);
      expect(last.statusCode).toBe(200);
    }
    return last;
  };

  beforeAll(async () => {
    t = await startTestApp(target, { seed: true });
    app = t.app;
    w = await organizerWorld(app);
    // four lineups of the game arrive (the seed's lineups of one game, plus moved ones if it has fewer)
    const lineups = await app.db
      .selectFrom('event_teams')
      .select('id')
      .where('event_id', '=', w.eventId)
      .orderBy('id')
      .execute();
    teams = lineups.slice(0, 4).map((l) => l.id);
    for (const id of teams) {
      const res = await app.inject({
        method: 'POST',
        url: `${E()}/check_in/${id}/`,
        headers: auth(w.msk),
        payload: { arrived: true },
      });
      expect(res.statusCode).toBe(200);
    }
  }, 60_000);
  afterAll(async () => t?.close());

  it("checks the lineups in as the seating's «in game»", async () => {
    const seating = json<SeatingState>(
      (await app.inject({ method: 'GET', url: `/api/event/${w.eventId}/seating/`, headers: auth(w.msk) }))
        .body,
    );
    const inGame = seating.teams.filter((team) => team.is_in_game).map((team) => team.id);
    expect(inGame).toEqual(expect.arrayContaining(teams));
  });

  it('accepts exactly one of 20 concurrent writes to one cell with the same version; the rest get 409 and the current row', async () => {
    const team = teams[0] ?? 0;
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => put(team, 1, i / 2, 0)));
    const codes = answers.map((a) => a.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(19);
    const winner = answers.find((a) => a.statusCode === 200);
    const row = json<ScoreSheet>(winner?.body ?? '{}').rows.find((r) => r.event_team_id === team);
    expect(row?.version).toBe(1);
    expect(row?.versions).toEqual({ '1': 1 });
    const conflict = json<ScoreConflict>(answers.find((a) => a.statusCode === 409)?.body ?? '{}');
    expect(conflict.detail).toBe(SCORE_TEXTS.stale);
    expect(conflict.current.tour_scores).toEqual(row?.tour_scores);
  });

  it('refuses a score outside 0–100 or not in half points, and a tour the game does not have', async () => {
    for (const bad of [-1, 100.5, 7.25]) {
      const res = await put(teams[1] ?? 0, 1, bad, 0);
      expect(res.statusCode).toBe(400);
      expect(res.body).toMatch(bad === 7.25 ? /шагом 0,5/ : /от 0 до 100/);
    }
    expect((await put(teams[1] ?? 0, 19, 5, 0)).statusCode).toBe(400);
  });

  it('totals and shares places 1, 2, 2, 4 as scores arrive, and streams them live', async () => {
    if (!app.server.listening) await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    const messages: LiveResults[] = [];
    let connected = false;
    const stream = http.get(`http://127.0.0.1:${port}/api/event/${w.eventId}/results_stream/`, (res) => {
      res.setEncoding('utf8');
      let buffer = '';
      res.on('data', (chunk: string) => {
        buffer += chunk;
        connected ||= buffer.includes(': connected');
        for (const block of buffer.split('\n\n').slice(0, -1)) {
          const data = /^event: results\ndata: (.*)$/m.exec(block);
          if (data?.[1]) messages.push(JSON.parse(data[1]) as LiveResults);
        }
        buffer = buffer.slice(buffer.lastIndexOf('\n\n') + 2);
      });
    });
    await eventually(async () => connected);
    const [a, b, c, d] = teams as [number, number, number, number];
    await putRow(a, { '1': 20, '2': 10 });
    await putRow(b, { '1': 12.5, '2': 12.5 });
    await putRow(c, { '1': 25 });
    const last = await putRow(d, { '1': 3.5 });
    const sheet = json<ScoreSheet>(last?.body ?? '{}');
    // the sheet keeps its rows in title order (the grid's); the places ride along
    const titles = sheet.rows.map((r) => r.title);
    expect(titles).toEqual([...titles].sort((x, y) => x.localeCompare(y, 'ru')));
    const byPlace = [...sheet.rows].sort(
      (x, y) => x.rank - y.rank || titles.indexOf(x.title) - titles.indexOf(y.title),
    );
    expect(byPlace.map((r) => [r.total, r.rank])).toEqual([
      [30, 1],
      [25, 2],
      [25, 2],
      [3.5, 4],
    ]);
    // the stream carries every save; wait for the one of the last (or fail showing the latest seen)
    const totals = () => messages.at(-1)?.rows.map((r) => r.total_score);
    await eventually(async () => totals()?.length === 4 && totals()?.[3] === 3.5).catch(() => undefined);
    stream.destroy();
    const latest = messages.at(-1);
    expect(latest?.state).toBe('scoring');
    expect(latest?.rows.map((r) => r.total_score)).toEqual([30, 25, 25, 3.5]);
  });

  it('publishes: public results, rating recomputed, finished game; a correction republishes', async () => {
    // results are published once the game has started (the results lifecycle of @quiz/domain)
    const date = new Date(Date.now() - 60_000).toISOString();
    await app.db.updateTable('events').set({ date }).where('id', '=', w.eventId).execute();
    const published = await app.inject({
      method: 'POST',
      url: `${E()}/results/publish/`,
      headers: auth(w.msk),
    });
    expect(published.statusCode).toBe(200);
    expect(json<PublishResultsResponse>(published.body).results.map((r) => r.rank)).toEqual([1, 2, 2, 4]);
    const pub = json<ResultRow[]>(
      (await app.inject({ method: 'GET', url: `/api/events_scores/${w.eventId}/` })).body,
    );
    expect(pub.map((r) => r.total_score)).toEqual([30, 25, 25, 3.5]);
    const event = await app.db
      .selectFrom('events')
      .select(['workflow_state'])
      .where('id', '=', w.eventId)
      .executeTakeFirstOrThrow();
    expect(event.workflow_state).toBe('finished');

    const sheet = json<ScoreSheet>(
      (await app.inject({ method: 'GET', url: `${E()}/scores/`, headers: auth(w.msk) })).body,
    );
    // the team in the last place (the sheet's rows are in title order)
    const lastRow = sheet.rows.find((r) => r.rank === 4);
    const fix = await put(lastRow?.event_team_id ?? 0, 1, 40, lastRow?.versions['1'] ?? 0);
    expect(fix.statusCode).toBe(200);
    const again = json<ResultRow[]>(
      (await app.inject({ method: 'GET', url: `/api/events_scores/${w.eventId}/` })).body,
    );
    expect(again[0]?.total_score).toBe(40);
    const live = json<LiveResults>(
      (await app.inject({ method: 'GET', url: `/api/event/${w.eventId}/live_results/` })).body,
    );
    expect(live.state).toBe('published');
  });
});
