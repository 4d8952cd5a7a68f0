/**
 * The findings of the outside probe, each written as the attack, on SQLite and PostgreSQL.
 * Finding 2 (phone lock-out) is driven with a fake clock in src/auth/otp.test.ts
 * («finding 2: rotating addresses cannot lock the owner out»).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { SESSION_IDLE_MS } from '../src/plugins/current-user';
import { limitFor, RATE_LIMITS } from '../src/plugins/rate-limits';
import { parseTrustProxy } from '../src/trust-proxy';
import { describeEachDb, json, startTestApp, type TestApp } from './helpers';

const SMS_ENV = { CODE_CHANNEL: 'sms_aero', SMS_AERO_LOGIN: 'a', SMS_AERO_KEY: 'b' };
let phoneSeq = 0;
/** a fresh phone per use, so one test's code limits never touch another's */
const nextPhone = () => {
  phoneSeq += 1;
  return `7998${String(10_000_000 + phoneSeq).slice(1)}`;
};

describeEachDb('the probe findings as attacks', (target) => {
  let t: TestApp;
  let app: FastifyInstance;
  beforeAll(async () => {
    t = await startTestApp(target, { devOutbox: true, trustProxy: 1, seed: true });
    app = t.app;
  }, 60_000);
  afterAll(async () => t?.close());
  beforeEach(async () => {
    await app.db.deleteFrom('rate_limit_buckets').execute();
  });

  const post = (url: string, payload: unknown, remoteAddress = '127.0.0.1', headers = {}) =>
    app.inject({ method: 'POST', url, payload: payload as object, remoteAddress, headers });
  const codeOf = async (phone: string) =>
    json<{ code: string }>((await app.inject({ method: 'GET', url: `/api/dev/outbox?phone=${phone}` })).body)
      .code;
  async function login(phone = nextPhone()) {
    const sent = await post('/api/create_user/', { phone });
    expect(sent.statusCode).toBe(200);
    const { challenge } = json<{ challenge: string }>(sent.body);
    const res = await post('/api/validate/', { phone, code: await codeOf(phone), challenge });
    expect(res.statusCode).toBe(200);
    return json<{ token: string }>(res.body).token;
  }

  describe('1. codes are never readable by a stranger', () => {
    it('a stranger asking the outbox for a victim’s code gets 404', async () => {
      const phone = nextPhone();
      await post('/api/create_user/', { phone }, '203.0.113.9');
      const res = await app.inject({
        method: 'GET',
        url: `/api/dev/outbox?phone=${phone}`,
        remoteAddress: '203.0.113.9',
      });
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toMatch(/"code"/);
      // a local reverse proxy forwarding a stranger does not make the stranger local
      const proxied = await app.inject({
        method: 'GET',
        url: `/api/dev/outbox?phone=${phone}`,
        headers: { 'x-forwarded-for': '203.0.113.9' },
      });
      expect(proxied.statusCode).toBe(404);
    });

    it('without DEV_OUTBOX there is no outbox at all, even for this machine', async () => {
      const plain = await buildApp({
        static: false,
        migrate: false,
        env: {},
        db: { db: app.db, dialect: target, description: 'shared', destroy: async () => undefined },
      });
      try {
        const phone = nextPhone();
        expect(
          (await plain.inject({ method: 'POST', url: '/api/create_user/', payload: { phone } })).statusCode,
        ).toBe(200);
        const res = await plain.inject({ method: 'GET', url: `/api/dev/outbox?phone=${phone}` });
        expect(res.statusCode).toBe(404);
      } finally {
        await plain.close();
      }
    });

    it('NODE_ENV=production refuses to start with the `other` channel or the outbox, and says why', async () => {
      const shared = { db: app.db, dialect: target, description: 'shared', destroy: async () => undefined };
      await expect(
        buildApp({ static: false, migrate: false, production: true, env: {}, db: shared }),
      ).rejects.toThrow(/CODE_CHANNEL is "other"/);
      await expect(
        buildApp({
          static: false,
          migrate: false,
          production: true,
          env: { ...SMS_ENV, DEV_OUTBOX: '1' },
          db: shared,
        }),
      ).rejects.toThrow(/DEV_OUTBOX is on/);
      const ok = await buildApp({
        static: false,
        migrate: false,
        production: true,
        env: SMS_ENV,
        db: shared,
      });
      await ok.close();
    });
  });

  describe('3. trusted proxies, not trusted headers', () => {
    it('70 code checks with forged X-Forwarded-For behind one proxy hop are limited', async () => {
      const phone = nextPhone();
      const { challenge } = json<{ challenge: string }>((await post('/api/create_user/', { phone })).body);
      const statuses: number[] = [];
      for (let n = 1; n <= 70; n += 1) {
        // the load balancer (10.0.0.2) appends the real client 198.51.100.77 to what the client wrote
        const res = await post('/api/validate/', { phone, code: 'abcd', challenge }, '10.0.0.2', {
          'x-forwarded-for': `203.0.113.${n}, 198.51.100.77`,
        });
        statuses.push(res.statusCode);
        if (res.statusCode === 429) {
          expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
          expect(json(res.body).detail).toMatch(/^Слишком много/);
        }
      }
      expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(10);
    });

    it('TRUST_PROXY takes a hop count or addresses, never «believe everyone»', () => {
      expect(parseTrustProxy('1')).toBe(1);
      expect(parseTrustProxy('10.0.0.0/8, 127.0.0.1')).toBe('10.0.0.0/8,127.0.0.1');
      expect(parseTrustProxy(undefined)).toBeUndefined();
      expect(() => parseTrustProxy('true')).toThrow(/hop count/);
      expect(() => parseTrustProxy('evil.example')).toThrow(/neither/);
    });
  });

  it('4. 300 child registrations in a burst store at most the limit and answer 429 with Retry-After', async () => {
    await app.db.deleteFrom('child_registrations').execute();
    const body = {
      name: 'Маша',
      ageCategory: '8-10 лет',
      teamName: 'Совята',
      teamSize: 4,
      phone: '+7 912 000-00-00',
    };
    const send = () => post('/api/child_registration', body, '198.51.100.44');
    const results = await Promise.all(Array.from({ length: 300 }, send));
    // a request that waited longer than the pool allows for a connection is answered 503 «try again»,
    // having changed nothing (seen on PostgreSQL under load): sent again, as the browser does
    for (let round = 0; round < 5 && results.some((r) => r.statusCode === 503); round++)
      for (const [i, r] of results.entries()) if (r.statusCode === 503) results[i] = await send();
    const limit = RATE_LIMITS.childRegistration?.max ?? 0;
    expect(results.filter((r) => r.statusCode === 201)).toHaveLength(limit);
    const refused = results.filter((r) => r.statusCode === 429);
    expect(refused).toHaveLength(300 - limit);
    expect(Number(refused[0]?.headers['retry-after'])).toBeGreaterThan(0);
    expect(json(refused[0]?.body ?? '{}').detail).toMatch(
      /^Слишком много запросов\. Попробуйте через \d+ с\.$/,
    );
    const rows = await app.db.selectFrom('child_registrations').select('id').execute();
    expect(rows).toHaveLength(limit);
  });

  it('4. every write open to callers without a token has a row in the limits table', async () => {
    // a call that needs a token declares `security` in its schema (OpenAPI); the others are open
    const open = app.registeredRoutes.filter(
      (r) =>
        r.url.startsWith('/api/') &&
        r.methods.some((m) => !['GET', 'HEAD', 'OPTIONS'].includes(m)) &&
        !r.schema.security,
    );
    expect(open.map((r) => r.url)).toEqual(
      expect.arrayContaining(['/api/create_user/', '/api/child_registration']),
    );
    expect(open.filter((r) => !limitFor(r.call)).map((r) => r.url)).toEqual([]);
  });

  it('5. an unauthenticated create_user never renames an existing user', async () => {
    const phone = nextPhone();
    await app.db.insertInto('users').values({ phone, first_name: '' }).execute();
    expect((await post('/api/create_user/', { phone, name: 'Хакер' }, '203.0.113.5')).statusCode).toBe(200);
    const user = await app.db
      .selectFrom('users')
      .select('first_name')
      .where('phone', '=', phone)
      .executeTakeFirstOrThrow();
    expect(user.first_name).toBe('');
  });

  describe('6. expiring sessions', () => {
    it('a token unused for the idle period is dead; use slides the deadline', async () => {
      const token = await login();
      const ago = (ms: number) => new Date(Date.now() - ms).toISOString();
      await app.db
        .updateTable('tokens')
        .set({ last_used_at: ago(SESSION_IDLE_MS - 86_400_000) })
        .execute();
      const alive = await app.inject({
        method: 'GET',
        url: '/api/user_detail/',
        headers: { authorization: `Token ${token}` },
      });
      expect(alive.statusCode).toBe(200);
      const touched = await app.db.selectFrom('tokens').select('last_used_at').executeTakeFirstOrThrow();
      expect(Date.parse(touched.last_used_at ?? '')).toBeGreaterThan(Date.now() - 60_000);
      await app.db
        .updateTable('tokens')
        .set({ last_used_at: ago(SESSION_IDLE_MS + 1000) })
        .execute();
      const dead = await app.inject({
        method: 'GET',
        url: '/api/user_detail/',
        headers: { authorization: `Token ${token}` },
      });
      expect(dead.statusCode).toBe(403);
      expect(await app.db.selectFrom('tokens').select('key_hash').execute()).toHaveLength(0);
    });

    it('«log out everywhere» revokes every token of the user, and only theirs', async () => {
      await app.db.deleteFrom('tokens').execute();
      const phone = nextPhone();
      const a = await login(phone);
      await app.db.deleteFrom('auth_codes').where('phone', '=', phone).execute();
      const b = await login(phone);
      const stranger = await login();
      const res = await post('/api/logout_all/', null, '127.0.0.1', { authorization: `Token ${a}` });
      expect(res.statusCode).toBe(204);
      for (const token of [a, b]) {
        const me = await app.inject({
          method: 'GET',
          url: '/api/user_detail/',
          headers: { authorization: `Token ${token}` },
        });
        expect(me.statusCode).toBe(403);
      }
      const other = await app.inject({
        method: 'GET',
        url: '/api/user_detail/',
        headers: { authorization: `Token ${stranger}` },
      });
      expect(other.statusCode).toBe(200);
    });
  });

  describe('8. strict input', () => {
    it.each(['0x1F', '0b1', '+1', '%201', '1e1', '01', '1.0', '-1', ' 1', '99999999999'])(
      'id %s is refused',
      async (id) => {
        const res = await app.inject({ method: 'GET', url: `/api/allow_any/event/${id}/` });
        expect(res.statusCode).toBe(400);
        expect(json(res.body).detail).toMatch(/Некорректный идентификатор/);
      },
    );

    it('?page=0x1F is not page 31; theme_id: true likes nothing; 2026-13-45 is not a date', async () => {
      expect((await app.inject({ method: 'GET', url: '/api/games/past/?page=0x1F' })).statusCode).toBe(400);
      expect((await app.inject({ method: 'GET', url: '/api/games/past/?page=2' })).statusCode).toBe(200);
      const token = await login();
      const like = await post('/api/user/like/', { theme_id: true, status: true }, '127.0.0.1', {
        authorization: `Token ${token}`,
      });
      expect(like.statusCode).toBe(400);
      const me = await app.db
        .selectFrom('tokens')
        .select('user_id')
        .orderBy('created_at', 'desc')
        .executeTakeFirstOrThrow();
      const mine = await app.db
        .selectFrom('theme_likes')
        .select('theme_id')
        .where('user_id', '=', me.user_id)
        .execute();
      expect(mine).toHaveLength(0);
      for (const date of ['2026-13-45', '2026-02-30', '2026-1-1']) {
        const res = await app.inject({
          method: 'GET',
          url: `/api/allow_any/event/?united_tag=x&date=${date}`,
        });
        expect(res.statusCode).toBe(400);
      }
      expect(
        (await app.inject({ method: 'GET', url: '/api/allow_any/event/?united_tag=x&date=2028-02-29' }))
          .statusCode,
      ).toBe(200);
    });

    it.each([
      ['bidi override', 'Ан\u202Eя'],
      ['zero-width space', 'Ан\u200Bя'],
      ['control', 'Ан\u0007я'],
      ['lone surrogate', 'Ан\uD800я'],
      ['hangul filler', '\u3164\u3164'],
    ])('a name with a %s is refused with a Russian message and nothing changes', async (_what, name) => {
      const token = await login();
      const res = await app.inject({
        method: 'PUT',
        url: '/api/user/',
        payload: JSON.stringify({ first_name: name }),
        headers: { authorization: `Token ${token}`, 'content-type': 'application/json' },
      });
      expect(res.statusCode).toBe(400);
      expect(json(res.body)).toEqual({ first_name: ['Уберите невидимые и управляющие символы.'] });
    });

    it('a name is trimmed and NFC-normalized', async () => {
      const token = await login();
      const res = await app.inject({
        method: 'PUT',
        url: '/api/user/',
        payload: { first_name: '  Йо\u0308жик ' },
        headers: { authorization: `Token ${token}` },
      });
      expect(res.statusCode).toBe(200);
      // о + U+0308 (combining diaeresis) is stored as the one letter ӧ (U+04E7)
      expect(json(res.body).first_name).toBe('Й\u04E7жик');
    });

    it.each(['/api//common', '/api/%00', '/api/%zz', '/api/common%00', '//api/common'])(
      'malformed path %s answers the JSON 404',
      async (url) => {
        const res = await app.inject({ method: 'GET', url });
        expect(res.statusCode).toBe(404);
        expect(json(res.body)).toEqual({ detail: 'Не найдено.' });
      },
    );
  });

  describe('9. headers', () => {
    it('exact map hosts in script-src, Permissions-Policy, HSTS only over HTTPS', async () => {
      const res = await app.inject({ method: 'GET', url: '/api/common' });
      const csp = String(res.headers['content-security-policy']);
      const scriptSrc = csp.split(';').find((d) => d.trim().startsWith('script-src')) ?? '';
      expect(scriptSrc).not.toMatch(/\*/);
      expect(scriptSrc).toContain('https://api-maps.yandex.ru');
      expect(res.headers['permissions-policy']).toMatch(/camera=\(\)/);
      expect(res.headers['strict-transport-security']).toBeUndefined();
      const https = await app.inject({
        method: 'GET',
        url: '/api/common',
        headers: { 'x-forwarded-proto': 'https' },
      });
      expect(https.headers['strict-transport-security']).toMatch(/max-age=\d+/);
    });

    it('frame-src: exactly the map and the promo video players (YouTube nocookie, VK Video, Rutube)', async () => {
      const res = await app.inject({ method: 'GET', url: '/api/common' });
      const csp = String(res.headers['content-security-policy']);
      const frameSrc = csp.split(';').find((d) => d.trim().startsWith('frame-src')) ?? '';
      expect(frameSrc.trim().split(/\s+/).slice(1).sort()).toEqual(
        [
          "'self'",
          'https://api-maps.yandex.ru',
          'https://rutube.ru',
          'https://vkvideo.ru',
          'https://www.youtube-nocookie.com',
          'https://yandex.ru',
        ].sort(),
      );
    });
  });
});

