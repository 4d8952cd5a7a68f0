/**
 * A game's results through their lifecycle (@quiz/domain results.ts), on SQLite and PostgreSQL, as an
 * anonymous visitor and the organizer see them: publishing before the start is refused with the
 * domain's sentence and writes nothing; after the start it puts the teams in the season rating;
 * unpublishing takes them out again (the change history says so); a correction published again is what
 * the rating and the game's results show. Moves the state does not allow are refused in Russian.
 * The public answers are read anonymously, so they come through the public cache: a stale cached
 * answer would fail these checks.
 */
import { randomBytes } from 'node:crypto';
import type {
  AuditEntry,
  PublishResultsResponse,
  RatingSeason,
  ResultRow,
  ScoreSheet,
  UnpublishResultsResponse,
} from '@quiz/contract';
import { RESULTS_TEXTS } from '@quiz/domain';
import type { FastifyInstance } from 'fastify';
import { describeEachDb, json, startTestApp, type TestApp } from '../../../test/helpers';
import { auth, type OrganizerWorld, organizerWorld } from '../../../test/organizer-world';
import { publicDataVersion } from '../../http/public-cache';

const DAY = 86_400_000;
const OWLS = 'Совы жизненного цикла';
const HEDGEHOGS = 'Ежи жизненного цикла';

