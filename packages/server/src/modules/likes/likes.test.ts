/** POST user/like on SQLite and PostgreSQL: login only, sets and removes, counts, validation. */
import type { FastifyInstance } from 'fastify';
import { describeEachDb, json, startTestApp, type TestApp } from '../../../test/helpers';
import { nowIso } from '../../db/schema';
import { issueToken } from '../../plugins/current-user';

describeEachDb('user/like', (target) => {
  let t: TestApp;
  let app: FastifyInstance;
  let token: string;
  let themeId: number;

  beforeAll(async () => {
    t = await startTestApp(target);
    app = t.app;
    const user = await app.db
      .insertInto('users')
      .values({ first_name: 'Лиза', phone: '79990001122', created_at: nowIso() })
      .returning('id')
      .executeTakeFirstOrThrow();
    token = await issueToken(app.db, Number(user.id));
    const theme = await app.db
      .insertInto('themes')
      .values({ title: 'Кино', picture: '/p.svg', picture_thumb: '/t.svg', created_at: nowIso() })
      .returning('id')
      .executeTakeFirstOrThrow();
    themeId = Number(theme.id);
  });
  afterAll(async () => t?.close());

  const like = (payload: unknown, auth = true) =>
    app.inject({
      method: 'POST',
      url: '/api/user/like',
      payload: payload as Record<string, unknown>,
      headers: auth ? { authorization: `Token ${token}` } : {},
    });

  it('needs login', async () => {
    const res = await like({ theme_id: themeId, status: true }, false);
    expect(res.statusCode).toBe(401);
    expect(json(res.body)).toEqual({ detail: 'Учётные данные не были предоставлены.' });
  });

  it('sets the like once, counts it, lists it in user_detail, and removes it', async () => {
    const first = json<{ status: boolean; likes_count: number; like: number[] }>(
      (await like({ theme_id: themeId, status: true })).body,
    );
    expect(first).toMatchObject({ status: true, likes_count: 1, like: [themeId] });
    const again = json<{ likes_count: number }>((await like({ theme_id: themeId, status: true })).body);
    expect(again.likes_count).toBe(1);
    const themes = json<{ id: number; isLiked: boolean }[]>(
      (await app.inject({ url: '/api/theme/', headers: { authorization: `Token ${token}` } })).body,
    );
    expect(themes.find((x) => x.id === themeId)?.isLiked).toBe(true);
    const off = json<{ status: boolean; likes_count: number; like: number[] }>(
      (await like({ theme_id: themeId, status: false })).body,
    );
    expect(off).toMatchObject({ status: false, likes_count: 0, like: [] });
  });

  it('answers 404 for an unknown theme and 400 with Russian messages for a bad body', async () => {
    const missing = await like({ theme_id: 999999, status: true });
    expect(missing.statusCode).toBe(404);
    expect(json(missing.body)).toEqual({ detail: 'Тема не найдена.' });
    const bad = await like({ theme_id: themeId, status: 'да' });
    expect(bad.statusCode).toBe(400);
    expect(json(bad.body)).toEqual({ status: ['status должен быть true или false.'] });
  });
});
