/**
 * Live seating across server replicas: two server processes on one PostgreSQL database and one Redis;
 * a change made through process A reaches a seating stream opened on process B (Redis pub/sub).
 * Skipped, with a note, when PostgreSQL or Redis (REDIS_URL, default redis://127.0.0.1:6379) is not
 * reachable.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import path from 'node:path';
import { Pool } from 'pg';
import { PG_AVAILABLE, PG_TEST_URL } from '../../../test/helpers';
import { ensurePgSchema, openDb } from '../../db';
import { issueToken } from '../../plugins/current-user';

const REDIS_URL = process.env.REDIS_URL || 'redis://127.0.0.1:6379';
const SERVER_DIR = path.join(__dirname, '..', '..', '..');

function redisProblem(): string | null {
  const script = `const {Redis}=require('ioredis');const r=new Redis(process.argv[1],{lazyConnect:true,maxRetriesPerRequest:0,retryStrategy:()=>null});r.connect().then(()=>r.ping()).then(()=>{r.disconnect();process.exit(0)},e=>{console.error(e.message);process.exit(1)})`;
  const r = spawnSync(process.execPath, ['-e', script, REDIS_URL], {
    cwd: SERVER_DIR,
    timeout: 8000,
    encoding: 'utf8',
  });
  return r.status === 0 ? null : (r.stderr || r.error?.message || 'no answer').trim();
}

const redisDown = redisProblem();
const ready = PG_AVAILABLE && redisDown === null;
if (!ready)
  console.warn(
    `Two-process seating test skipped: ${PG_AVAILABLE ? `Redis: ${redisDown}` : 'PostgreSQL not reachable'}`,
  );

function startServer(env: Record<string, string>): Promise<{ child: ChildProcess; port: number }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'test/serve-process.ts'], {
    cwd: SERVER_DIR,
    env: { ...process.env, ...env, NODE_ENV: 'test' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return new Promise((resolve, reject) => {
    let out = '';
    let err = '';
    const timer = setTimeout(() => reject(new Error(`server did not start: ${err}`)), 60_000);
    child.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const m = /listening (\d+)/.exec(out);
      if (m) {
        clearTimeout(timer);
        resolve({ child, port: Number(m[1]) });
      }
    });
    child.stderr?.on('data', (chunk: Buffer) => {
      err += chunk.toString();
    });
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code}: ${err}`));
    });
  });
}

(ready ? describe : describe.skip)(
  'seating live updates across two server processes (PostgreSQL + Redis)',
  () => {
    const schema = `quiz_test_${randomBytes(6).toString('hex')}`;
    const env = {
      DATABASE_URL: PG_TEST_URL,
      PG_SCHEMA: schema,
      REDIS_URL,
      SEATING_CHANNEL: `quiz:seating:${schema}`,
    };
    const children: ChildProcess[] = [];
    let portA = 0;
    let portB = 0;
    let token = '';
    let eventId = 0;

    beforeAll(async () => {
      await ensurePgSchema(PG_TEST_URL, schema);
      const a = await startServer({ ...env, SEED: '1' });
      children.push(a.child);
      portA = a.port;
      const b = await startServer(env);
      children.push(b.child);
      portB = b.port;
      const handle = openDb({ url: PG_TEST_URL, pgSchema: schema });
      try {
        const org = await handle.db
          .selectFrom('users')
          .select('id')
          .where('is_organizer', '=', 1)
          .executeTakeFirstOrThrow();
        token = await issueToken(handle.db, org.id);
        const ev = await handle.db
          .selectFrom('events')
          .select('id')
          .where('workflow_state', '=', 'sitting')
          .orderBy('id')
          .executeTakeFirstOrThrow();
        eventId = ev.id;
      } finally {
        await handle.destroy();
      }
    }, 120_000);

    afterAll(async () => {
      await Promise.all(
        children.map(
          (child) =>
            new Promise<void>((resolve) => {
              if (child.exitCode !== null) return resolve();
              child.once('exit', () => resolve());
              child.kill('SIGTERM');
            }),
        ),
      );
      const pool = new Pool({ connectionString: PG_TEST_URL, max: 1 });
      try {
        await pool.query(`drop schema if exists ${schema} cascade`);
      } finally {
        await pool.end();
      }
    });

    it('a change through process A reaches a stream on process B within a second', async () => {
      const headers = { authorization: `Token ${token}` };
      const received: string[] = [];
      const request = http.get({
        host: '127.0.0.1',
        port: portB,
        path: `/api/event/${eventId}/seating_stream/`,
        headers,
      });
      const response = await new Promise<http.IncomingMessage>((resolve, reject) => {
        request.on('response', resolve);
        request.on('error', reject);
      });
      expect(response.statusCode).toBe(200);
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => received.push(chunk));

      const state = (await (
        await fetch(`http://127.0.0.1:${portA}/api/event/${eventId}/seating/`, { headers })
      ).json()) as { teams: { id: number; version: number; is_in_game: boolean }[] };
      const team = state.teams[0];
      if (!team) throw new Error('no team');
      const started = Date.now();
      const res = await fetch(`http://127.0.0.1:${portA}/api/event/${eventId}/seating/${team.id}/`, {
        method: 'PATCH',
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify({ version: team.version, is_in_game: !team.is_in_game }),
      });
      expect(res.status).toBe(200);
      while (!received.join('').includes('event: seating')) {
        if (Date.now() - started > 1000) throw new Error(`no notice on B within 1 s: ${received.join('')}`);
        await new Promise((r) => setTimeout(r, 10));
      }
      const data = /data: (.*)\n/.exec(received.join('').split('event: seating')[1] ?? '')?.[1];
      expect(JSON.parse(data ?? '{}')).toMatchObject({
        event_id: eventId,
        event_team_id: team.id,
        version: team.version + 1,
      });
      request.destroy();
    }, 30_000);
  },
);
