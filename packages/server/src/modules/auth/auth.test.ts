/**
 * The login, user and log calls over HTTP (app.inject), on SQLite and PostgreSQL: shapes of SPEC §7/§8,
 * the resend 429 with seconds and Retry-After, the per-IP send limit, single use, the dev outbox
 * (absent in production), user_detail 401/403, renaming only oneself, and the log sink.
 */
import type { LightMyRequestResponse } from 'fastify';
import { describeEachDb, json, startTestApp, type TestApp } from '../../../test/helpers';
import { buildApp } from '../../app';
import { hashToken } from '../../plugins/current-user';

const PHONE = '+7 (912) 345-67-89';

describeEachDb('login, user and log calls', (target) => {
  let t: TestApp;
  let ipSeq = 0;
  /** each test speaks from its own address, so the per-IP limits of one test do not leak into another */
  let ip = '';
  beforeAll(async () => {
    t = await startTestApp(target);
  }, 60_000);
  afterAll(async () => t?.close());
  beforeEach(async () => {
    ipSeq += 1;
    ip = `198.51.100.${ipSeq}`;
    await t.app.db.deleteFrom('auth_codes').execute();
    await t.app.db.deleteFrom('rate_limit_buckets').execute();
  });

  const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url,
      payload: payload as Record<string, unknown>,
      headers,
      remoteAddress: ip,
    });
  const outboxCode = async (phone = PHONE) => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/dev/outbox?phone=${encodeURIComponent(phone)}`,
    });
    expect(res.statusCode).toBe(200);
    return json<{ code: string }>(res.body).code;
  };
  async function login(phone = PHONE, name?: string) {
    const sent = await post('/api/create_user/', { phone, ...(name ? { name } : {}) });
    expect(sent.statusCode).toBe(200);
    const { challenge } = json<{ challenge: string }>(sent.body);
    const res = await post('/api/validate/', { phone, code: await outboxCode(phone), challenge });
    expect(res.statusCode).toBe(200);
    return json<{ token: string; first_name: string }>(res.body);
  }
  const auth = (token: string) => ({ authorization: `Token ${token}` });

  it('create_user → the channel, the resend seconds and the challenge; validate → a 40-hex token stored hashed', async () => {
    const sent = await post('/api/create_user/', { phone: PHONE, name: 'Аня' });
    expect(sent.statusCode).toBe(200);
    expect(json(sent.body)).toEqual({
      send_by: 'other',
      retry_after: 5,
      challenge: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      sent: true,
    });
    const { challenge } = json<{ challenge: string }>(sent.body);
    const code = await outboxCode('89123456789');
    expect(code).toMatch(/^\d{4}$/);

    // without the challenge (a page older than challenges): 400 in Russian, nothing compared
    const bare = await post('/api/validate/', { phone: PHONE, code });
    expect(bare.statusCode).toBe(400);
    expect(json(bare.body)).toEqual({ challenge: ['Обновите страницу и запросите код ещё раз.'] });

    const res = await post('/api/validate', { phone: '8 912 345 67 89', code, challenge });
    expect(res.statusCode).toBe(200);
    const body = json<{ token: string; first_name: string }>(res.body);
    expect(body.first_name).toBe('Аня');
    expect(body.token).toMatch(/^[0-9a-f]{40}$/);
    const stored = await t.app.db.selectFrom('tokens').select('key_hash').execute();
    expect(stored.map((r) => r.key_hash)).toContain(hashToken(body.token));
    expect(stored.map((r) => r.key_hash)).not.toContain(body.token);

    const again = await post('/api/validate/', { phone: PHONE, code, challenge });
    expect(again.statusCode).toBe(400);
    expect(json(again.body)).toEqual({ detail: 'invalid code' });
  });

  it('an unusable phone is a field error in SPEC words', async () => {
    for (const phone of ['+7 912', 'abc', '']) {
      const res = await post('/api/create_user/', { phone });
      expect(res.statusCode).toBe(400);
      expect(json(res.body)).toEqual({ phone: ['Некорректный номер телефона!'] });
    }
  });

  it('a resend for the challenge within 5 s is 429 with the seconds in the body and Retry-After', async () => {
    const { challenge } = json<{ challenge: string }>(
      (await post('/api/create_user/', { phone: PHONE })).body,
    );
    const res: LightMyRequestResponse = await post('/api/create_user/', { phone: PHONE, challenge });
    expect(res.statusCode).toBe(429);
    // the seconds left of the 5: a loaded machine may take a second between the two requests
    const seconds = Number(res.headers['retry-after']);
    expect(seconds).toBeGreaterThanOrEqual(1);
    expect(seconds).toBeLessThanOrEqual(5);
    expect(json(res.body)).toEqual({
      detail: `Повторная отправка возможна через ${seconds} с`,
      retry_after: seconds,
    });
  });

  it('one IP gets 20 codes an hour', async () => {
    for (let i = 0; i < 20; i += 1) {
      const res = await post('/api/create_user/', { phone: `+7 901 000-00-${String(i).padStart(2, '0')}` });
      expect(res.statusCode).toBe(200);
    }
    const res = await post('/api/create_user/', { phone: '+7 901 000-00-99' });
    expect(res.statusCode).toBe(429);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(3500);
    expect(json<{ detail: string }>(res.body).detail).toBe(
      'Слишком много запросов кода. Попробуйте через 60 мин.',
    );
  });

  it('a wrong code is 400 invalid code; 5 of them burn the challenge; then the address gets no code for the number today', async () => {
    const { challenge } = json<{ challenge: string }>(
      (await post('/api/create_user/', { phone: PHONE })).body,
    );
    const code = await outboxCode();
    const wrong = code === '0000' ? '1111' : '0000';
    for (let i = 0; i < 5; i += 1) {
      const res = await post('/api/validate/', { phone: PHONE, code: wrong, challenge });
      expect(res.statusCode).toBe(400);
      expect(json(res.body)).toEqual({ detail: 'invalid code' });
    }
    expect((await post('/api/validate/', { phone: PHONE, code, challenge })).statusCode).toBe(400);
    const refused = await post('/api/create_user/', { phone: PHONE });
    expect(refused.statusCode).toBe(429);
    expect(json(refused.body)).toEqual({
      detail: 'Слишком много неверных кодов для этого номера. Попробуйте через 25 ч.',
      retry_after: expect.any(Number),
    });
  });

  it('user_detail: 401 without a token, 403 for an unknown one, the user for a good one', async () => {
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/user_detail/' });
    expect(anonymous.statusCode).toBe(401);
    const unknown = await t.app.inject({
      method: 'GET',
      url: '/api/user_detail',
      headers: auth('f'.repeat(40)),
    });
    expect(unknown.statusCode).toBe(403);
    expect(json(unknown.body)).toEqual({ detail: 'Недопустимый токен.' });

    const { token } = await login(PHONE, 'Аня');
    const res = await t.app.inject({ method: 'GET', url: '/api/user_detail/', headers: auth(token) });
    expect(res.statusCode).toBe(200);
    expect(json(res.body)).toMatchObject({
      first_name: 'Аня',
      phone: '79123456789',
      captain: [],
      teams: [],
      like: [],
      event_players: [],
      comfortable_time: {},
      is_legionary: false,
    });
  });

  it('POST logout/ revokes only the presented token: 204, idempotent, the token then gets 403/401', async () => {
    const first = await login(PHONE, 'Аня');
    // a second device of the same user keeps its session
    await t.app.db.deleteFrom('auth_codes').execute();
    await t.app.db.deleteFrom('rate_limit_buckets').execute();
    const other = await login(PHONE);
    const detail = (token: string) =>
      t.app.inject({ method: 'GET', url: '/api/user_detail/', headers: auth(token) });
    expect((await detail(first.token)).statusCode).toBe(200);

    const out = await post('/api/logout/', undefined, auth(first.token));
    expect(out.statusCode).toBe(204);
    expect(out.body).toBe('');
    const gone = await t.app.db
      .selectFrom('tokens')
      .select('key_hash')
      .where('key_hash', '=', hashToken(first.token))
      .execute();
    expect(gone).toEqual([]);
    expect((await detail(first.token)).statusCode).toBe(403);
    const put = await t.app.inject({
      method: 'PUT',
      url: '/api/user/',
      payload: { first_name: 'Взлом' },
      headers: auth(first.token),
    });
    expect(put.statusCode).toBe(401);
    expect((await detail(other.token)).statusCode).toBe(200);

    // idempotent: again with the revoked token, with an unknown one, without one, without the slash
    expect((await post('/api/logout/', undefined, auth(first.token))).statusCode).toBe(204);
    expect((await post('/api/logout', undefined, auth('e'.repeat(40)))).statusCode).toBe(204);
    expect((await post('/api/logout/', undefined)).statusCode).toBe(204);
    expect((await detail(other.token)).statusCode).toBe(200);
  });

  it('PUT user/ names the current user; PUT|PATCH user/{id}/name/ only oneself', async () => {
    const me = await login('+7 902 000-00-01');
    const other = await login('+7 902 000-00-02', 'Борис');
    const meDetail = json<{ id: number }>(
      (await t.app.inject({ method: 'GET', url: '/api/user_detail/', headers: auth(me.token) })).body,
    );
    const otherDetail = json<{ id: number }>(
      (await t.app.inject({ method: 'GET', url: '/api/user_detail/', headers: auth(other.token) })).body,
    );

    const named = await t.app.inject({
      method: 'PUT',
      url: '/api/user/',
      headers: auth(me.token),
      payload: { first_name: ' Вера ' },
    });
    expect(named.statusCode).toBe(200);
    expect(json(named.body)).toMatchObject({ id: meDetail.id, first_name: 'Вера' });

    const short = await t.app.inject({
      method: 'PUT',
      url: '/api/user/',
      headers: auth(me.token),
      payload: { first_name: 'В' },
    });
    expect(short.statusCode).toBe(400);
    expect(json(short.body)).toEqual({ first_name: ['Имя должно содержать не менее 2 букв!'] });
    const long = await t.app.inject({
      method: 'PUT',
      url: '/api/user/',
      headers: auth(me.token),
      payload: { first_name: 'Я'.repeat(19) },
    });
    expect(long.statusCode).toBe(400);
    expect(
      (await t.app.inject({ method: 'PUT', url: '/api/user/', payload: { first_name: 'Вера' } })).statusCode,
    ).toBe(401);

    for (const method of ['PUT', 'PATCH'] as const) {
      const own = await t.app.inject({
        method,
        url: `/api/user/${meDetail.id}/name/`,
        headers: auth(me.token),
        payload: { first_name: `Вера ${method}` },
      });
      expect(own.statusCode).toBe(200);
      expect(json(own.body)).toMatchObject({ first_name: `Вера ${method}` });
      const foreign = await t.app.inject({
        method,
        url: `/api/user/${otherDetail.id}/name`,
        headers: auth(me.token),
        payload: { first_name: 'Взлом' },
      });
      expect(foreign.statusCode).toBe(403);
    }
    const still = await t.app.db
      .selectFrom('users')
      .select('first_name')
      .where('id', '=', otherDetail.id)
      .executeTakeFirst();
    expect(still?.first_name).toBe('Борис');
  });

  it('POST log/ stores the line with the current user', async () => {
    const { token } = await login('+7 903 000-00-01', 'Лог');
    const logs = { event: 'login', phone: '79030000001', timestamp: '2026-03-01T10:00:00.000Z' };
    const res = await post('/api/log/', { from: 'http://localhost:8080/', logs }, auth(token));
    expect(res.statusCode).toBe(200);
    expect(json(res.body)).toEqual({ ok: true });
    const row = await t.app.db.selectFrom('logs').selectAll().orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(JSON.parse(row.payload)).toEqual(logs);
    expect(row.from_url).toBe('http://localhost:8080/');
    expect(row.user_id).not.toBeNull();
    expect((await post('/api/log/', { from: 'x' })).statusCode).toBe(400);
  });

  it('the dev outbox does not exist in production', async () => {
    // the same database, served by a production app
    const prod = await buildApp({
      static: false,
      production: true,
      env: { CODE_CHANNEL: 'sms_aero', SMS_AERO_LOGIN: 'a', SMS_AERO_KEY: 'b' },
      migrate: false,
      db: { db: t.app.db, dialect: target, description: 'shared', destroy: async () => undefined },
    });
    try {
      await post('/api/create_user/', { phone: PHONE });
      const res = await prod.inject({
        method: 'GET',
        url: `/api/dev/outbox?phone=${encodeURIComponent(PHONE)}`,
      });
      expect(res.statusCode).toBe(404);
      expect(json(res.body)).toEqual({ detail: 'Не найдено.' });
    } finally {
      await prod.close();
    }
  });
});
