/**
 * Migrated databases made once per jest run (global-setup.ts), which each server test copies instead of
 * migrating and seeding its own: SQLite by copying a file, PostgreSQL by CREATE DATABASE … TEMPLATE.
 * A template is "bare" (migrated) or "seeded" (migrated + the demo seed); `startTestApp` picks one by
 * its options and falls back to migrating a fresh database when no template fits (or none was made,
 * e.g. a test file run outside jest's global setup).
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Client } from 'pg';

export type TemplateKind = 'bare' | 'seeded';

export interface Templates {
  /** the folder of the SQLite templates (removed by the teardown) */
  readonly dir: string;
  readonly sqlite: Record<TemplateKind, string>;
  /** database names on the test server; null when PostgreSQL was not reachable */
  readonly postgres: Record<TemplateKind, string> | null;
}

const ENV = 'QUIZ_TEST_DB_TEMPLATES';

export function publishTemplates(templates: Templates): void {
  process.env[ENV] = JSON.stringify(templates);
}

export function readTemplates(): Templates | null {
  const raw = process.env[ENV];
  return raw ? (JSON.parse(raw) as Templates) : null;
}

/** `url` with another database name. */
export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

/** Runs one statement on the test server's maintenance connection (CREATE/DROP DATABASE). */
export async function onServer(url: string, statement: string): Promise<void> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** A new SQLite file copied from the template; resolves its path (inside a new temporary folder). */
export function copySqliteTemplate(template: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'quiz-server-test-'));
  const file = path.join(dir, 'quiz.sqlite');
  fs.copyFileSync(template, file);
  return file;
}

/** A new PostgreSQL database copied from the template; resolves its name. */
export async function copyPgTemplate(url: string, template: string): Promise<string> {
  const name = `quiz_t_${randomBytes(6).toString('hex')}`;
  // two workers copying one template at the same moment: PostgreSQL refuses the second while the first
  // copies ("source database … is being accessed by other users"); it is free again a moment later
  for (let attempt = 0; ; attempt += 1) {
    try {
      await onServer(url, `create database ${name} template ${template}`);
      return name;
    } catch (error) {
      if (attempt >= 20 || !/being accessed by other users/.test(String(error))) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100 + Math.random() * 200));
    }
  }
}

export async function dropPgDatabase(url: string, name: string): Promise<void> {
  await onServer(url, `drop database if exists ${name} with (force)`);
}
