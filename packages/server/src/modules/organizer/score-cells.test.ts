/**
 * Two organizers score one game night (one per half of the hall), on SQLite and PostgreSQL: every cell
 * (team, tour) has its own version, so two people entering different tours of one team from the same
 * load both keep their scores, and only a change of the very cell one was looking at is refused (409,
 * the Russian message, the current row; nothing written). Writes to every tour of one team at once all
 * land: the row's other cells are never written back from a stale copy.
 */
import type { LiveResults, ScoreConflict, ScoreRow, ScoreSheet } from '@quiz/contract';
import { SCORE_TEXTS } from '@quiz/domain';
import type { FastifyInstance } from 'fastify';
import { describeEachDb, json, startTestApp, type TestApp } from '../../../test/helpers';
import { auth, type OrganizerWorld, organizerWorld } from '../../../test/organizer-world';

describeEachDb('organizer score cells', (target) => {
  let t: TestApp;
  let app: FastifyInstance;
  let w: OrganizerWorld;
  const E = () => `/api/organizer/events/${w.eventId}`;
  const put = (token: string, tour: number, score: number | null, version: number) =>
    app.inject({
      method: 'PUT',
      url: `${E()}/scores/${w.eventTeamId}/`,
      headers: auth(token),
      payload: { tour, score, version },
    });
  const sheet = async () =>
    json<ScoreSheet>((await app.inject({ method: 'GET', url: `${E()}/scores/`, headers: auth(w.msk) })).body);
  const rowOf = (s: ScoreSheet): ScoreRow | undefined =>
    s.rows.find((r) => r.event_team_id === w.eventTeamId);
  const cellVersion = (row: ScoreRow | undefined, tour: number) => row?.versions[String(tour)] ?? 0;
  // the second organizer of the same city (another phone, another token)
  let other = '';

  beforeAll(async () => {
    t = await startTestApp(target, { seed: true });
    app = t.app;
    w = await organizerWorld(app);
    const granted = await app.db
      .selectFrom('users')
      .select('id')
      .where('phone', '=', '79990000002')
      .executeTakeFirstOrThrow();
    await app.db.insertInto('organizer_cities').values({ user_id: granted.id, city_id: w.mskCity }).execute();
    await app.db.updateTable('users').set({ is_organizer: 1 }).where('id', '=', granted.id).execute();
    other = w.player;
    // a game of six tours, as most are
    await app.db.updateTable('events').set({ tours: 6 }).where('id', '=', w.eventId).execute();
    const checkIn = await app.inject({
      method: 'POST',
      url: `${E()}/check_in/${w.eventTeamId}/`,
      headers: auth(w.msk),
      payload: { arrived: true },
    });
    expect(checkIn.statusCode).toBe(200);
  }, 60_000);
  afterAll(async () => t?.close());

  it('A saves tour 3 and B saves tour 4 of the same team from the same load: both are kept', async () => {
    const loaded = rowOf(await sheet()); // both organizers opened the sheet now
    const a = await put(w.msk, 3, 7.5, cellVersion(loaded, 3));
    expect(a.statusCode).toBe(200);
    const b = await put(other, 4, 6, cellVersion(loaded, 4));
    expect(b.statusCode).toBe(200);
    const row = rowOf(json<ScoreSheet>(b.body));
    expect(row?.tour_scores).toEqual({ '3': 7.5, '4': 6 });
    expect(row?.versions).toEqual({ '3': 1, '4': 1 });
    expect(row?.total).toBe(13.5);
    expect(rowOf(await sheet())?.tour_scores).toEqual({ '3': 7.5, '4': 6 });
    const live = json<LiveResults>(
      (await app.inject({ method: 'GET', url: `/api/event/${w.eventId}/live_results/` })).body,
    );
    expect(live.rows.map((r) => r.tour_score)).toEqual([{ '3': 7.5, '4': 6 }]);
  });

  it('the same cell changed by the other since the load: 409 with the Russian message and his value, nothing written', async () => {
    const loaded = rowOf(await sheet());
    const a = await put(w.msk, 3, 9, cellVersion(loaded, 3));
    expect(a.statusCode).toBe(200);
    const b = await put(other, 3, 5, cellVersion(loaded, 3));
    expect(b.statusCode).toBe(409);
    const conflict = json<ScoreConflict>(b.body);
    expect(conflict.detail).toBe(SCORE_TEXTS.stale);
    expect(conflict.current.tour_scores).toEqual({ '3': 9, '4': 6 });
    expect(conflict.current.versions['3']).toBe(cellVersion(loaded, 3) + 1);
    const after = rowOf(await sheet());
    expect(after?.tour_scores).toEqual({ '3': 9, '4': 6 });
    expect(after?.version).toBe(rowOf(json<ScoreSheet>(a.body))?.version);
    const history = await app.inject({ method: 'GET', url: `${E()}/history/`, headers: auth(w.msk) });
    expect(history.body).not.toContain('"after":5');
  });

  it('writes to every tour of the team at once, all from the same load: every one is kept', async () => {
    const loaded = await sheet();
    const row = rowOf(loaded);
    const answers = await Promise.all(
      loaded.tours.map((tour) => put(tour % 2 ? w.msk : other, tour, tour + 0.5, cellVersion(row, tour))),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(loaded.tours.map(() => 200));
    const after = rowOf(await sheet());
    expect(after?.tour_scores).toEqual(Object.fromEntries(loaded.tours.map((t) => [String(t), t + 0.5])));
  });

  it('accepts exactly one of 20 concurrent writes to one cell with the same version; the rest get 409', async () => {
    const version = cellVersion(rowOf(await sheet()), 1);
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => put(w.msk, 1, i / 2, version)));
    const codes = answers.map((a) => a.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(19);
    const winner = rowOf(json<ScoreSheet>(answers.find((a) => a.statusCode === 200)?.body ?? '{}'));
    expect(winner?.versions['1']).toBe(version + 1);
    expect(rowOf(await sheet())?.tour_scores['1']).toBe(winner?.tour_scores['1']);
  });

  it('a blank cell clears its score (the cell keeps counting versions)', async () => {
    const version = cellVersion(rowOf(await sheet()), 2);
    const cleared = await put(w.msk, 2, null, version);
    expect(cleared.statusCode).toBe(200);
    const row = rowOf(json<ScoreSheet>(cleared.body));
    expect(row?.tour_scores['2']).toBeUndefined();
    expect(row?.versions['2']).toBe(version + 1);
    expect((await put(other, 2, 4, version)).statusCode).toBe(409);
  });

  it('refuses a tour the game does not have and a score that breaks a rule, changing nothing', async () => {
    const before = rowOf(await sheet());
    const past = await put(w.msk, 19, 5, 0);
    expect(past.statusCode).toBe(400);
    expect(past.body).toContain(SCORE_TEXTS.unknownTour);
    const odd = await put(w.msk, 3, 7.25, cellVersion(before, 3));
    expect(odd.statusCode).toBe(400);
    expect(odd.body).toContain(SCORE_TEXTS.step);
    expect(rowOf(await sheet())).toEqual(before);
  });
});
