/** The availability grid calls on SQLite and PostgreSQL: login only, 'hour-day' ids, saved per user. */
import type { FastifyInstance } from 'fastify';
import { describeEachDb, json, startTestApp, type TestApp } from '../../../test/helpers';
import { nowIso } from '../../db/schema';
import { issueToken } from '../../plugins/current-user';

describeEachDb('user/comfortable_time', (target) => {
  let t: TestApp;
  let app: FastifyInstance;
  let tokenA: string;
  let tokenB: string;

  beforeAll(async () => {
    t = await startTestApp(target);
    app = t.app;
    const mk = async (phone: string) => {
      const u = await app.db
        .insertInto('users')
        .values({ first_name: 'Игрок', phone, created_at: nowIso() })
        .returning('id')
        .executeTakeFirstOrThrow();
      return issueToken(app.db, Number(u.id));
    };
    tokenA = await mk('79990003344');
    tokenB = await mk('79990005566');
  }, 60_000);
  afterAll(async () => t?.close());

  const post = (token: string | null, payload: Record<string, unknown>) =>
    app.inject({
      method: 'POST',
      url: '/api/user/comfortable_time/',
      payload,
      headers: token ? { authorization: `Token ${token}` } : {},
    });
  const grid = async (token: string) =>
    json<{ comfortable_time: Record<string, boolean> }>(
      (await app.inject({ url: '/api/user/comfortable_time', headers: { authorization: `Token ${token}` } }))
        .body,
    ).comfortable_time;

  it('needs login', async () => {
    expect((await post(null, { id: '18-mn', status: true })).statusCode).toBe(401);
    expect((await app.inject({ url: '/api/user/comfortable_time/' })).statusCode).toBe(401);
  });

  it('checks and unchecks slots per user and shows them in user_detail', async () => {
    expect(json((await post(tokenA, { id: '18-mn', status: true })).body)).toEqual({
      comfortable_time: { '18-mn': true },
    });
    await post(tokenA, { id: '21-su', status: true });
    await post(tokenA, { id: '21-su', status: true });
    expect(await grid(tokenA)).toEqual({ '18-mn': true, '21-su': true });
    expect(await grid(tokenB)).toEqual({});
    await post(tokenA, { id: '18-mn', status: false });
    expect(await grid(tokenA)).toEqual({ '21-su': true });
    const detail = await app.inject({
      url: '/api/user_detail/',
      headers: { authorization: `Token ${tokenA}` },
    });
    if (detail.statusCode === 200) {
      expect(json<{ comfortable_time: Record<string, boolean> }>(detail.body).comfortable_time).toEqual({
        '21-su': true,
      });
    }
  });

  it('rejects slots outside 18–21 × mn–su with a Russian message', async () => {
    for (const id of ['17-mn', '22-tu', '18-xx', 'mn-18', '']) {
      const res = await post(tokenA, { id, status: true });
      expect(res.statusCode).toBe(400);
      expect(json<{ id: string[] }>(res.body).id[0]).toContain('Слот должен быть вида «18-mn»');
    }
  });
});
