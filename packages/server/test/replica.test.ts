/**
 * A server process as one replica among several: the registry kept in the database (registry-store.ts,
 * polled by registry.ts), readiness and liveness, request ids on answers and logs, the Russian 503 when
 * the database is away, and the metrics endpoint (metrics.ts). On SQLite and PostgreSQL.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { DATABASE_UNAVAILABLE, isDatabaseUnavailable } from '../src/plugins/errors';
import { RegistryHolder, toWire } from '../src/registry';
import { RegistryConflictError, writeRegistry } from '../src/registry-store';
import { describeEachDb, startTestApp, type TestApp } from './helpers';

const entry = (version: string) => ({ entry: `/mf/mf_seating/${version}/mf-manifest.json`, version });

function repo(): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'quiz-replica-'));
  fs.mkdirSync(path.join(root, 'mf-seating', 'dist', '0.1.0'), { recursive: true });
  fs.writeFileSync(path.join(root, 'mf-seating', 'package.json'), JSON.stringify({ version: '0.1.0' }));
  fs.writeFileSync(path.join(root, 'mf-seating', 'dist', '0.1.0', 'mf-manifest.json'), '{}');
  return root;
}

describeEachDb('the registry in the database', (target) => {
  let t: TestApp;
  let root: string;
  beforeEach(async () => {
    t = await startTestApp(target);
    root = repo();
  });
  afterEach(async () => {
    await t.close();
    fs.rmSync(root, { recursive: true, force: true });
  });

  it('serves the computed registry until a release is written, then the release; a bad row never takes effect', async () => {
    const { db } = t.app;
    const holder = new RegistryHolder(root, path.join(root, 'remotes.json'), undefined, {
      db,
      pollMs: 60_000,
    });
    await holder.start();
    try {
      expect(holder.health().registry.source).toBe('computed');
      const { id } = await writeRegistry(db, {
        remotes: { mf_seating: { ...entry('0.2.0'), previous: entry('0.1.0') } },
        history: { mf_seating: [entry('0.1.0'), entry('0.2.0')] },
        action: 'release mf_seating 0.2.0',
        expectedId: null,
      });
      await holder.poll();
      expect(toWire(holder.current()).mf_seating).toEqual({ ...entry('0.2.0'), previous: entry('0.1.0') });
      expect(holder.health()).toMatchObject({ status: 'ok', registry: { source: 'database', error: null } });

      // a row written by hand that fails the schema: the last good registry stays, health says why
      await db
        .insertInto('remote_registry')
        .values({ registry: '{"mf_seating":42}', history: '{}', action: 'by hand' })
        .execute();
      await holder.poll();
      expect(holder.current().mf_seating?.version).toBe('0.2.0');
      expect(holder.health().status).toBe('degraded');

      // a release based on an old state is refused, writing nothing
      await expect(
        writeRegistry(db, {
          remotes: { mf_seating: entry('0.3.0') },
          history: {},
          action: 'release',
          expectedId: id,
        }),
      ).rejects.toBeInstanceOf(RegistryConflictError);
    } finally {
      holder.stop();
    }
  });

  it('refuses an invalid registry before writing anything', async () => {
    const { db } = t.app;
    await expect(
      writeRegistry(db, {
        remotes: { mf_seating: { entry: '' } },
        history: {},
        action: 'x',
        expectedId: null,
      }),
    ).rejects.toThrow(/invalid, nothing written/);
    const rows = await db.selectFrom('remote_registry').select('id').execute();
    expect(rows).toHaveLength(0);
  });
});

describeEachDb('one replica among several', (target) => {
  let t: TestApp;
  const lines: string[] = [];
  beforeEach(async () => {
    lines.length = 0;
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    t = await startTestApp(target, { replica: 'r7', logger: { level: 'info', stream } });
  });
  afterEach(async () => t.close());

  it('health names the replica; ready is 200 until the process drains, then 503 with the reason', async () => {
    const health = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.json()).toMatchObject({ status: 'ok', replica: 'r7' });
    const ready = await t.app.inject({ method: 'GET', url: '/api/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({
      ready: true,
      replica: 'r7',
      checks: { database: true, redis: null, migrations: true, draining: false },
    });
    t.app.lifecycle.draining = true;
    const draining = await t.app.inject({ method: 'GET', url: '/api/ready' });
    expect(draining.statusCode).toBe(503);
    expect(draining.json()).toMatchObject({ ready: false, checks: { draining: true } });
  });

  it('a request id from the proxy is answered and logged; a made-up one is replaced', async () => {
    const answer = await t.app.inject({
      method: 'GET',
      url: '/api/no_such_call/',
      headers: { 'x-request-id': 'nginx-42' },
    });
    expect(answer.statusCode).toBe(404);
    expect(answer.headers['x-request-id']).toBe('nginx-42');
    expect(lines.some((line) => line.includes('"reqId":"nginx-42"'))).toBe(true);
    const forged = await t.app.inject({
      method: 'GET',
      url: '/api/common',
      headers: { 'x-request-id': 'a b\u0000' },
    });
    expect(forged.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('an unexpected failure (the database handle gone) answers 500 with the request id in the body', async () => {
    await t.app.db.destroy().catch(() => undefined);
    const answer = await t.app.inject({
      method: 'GET',
      url: '/api/user_detail/',
      headers: { 'x-request-id': 'rid-500', authorization: `Token ${'a'.repeat(40)}` },
    });
    expect(answer.statusCode).toBe(500);
    expect(answer.headers['x-request-id']).toBe('rid-500');
    expect(answer.json()).toEqual({
      detail: 'Что-то пошло не так. Попробуйте ещё раз чуть позже.',
      request_id: 'rid-500',
    });
  });

  it('/metrics: Prometheus text for a loopback client, 404 through a proxy or from afar', async () => {
    await t.app.inject({ method: 'GET', url: '/api/health' });
    const metrics = await t.app.inject({ method: 'GET', url: '/metrics' });
    expect(metrics.statusCode).toBe(200);
    expect(metrics.headers['content-type']).toMatch(/^text\/plain/);
    expect(metrics.body).toMatch(
      /quiz_http_request_duration_seconds_bucket\{[^}]*route="\/api\/health"[^}]*status="200"/,
    );
    expect(metrics.body).toContain('quiz_jobs{state="pending"}');
    const proxied = await t.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { 'x-forwarded-for': '203.0.113.9' },
    });
    expect(proxied.statusCode).toBe(404);
    const remote = await t.app.inject({ method: 'GET', url: '/metrics', remoteAddress: '203.0.113.9' });
    expect(remote.statusCode).toBe(404);
  });
});

describe('isDatabaseUnavailable: what answers the Russian 503 instead of a 500', () => {
  it('connection refusals, resets, timeouts and PostgreSQL shutting down; not a bad query', () => {
    const coded = (code: string) => Object.assign(new Error('x'), { code });
    expect(isDatabaseUnavailable(coded('ECONNREFUSED'))).toBe(true);
    expect(isDatabaseUnavailable(coded('57P01'))).toBe(true);
    expect(isDatabaseUnavailable(new Error('timeout exceeded when trying to connect'))).toBe(true);
    expect(isDatabaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isDatabaseUnavailable(coded('23505'))).toBe(false);
    expect(isDatabaseUnavailable(new Error('syntax error'))).toBe(false);
    expect(DATABASE_UNAVAILABLE).toBe('Сервис временно недоступен. Попробуйте через минуту.');
  });
});