describeEachDb('results lifecycle', (target) => {
  let t: TestApp;
  let app: FastifyInstance;
  let w: OrganizerWorld;
  let eventId = 0;
  const lineups: Record<string, number> = {};
  const teamIds: Record<string, number> = {};
  const E = () => `/api/organizer/events/${eventId}`;
  const organizer = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    app.inject({ method, url, headers: auth(w.msk), ...(payload ? { payload } : {}) });
  const publish = () => organizer('POST', `${E()}/results/publish/`);
  const unpublish = () => organizer('POST', `${E()}/results/unpublish/`);

  /** The city's rating rows of our two teams, as an anonymous visitor gets them. */
  async function ratingOfOurTeams() {
    const res = await app.inject({ method: 'GET', url: `/api/rating/?city=${w.mskCity}` });
    expect(res.statusCode).toBe(200);
    const ours = new Set(Object.values(teamIds));
    return json<RatingSeason[]>(res.body).flatMap((season) =>
      season.rows
        .filter((row) => row.team_id !== null && ours.has(row.team_id))
        .map((row) => ({ season: season.id, ...row })),
    );
  }
  const publicResults = async () =>
    json<ResultRow[]>((await app.inject({ method: 'GET', url: `/api/events_scores/${eventId}/` })).body);
  const history = async () => json<AuditEntry[]>((await organizer('GET', `${E()}/history/`)).body);
  const gameRow = () =>
    app.db
      .selectFrom('events')
      .select(['workflow_state', 'results_published_at', 'is_completed'])
      .where('id', '=', eventId)
      .executeTakeFirstOrThrow();
  /** The organizer enters the team's score of tour 1 (a correction when it has one). */
  async function score(title: string, points: number) {
    const sheet = json<ScoreSheet>((await organizer('GET', `${E()}/scores/`)).body);
    const row = sheet.rows.find((r) => r.event_team_id === lineups[title]);
    const res = await organizer('PUT', `${E()}/scores/${lineups[title]}/`, {
      tour: 1,
      score: points,
      version: row?.versions['1'] ?? 0,
    });
    expect(res.statusCode).toBe(200);
  }

  beforeAll(async () => {
    t = await startTestApp(target, { seed: true });
    app = t.app;
    w = await organizerWorld(app);
    // a Moscow game 20 days ahead with two new teams that arrived and were scored
    const created = await organizer('POST', '/api/organizer/events/', {
      theme: w.themeId,
      place: w.placeId,
      date: new Date(Date.now() + 20 * DAY).toISOString(),
      cost: 500,
      publish: true,
    });
    expect(created.statusCode).toBe(201);
    eventId = json<{ id: number }>(created.body).id;
    for (const title of [OWLS, HEDGEHOGS]) {
      const team = await app.db
        .insertInto('teams')
        .values({ title, captain_id: null, city_id: w.mskCity, secret_slug: randomBytes(8).toString('hex') })
        .returning('id')
        .executeTakeFirstOrThrow();
      const lineup = await app.db
        .insertInto('event_teams')
        .values({ event_id: eventId, team_id: team.id, title, status: 'registered' })
        .returning('id')
        .executeTakeFirstOrThrow();
      teamIds[title] = team.id;
      lineups[title] = lineup.id;
      const arrived = await organizer('POST', `${E()}/check_in/${lineup.id}/`, { arrived: true });
      expect(arrived.statusCode).toBe(200);
    }
    await score(OWLS, 30);
    await score(HEDGEHOGS, 20);
  }, 60_000);
  afterAll(async () => t?.close());

  it('publishing a game 20 days ahead is refused with the domain’s sentence; nothing is written', async () => {
    const rating = await ratingOfOurTeams();
    const version = await publicDataVersion(app.db);
    const res = await publish();
    expect(res.statusCode).toBe(409);
    expect(json(res.body).detail).toBe(RESULTS_TEXTS.notPlayedYet);
    expect(await ratingOfOurTeams()).toEqual(rating);
    expect(rating).toEqual([]);
    expect(await publicResults()).toEqual([]);
    expect(await gameRow()).toMatchObject({ workflow_state: 'published', results_published_at: null });
    expect((await history()).map((e) => e.action)).not.toContain('results.publish');
    expect(await publicDataVersion(app.db)).toBe(version);
  });

  it('unpublishing results that are not published is refused in Russian', async () => {
    const res = await unpublish();
    expect(res.statusCode).toBe(409);
    expect(json(res.body).detail).toBe(RESULTS_TEXTS.notPublished);
  });

  it('a cancelled game takes no scores: refused in Russian, nothing written', async () => {
    const setState = (workflow_state: string) =>
      app.db.updateTable('events').set({ workflow_state }).where('id', '=', eventId).execute();
    await setState('cancelled');
    const sheet = json<ScoreSheet>((await organizer('GET', `${E()}/scores/`)).body);
    const res = await organizer('PUT', `${E()}/scores/${lineups[OWLS]}/`, {
      tour: 2,
      score: 5,
      version: 0,
    });
    await setState('published');
    expect(res.statusCode).toBe(400);
    expect(json(res.body).detail).toBe(RESULTS_TEXTS.cancelled);
    const after = json<ScoreSheet>((await organizer('GET', `${E()}/scores/`)).body);
    expect(after.rows).toEqual(sheet.rows);
  });

  it('once the game has started, publishing puts the two teams in the rating, first and second', async () => {
    // the game started a minute ago, with its seating done
    await app.db
      .updateTable('events')
      .set({ date: new Date(Date.now() - 60_000).toISOString(), workflow_state: 'sitting' })
      .where('id', '=', eventId)
      .execute();
    const res = await publish();
    expect(res.statusCode).toBe(200);
    expect(json<PublishResultsResponse>(res.body).results.map((r) => [r.team_title, r.rank])).toEqual([
      [OWLS, 1],
      [HEDGEHOGS, 2],
    ]);
    const rows = await ratingOfOurTeams();
    expect(rows.map((r) => [r.team_name, r.points, r.games, r.firsts, r.seconds])).toEqual([
      [OWLS, 30, 1, 1, 0],
      [HEDGEHOGS, 20, 1, 0, 1],
    ]);
    expect((await publicResults()).map((r) => r.team_title)).toEqual([OWLS, HEDGEHOGS]);
    expect(await gameRow()).toMatchObject({ workflow_state: 'finished', is_completed: 1 });
  });

  it('publishing published results again is refused in Russian, the rating unchanged', async () => {
    const rating = await ratingOfOurTeams();
    const res = await publish();
    expect(res.statusCode).toBe(409);
    expect(json(res.body).detail).toBe(RESULTS_TEXTS.alreadyPublished);
    expect(await ratingOfOurTeams()).toEqual(rating);
  });

  it('unpublishing takes the teams out of the rating and the results; the history says who did it', async () => {
    const res = await unpublish();
    expect(res.statusCode).toBe(200);
    expect(json<UnpublishResultsResponse>(res.body)).toEqual({
      results_published_at: null,
      workflow_state: 'sitting',
    });
    expect(await ratingOfOurTeams()).toEqual([]);
    expect(await publicResults()).toEqual([]);
    expect(await gameRow()).toMatchObject({
      workflow_state: 'sitting',
      results_published_at: null,
      is_completed: 0,
    });
    const [latest] = await history();
    expect(latest).toMatchObject({
      action: 'results.unpublish',
      summary: RESULTS_TEXTS.history.unpublished,
    });
    expect(latest?.by.id).toBeGreaterThan(0);
    expect(latest?.changes).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ field: 'results_published_at', after: null }),
        { field: 'workflow_state', before: 'finished', after: 'sitting' },
      ]),
    );
    const sheet = json<ScoreSheet>((await organizer('GET', `${E()}/scores/`)).body);
    expect(sheet.results_published_at).toBeNull();
    expect([...sheet.rows].sort((a, b) => a.rank - b.rank).map((r) => r.total)).toEqual([30, 20]);
  });

  it('a correction published again is what the rating and the results show', async () => {
    await score(HEDGEHOGS, 40);
    expect(await ratingOfOurTeams()).toEqual([]);
    const res = await publish();
    expect(res.statusCode).toBe(200);
    const rows = await ratingOfOurTeams();
    expect(rows.map((r) => [r.team_name, r.points, r.firsts, r.seconds])).toEqual([
      [HEDGEHOGS, 40, 1, 0],
      [OWLS, 30, 0, 1],
    ]);
    expect((await publicResults()).map((r) => [r.team_title, r.total_score])).toEqual([
      [HEDGEHOGS, 40],
      [OWLS, 30],
    ]);
    const actions = (await history()).map((e) => [e.action, e.summary]);
    expect(actions.slice(0, 2)).toEqual([
      ['results.publish', RESULTS_TEXTS.history.republished],
      ['score.save', expect.stringContaining(HEDGEHOGS)],
    ]);
  });

  it('a correction of published results reaches the rating and the results at once', async () => {
    await score(OWLS, 50);
    const rows = await ratingOfOurTeams();
    expect(rows.map((r) => [r.team_name, r.points, r.firsts])).toEqual([
      [OWLS, 50, 1],
      [HEDGEHOGS, 40, 0],
    ]);
    expect((await publicResults())[0]).toMatchObject({ team_title: OWLS, total_score: 50 });
  });

  it('an organizer of another city may not take the results back', async () => {
    const res = await app.inject({ method: 'POST', url: `${E()}/results/unpublish/`, headers: auth(w.spb) });
    expect(res.statusCode).toBe(403);
    expect((await publicResults()).length).toBe(2);
  });
});