describeEachDb('static files', (target) => {
  it('7. dotfiles are never served', async () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'quiz-dot-'));
    const put = (file: string, text: string) => {
      fs.mkdirSync(path.dirname(file), { recursive: true });
      fs.writeFileSync(file, text);
    };
    put(path.join(root, 'shell', 'dist', 'index.html'), '<!doctype html><title>Квиз</title>');
    put(path.join(root, 'shell', 'dist', '.quiz-build-hash'), 'secret-hash');
    put(path.join(root, 'mf-events', 'dist', 'mf-manifest.json'), '{}');
    put(path.join(root, 'mf-events', 'dist', '.quiz-build-hash'), 'secret-hash');
    const t = await startTestApp(target, { static: { root } });
    try {
      for (const url of ['/.quiz-build-hash', '/mf/mf_events/.quiz-build-hash', '/.env']) {
        const res = await t.app.inject({ method: 'GET', url });
        expect(res.statusCode).toBe(404);
        expect(res.body).not.toContain('secret-hash');
      }
      expect((await t.app.inject({ method: 'GET', url: '/mf/mf_events/mf-manifest.json' })).statusCode).toBe(
        200,
      );
    } finally {
      await t.close();
      fs.rmSync(root, { recursive: true, force: true });
    }
  });
});
