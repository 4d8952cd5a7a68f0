/**
 * Two (or more) real server processes on one PostgreSQL schema and one Redis, for the live-update
 * tests across replicas (seating, results). `TWO_SERVERS_READY` is false, with a printed note, when
 * PostgreSQL or Redis (REDIS_URL, default redis://127.0.0.1:6379) is not reachable.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { Pool } from 'pg';
import { ensurePgSchema } from '../src/db';
import { PG_AVAILABLE, PG_TEST_URL } from './helpers';

export const REDIS_URL = process.env.REDIS_URL || 'redis://127.0.0.1:6379';
const SERVER_DIR = path.join(__dirname, '..');

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
export const TWO_SERVERS_READY = PG_AVAILABLE && redisDown === null;
if (!TWO_SERVERS_READY)
  console.warn(
    `Two-process tests skipped: ${PG_AVAILABLE ? `Redis: ${redisDown}` : 'PostgreSQL not reachable'}`,
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

export interface TwoServers {
  schema: string;
  portA: number;
  portB: number;
  stop(): Promise<void>;
}

/** Process A (which seeds the fresh schema) and process B, sharing the database and the Redis namespace. */
export async function startTwoServers(): Promise<TwoServers> {
  const schema = `quiz_test_${randomBytes(6).toString('hex')}`;
  const env = {
    DATABASE_URL: PG_TEST_URL,
    PG_SCHEMA: schema,
    REDIS_URL,
    REDIS_NAMESPACE: `quiz-test:${schema}`,
  };
  await ensurePgSchema(PG_TEST_URL, schema);
  const children: ChildProcess[] = [];
  const stop = async () => {
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
  };
  try {
    const a = await startServer({ ...env, SEED: '1' });
    children.push(a.child);
    const b = await startServer(env);
    children.push(b.child);
    return { schema, portA: a.port, portB: b.port, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
