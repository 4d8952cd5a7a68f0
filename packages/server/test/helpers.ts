/**
 * Server test harness: every test file runs on SQLite (a temp file) and, when reachable, on
 * PostgreSQL (pg-target.ts) in a database of its own dropped afterwards, so parallel runs never collide.
 * A test's database is a copy of the run's migrated (or seeded) template (db-templates.ts), not migrated
 * and seeded again; without a template that fits, a fresh schema `quiz_test_<random>` is migrated.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { Pool } from 'pg';
import { type BuildAppOptions, buildApp } from '../src/app';

import {
  copyPgTemplate,
  copySqliteTemplate,
  dropPgDatabase,
  readTemplates,
  type TemplateKind,
  withDatabase,
} from './db-templates';
import { PG_AVAILABLE, PG_TEST_URL } from './pg-target';

export { PG_AVAILABLE, PG_TEST_URL };

export type Target = 'sqlite' | 'postgres';

/** `describe` once per database; PostgreSQL is `describe.skip` (with a note) when unreachable. */
export function describeEachDb(title: string, body: (target: Target) => void): void {
  describe(`${title} [sqlite]`, () => body('sqlite'));
  if (PG_AVAILABLE) describe(`${title} [postgres]`, () => body('postgres'));
  else describe.skip(`${title} [postgres: not reachable, skipped]`, () => body('postgres'));
}

export interface TestApp {
  app: FastifyInstance;
  /** the app's database, for a second connection (a second process) to it */
  database: { url: string; pgSchema?: string };
  close(): Promise<void>;
}

type TestAppOptions = Omit<BuildAppOptions, 'databaseUrl' | 'pgSchema'>;

/** The template a test app's database can be copied from: the data its options would make. */
function templateFor(options: TestAppOptions): TemplateKind | null {
  if (options.db || options.migrate === false) return null;
  return options.seed && !options.production ? 'seeded' : 'bare';
}

/** A fresh app on a fresh database of the target (migrated; seeded when asked). */
export async function startTestApp(target: Target, options: TestAppOptions = {}): Promise<TestApp> {
  // tests log in through the dev outbox (inject() comes from 127.0.0.1); production never has it
  options = { devOutbox: !options.production, ...options };
  const templates = readTemplates();
  const kind = templateFor(options);
  if (target === 'sqlite') {
    const databaseUrl =
      templates && kind
        ? copySqliteTemplate(templates.sqlite[kind])
        : path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'quiz-server-test-')), 'quiz.sqlite');
    const app = await buildApp({ static: false, ...options, databaseUrl });
    return {
      app,
      database: { url: databaseUrl },
      async close() {
        await app.close();
        fs.rmSync(path.dirname(databaseUrl), { recursive: true, force: true });
      },
    };
  }
  if (templates?.postgres && kind) {
    const database = await copyPgTemplate(PG_TEST_URL, templates.postgres[kind]);
    const url = withDatabase(PG_TEST_URL, database);
    const app = await buildApp({ static: false, ...options, databaseUrl: url });
    return {
      app,
      database: { url },
      async close() {
        await app.close();
        await dropPgDatabase(PG_TEST_URL, database);
      },
    };
  }
  const schema = `quiz_test_${randomBytes(6).toString('hex')}`;
  const app = await buildApp({ static: false, ...options, databaseUrl: PG_TEST_URL, pgSchema: schema });
  return {
    app,
    database: { url: PG_TEST_URL, pgSchema: schema },
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

/**
 * Waits until `check()` resolves to something truthy and returns it; fails after `timeoutMs` with the
 * last value seen. For effects that land after the answer (queued texts, live notices): a test waits for
 * the condition, never for a fixed time a loaded machine can exceed.
 */
export async function eventually<T>(check: () => Promise<T>, timeoutMs = 10_000): Promise<NonNullable<T>> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value as NonNullable<T>;
    if (Date.now() > deadline) throw new Error(`not within ${timeoutMs} ms: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
