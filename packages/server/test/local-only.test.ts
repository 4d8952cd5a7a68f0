/**
 * What only this machine (or the bearer of METRICS_TOKEN) may see, on SQLite and PostgreSQL:
 * - `GET /api/health`'s details (the replica's host:pid, the registry, the job counts) and
 *   `GET /api/health/jobs/`: everyone else gets `{status}` only (the jobs call: 404);
 * - the dev outbox and the dev message log: a loopback peer sending X-Forwarded-For / Forwarded /
 *   X-Real-IP is a proxy in front of the server; unless TRUST_PROXY names it, the request is refused
 *   (403, in Russian), never taken for this machine.
 * "This machine" is the request's real peer; a forwarded address counts only from a proxy that
 * TRUST_PROXY names.
 */
import type { FastifyInstance } from 'fastify';
import { PROXY_NOT_TRUSTED } from '../src/auth/dev-outbox';
import { describeEachDb, json, startTestApp, type TestApp } from './helpers';

const TOKEN = 'metrics-token-of-this-test';
const STRANGER = '203.0.113.9';
const PHONE = '79161110022';

describeEachDb('what only this machine sees', (target) => {
  /** no proxy configured: TRUST_PROXY unset */
  let direct: TestApp;
  /** behind nginx on this machine: TRUST_PROXY=127.0.0.1 */
  let proxied: TestApp;
  beforeAll(async () => {
    direct = await startTestApp(target, { devOutbox: true, metricsToken: TOKEN, replica: 'host-a:4242' });
    proxied = await startTestApp(target, {
      devOutbox: true,
      trustProxy: '127.0.0.1',
      metricsToken: TOKEN,
      replica: 'host-b:4343',
    });
    for (const app of [direct.app, proxied.app]) {
      const sent = await app.inject({ method: 'POST', url: '/api/create_user/', payload: { phone: PHONE } });
      expect(sent.statusCode).toBe(200);
    }
  }, 60_000);
  afterAll(async () => {
    await direct?.close();
    await proxied?.close();
  });

  const get = (app: FastifyInstance, url: string, remoteAddress = '127.0.0.1', headers = {}) =>
    app.inject({ method: 'GET', url, remoteAddress, headers });

  describe('GET /api/health', () => {
    it('a stranger gets {status} only: no host:pid, no registry, no job counts', async () => {
      const res = await get(direct.app, '/api/health', STRANGER);
      expect(res.statusCode).toBe(200);
      expect(json(res.body)).toEqual({ status: 'ok' });
      expect(res.body).not.toContain('host-a');
    });

    it('a loopback peer forwarding a client with TRUST_PROXY unset gets {status} only', async () => {
      for (const headers of [
        { 'x-forwarded-for': STRANGER },
        { 'x-forwarded-for': '127.0.0.1' },
        { forwarded: `for=${STRANGER}` },
        { 'x-real-ip': STRANGER },
      ]) {
        const res = await get(direct.app, '/api/health', '127.0.0.1', headers);
        expect([headers, json(res.body)]).toEqual([headers, { status: 'ok' }]);
      }
    });

    it('this machine sees the details: the replica, the registry, the jobs', async () => {
      const res = await get(direct.app, '/api/health');
      expect(res.statusCode).toBe(200);
      expect(json(res.body)).toMatchObject({
        status: 'ok',
        replica: 'host-a:4242',
        registry: { source: 'none' },
        jobs: { pending: 0, failed: 0 },
      });
    });

    it('the bearer of METRICS_TOKEN sees them from anywhere; a wrong token does not', async () => {
      const bearer = await get(direct.app, '/api/health', STRANGER, { authorization: `Bearer ${TOKEN}` });
      expect(json(bearer.body)).toMatchObject({ replica: 'host-a:4242', jobs: { pending: 0 } });
      const wrong = await get(direct.app, '/api/health', STRANGER, { authorization: `Bearer ${TOKEN}x` });
      expect(json(wrong.body)).toEqual({ status: 'ok' });
    });

    it('behind a proxy TRUST_PROXY names: the client it reports decides', async () => {
      const local = await get(proxied.app, '/api/health', '127.0.0.1', { 'x-forwarded-for': '127.0.0.1' });
      expect(json(local.body)).toMatchObject({ replica: 'host-b:4343' });
      const stranger = await get(proxied.app, '/api/health', '127.0.0.1', { 'x-forwarded-for': STRANGER });
      expect(json(stranger.body)).toEqual({ status: 'ok' });
    });

    it('GET /api/health/jobs/: 404 for a stranger, the counts for this machine', async () => {
      const stranger = await get(direct.app, '/api/health/jobs/', STRANGER);
      expect([stranger.statusCode, json(stranger.body)]).toEqual([404, { detail: 'Не найдено.' }]);
      const forwarded = await get(direct.app, '/api/health/jobs/', '127.0.0.1', {
        'x-forwarded-for': STRANGER,
      });
      expect(forwarded.statusCode).toBe(404);
      const local = await get(direct.app, '/api/health/jobs/');
      expect([local.statusCode, json(local.body)]).toEqual([200, { pending: 0, failed: 0 }]);
    });
  });

  describe('the dev outbox behind a proxy', () => {
    const outbox = `/api/dev/outbox?phone=${PHONE}`;
    const messages = `/api/dev/messages?phone=${PHONE}`;

    it('a loopback peer with forwarding headers and TRUST_PROXY unset is refused: 403, no code', async () => {
      for (const headers of [
        { 'x-forwarded-for': STRANGER },
        { 'x-forwarded-for': '127.0.0.1' },
        { forwarded: `for=${STRANGER}` },
        { 'x-real-ip': STRANGER },
      ]) {
        for (const url of [outbox, messages]) {
          const res = await get(direct.app, url, '127.0.0.1', headers);
          expect([url, headers, res.statusCode, json(res.body)]).toEqual([
            url,
            headers,
            403,
            { detail: PROXY_NOT_TRUSTED },
          ]);
        }
      }
    });

    it('this machine without forwarding headers (npm start, e2e, scripts) reads its code', async () => {
      const res = await get(direct.app, outbox);
      expect(res.statusCode).toBe(200);
      expect(json(res.body).code).toMatch(/^\d{4}$/);
      expect((await get(direct.app, messages)).statusCode).toBe(200);
    });

    it('behind a proxy TRUST_PROXY names: its local client reads, a stranger it forwards gets 404', async () => {
      const local = await get(proxied.app, outbox, '127.0.0.1', { 'x-forwarded-for': '127.0.0.1' });
      expect(local.statusCode).toBe(200);
      expect(json(local.body).code).toMatch(/^\d{4}$/);
      const stranger = await get(proxied.app, outbox, '127.0.0.1', { 'x-forwarded-for': STRANGER });
      expect(stranger.statusCode).toBe(404);
      expect(stranger.body).not.toMatch(/"code"/);
      // a named proxy that reports no X-Forwarded-For says nothing Fastify can check: refused
      const realIpOnly = await get(proxied.app, outbox, '127.0.0.1', { 'x-real-ip': '127.0.0.1' });
      expect([realIpOnly.statusCode, json(realIpOnly.body)]).toEqual([403, { detail: PROXY_NOT_TRUSTED }]);
    });
  });
});
