/**
 * Server test harness: every test file runs on SQLite (a temp file) and, when reachable, on
 * PostgreSQL (DATABASE_URL_TEST or postgres://postgres@127.0.0.1:5432/test) in a fresh schema
 * `quiz_test_<random>` dropped afterwards, so parallel runs never collide.
 * Reachability is checked synchronously at load time so an unreachable PostgreSQL shows up as
 * skipped tests with a note, never as a silent pass.
 */
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { Pool } from 'pg';
import { type BuildAppOptions, buildApp } from '../src/app';

export const PG_TEST_URL = process.env.DATABASE_URL_TEST || 'postgres://postgres@127.0.0.1:5432/test';

export type Target = 'sqlite' | 'postgres';

function checkPg(): string | null {
  const script = `const {Client}=require('pg');const c=new Client({connectionString:process.argv[1],connectionTimeoutMillis:2000});c.connect().then(()=>c.query('select 1')).then(()=>c.end()).then(()=>process.exit(0),e=>{console.error(e.message);process.exit(1)})`;
  const r = spawnSync(process.execPath, ['-e', script, PG_TEST_URL], {
    cwd: path.join(__dirname, '..'),
    timeout: 8000,
    encoding: 'utf8',
  });
  return r.status === 0 ? null : (r.stderr || r.error?.message || 'no answer').trim();
}

const pgProblem = checkPg();
export const PG_AVAILABLE = pgProblem === null;
if (!PG_AVAILABLE) {
  console.warn(
    `PostgreSQL tests skipped: ${PG_TEST_URL.replace(/\/\/[^@/]*@/, '//***@')} not reachable (${pgProblem})`,
  );
}

/** `describe` once per database; PostgreSQL is `describe.skip` (with a note) when unreachable. */
export function describeEachDb(title: string, body: (target: Target) => void): void {
  describe(`${title} [sqlite]`, () => body('sqlite'));
  if (PG_AVAILABLE) describe(`${title} [postgres]`, () => body('postgres'));
  else describe.skip(`${title} [postgres: not reachable, skipped]`, () => body('postgres'));
}

export interface TestApp {
  app: FastifyInstance;
  close(): Promise<void>;
}

/** A fresh app on a fresh database of the target (migrated; seeded when asked). */
export async function startTestApp(
  target: Target,
  options: Omit<BuildAppOptions, 'databaseUrl' | 'pgSchema'> = {},
): Promise<TestApp> {
  // tests log in through the dev outbox (inject() comes from 127.0.0.1); production never has it
  options = { devOutbox: !options.production, ...options };
  if (target === 'sqlite') {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'quiz-server-test-'));
    const app = await buildApp({ static: false, ...options, databaseUrl: path.join(dir, 'quiz.sqlite') });
    return {
      app,
      async close() {
        await app.close();
        fs.rmSync(dir, { recursive: true, force: true });
      },
    };
  }
  const schema = `quiz_test_${randomBytes(6).toString('hex')}`;
  const app = await buildApp({ static: false, ...options, databaseUrl: PG_TEST_URL, pgSchema: schema });
  return {
    app,
    async close() {
      await app.close();
      const pool = new Pool({ connectionString: PG_TEST_URL, max: 1 });
      try {
        await pool.query(`drop schema if exists ${schema} cascade`);
      } finally {
        await pool.end();
      }
    },
  };
}

/** Parses a JSON response body as unknown-shaped data for assertions. */
export function json<T = Record<string, unknown>>(body: string): T {
  return JSON.parse(body) as T;
}
