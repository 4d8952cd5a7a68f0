/**
 * The theme vote on SQLite and PostgreSQL (seeded): GET vote/ (login, current vote, own choice only),
 * POST vote/{id}/ (1–2 themes of that vote, a new vote replaces the old one, only the current vote).
 */
import type { FastifyInstance } from 'fastify';
import { describeEachDb, json, startTestApp, type TestApp } from '../../../test/helpers';
import { nowIso } from '../../db/schema';
import { issueToken } from '../../plugins/current-user';
import { VOTE_TEXTS } from './service';

interface VoteJson {
  id: number;
  themes: { id: number; title: string; picture: string }[];
  user_votes: { user: number; themes: number[] }[];
}

describeEachDb('mf-reviews: theme vote', (target) => {
  let t: TestApp;
  let app: FastifyInstance;
  let token: string;
  let userId: number;
  let vote: VoteJson;

  const auth = () => ({ authorization: `Token ${token}` });
  const cast = (id: number, themes: unknown) =>
    app.inject({ method: 'POST', url: `/api/vote/${id}/`, payload: { themes }, headers: auth() });
  const myRows = async () =>
    (
      await app.db
        .selectFrom('user_votes')
        .select('theme_id')
        .where('user_id', '=', userId)
        .orderBy('theme_id')
        .execute()
    ).map((r) => r.theme_id);

  beforeAll(async () => {
    t = await startTestApp(target, { seed: true });
    app = t.app;
    const row = await app.db
      .insertInto('users')
      .values({ first_name: 'Голосующий', phone: '79990008001', created_at: nowIso() })
      .returning('id')
      .executeTakeFirstOrThrow();
    userId = Number(row.id);
    token = await issueToken(app.db, userId);
  }, 60_000);
  afterAll(async () => t?.close(), 30_000);

  it('needs login', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/vote/' })).statusCode).toBe(401);
    expect(
      (await app.inject({ method: 'POST', url: '/api/vote/1/', payload: { themes: [1] } })).statusCode,
    ).toBe(401);
  });

  it('answers the current vote with its themes and pictures, and no one else’s choice', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/vote/', headers: auth() });
    expect(res.statusCode).toBe(200);
    vote = json<VoteJson>(res.body);
    expect(vote.themes.length).toBeGreaterThanOrEqual(3);
    for (const theme of vote.themes) expect(theme.picture).toMatch(/\S/);
    expect(vote.user_votes).toEqual([]);
  });

  it('refuses more than 2 themes, themes of another vote and an empty choice, changing nothing', async () => {
    const [a, b, c] = vote.themes;
    if (!a || !b || !c) throw new Error('vote needs 3 themes');
    const three = await cast(vote.id, [a.id, b.id, c.id]);
    expect(three.statusCode).toBe(400);
    expect(json(three.body)).toEqual({ themes: [VOTE_TEXTS.tooMany] });
    const other = await app.db
      .selectFrom('themes')
      .select('id')
      .where('id', 'not in', (eb) => eb.selectFrom('vote_themes').select('theme_id'))
      .executeTakeFirstOrThrow();
    const foreign = await cast(vote.id, [other.id]);
    expect(foreign.statusCode).toBe(400);
    expect(json(foreign.body)).toEqual({ themes: [VOTE_TEXTS.foreign] });
    expect((await cast(vote.id, [])).statusCode).toBe(400);
    expect((await cast(vote.id, 'все')).statusCode).toBe(400);
    expect(await myRows()).toEqual([]);
  });

  it('records 1–2 themes; a new vote replaces the old one', async () => {
    const [a, b, c] = vote.themes;
    if (!a || !b || !c) throw new Error('vote needs 3 themes');
    const first = await cast(vote.id, [a.id, b.id]);
    expect(first.statusCode).toBe(200);
    expect(json<VoteJson>(first.body).user_votes).toEqual([{ user: userId, themes: [a.id, b.id] }]);
    const second = await cast(vote.id, [c.id, c.id]);
    expect(json<VoteJson>(second.body).user_votes).toEqual([{ user: userId, themes: [c.id] }]);
    expect(await myRows()).toEqual([c.id]);
    const seen = json<VoteJson>(
      (await app.inject({ method: 'GET', url: '/api/vote/', headers: auth() })).body,
    );
    expect(seen.user_votes).toEqual([{ user: userId, themes: [c.id] }]);
  });

  it('only the current vote takes votes: 400 for a closed one, 404 for an unknown one', async () => {
    const [a] = vote.themes;
    if (!a) throw new Error('vote needs a theme');
    expect((await cast(999999, [a.id])).statusCode).toBe(404);
    const old = await app.db
      .insertInto('votes')
      .values({ title: 'Прошлое голосование', city_id: null, is_active: 0, created_at: nowIso() })
      .returning('id')
      .executeTakeFirstOrThrow();
    await app.db
      .insertInto('vote_themes')
      .values({ vote_id: Number(old.id), theme_id: a.id })
      .execute();
    const closed = await cast(Number(old.id), [a.id]);
    expect(closed.statusCode).toBe(400);
    expect(json(closed.body)).toEqual({ detail: VOTE_TEXTS.closed });
  });

  it('404 with a clear text when the city has no vote', async () => {
    const city = await app.db
      .selectFrom('cities')
      .select('id')
      .where('id', 'not in', (eb) =>
        eb.selectFrom('votes').select('city_id').where('city_id', 'is not', null),
      )
      .executeTakeFirstOrThrow();
    const res = await app.inject({ method: 'GET', url: `/api/vote/?city=${city.id}`, headers: auth() });
    expect(res.statusCode).toBe(404);
    expect(json(res.body)).toEqual({ detail: VOTE_TEXTS.none });
  });
});
