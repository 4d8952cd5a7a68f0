/**
 * The tours of a game on SQLite and PostgreSQL: the organizer sets them when scheduling (1–20), the
 * game answers them and the scoring table has that many columns; a score for a tour past them is
 * refused, and fewer tours than a tour already scored are refused with a Russian field message.
 */
import type { OrganizerEvent, ScoreSheet } from '@quiz/contract';
import { DEFAULT_TOURS, SCORE_TEXTS } from '@quiz/domain';
import type { FastifyInstance } from 'fastify';
import { describeEachDb, json, startTestApp, type TestApp } from '../../../test/helpers';
import { auth, type OrganizerWorld, organizerWorld } from '../../../test/organizer-world';

describeEachDb('organizer tours', (target) => {
  let t: TestApp;
  let app: FastifyInstance;
  let w: OrganizerWorld;
  const E = (id: number) => `/api/organizer/events/${id}/`;
  const patch = (id: number, payload: object) =>
    app.inject({ method: 'PATCH', url: E(id), headers: auth(w.msk), payload });
  const sheet = async (id: number) =>
    json<ScoreSheet>(
      (await app.inject({ method: 'GET', url: `${E(id)}scores/`, headers: auth(w.msk) })).body,
    );

  beforeAll(async () => {
    t = await startTestApp(target, { seed: true });
    app = t.app;
    w = await organizerWorld(app);
    const arrived = await app.inject({
      method: 'POST',
      url: `${E(w.eventId)}check_in/${w.eventTeamId}/`,
      headers: auth(w.msk),
      payload: { arrived: true },
    });
    expect(arrived.statusCode).toBe(200);
  }, 60_000);
  afterAll(async () => t?.close());

  it('a new game of a theme without a package has the default tours, or the number the organizer set', async () => {
    const theme = await app.inject({
      method: 'POST',
      url: '/api/organizer/themes/',
      headers: auth(w.msk),
      payload: { title: 'Туры без пакета' },
    });
    const themeId = json<{ id: number }>(theme.body).id;
    const create = (extra: object) =>
      app.inject({
        method: 'POST',
        url: '/api/organizer/events/',
        headers: auth(w.msk),
        payload: {
          theme: themeId,
          place: w.placeId,
          date: new Date(Date.now() + 9 * 86_400_000).toISOString(),
          cost: 500,
          ...extra,
        },
      });
    const plain = await create({});
    expect(plain.statusCode).toBe(201);
    expect(json<OrganizerEvent>(plain.body).tours).toBe(DEFAULT_TOURS);
    const eight = await create({ tours: 8 });
    expect(eight.statusCode).toBe(201);
    const game = json<OrganizerEvent>(eight.body);
    expect(game.tours).toBe(8);
    expect((await sheet(game.id)).tours).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
  });

  it('the scoring table follows the tours set on the game; a tour past them is refused', async () => {
    const set = await patch(w.eventId, { tours: 8 });
    expect(set.statusCode).toBe(200);
    expect(json<OrganizerEvent>(set.body).tours).toBe(8);
    const before = await sheet(w.eventId);
    expect(before.tours).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    const row = before.rows.find((r) => r.event_team_id === w.eventTeamId);
    const score = (tour: number, points: number) =>
      app.inject({
        method: 'PUT',
        url: `${E(w.eventId)}scores/${w.eventTeamId}/`,
        headers: auth(w.msk),
        payload: { tour, score: points, version: row?.versions[String(tour)] ?? 0 },
      });
    const past = await score(9, 3);
    expect(past.statusCode).toBe(400);
    expect(past.body).toContain(SCORE_TEXTS.unknownTour);
    expect((await score(8, 4.5)).statusCode).toBe(200);
  });

  it('refuses fewer tours than a tour already scored, and a number outside 1–20, changing nothing', async () => {
    for (const [tours, text] of [
      [7, SCORE_TEXTS.toursBelowScored(8)],
      [0, SCORE_TEXTS.tours],
      [21, SCORE_TEXTS.tours],
      [2.5, SCORE_TEXTS.tours],
    ] as const) {
      const res = await patch(w.eventId, { tours });
      expect(res.statusCode).toBe(400);
      expect(json<{ tours: string[] }>(res.body).tours).toEqual([text]);
    }
    expect((await sheet(w.eventId)).tours).toHaveLength(8);
    const history = await app.inject({ method: 'GET', url: `${E(w.eventId)}history/`, headers: auth(w.msk) });
    expect(history.body).toContain('"field":"tours"');
  });
});
