/**
 * Jest global setup of the server projects: the migrated (and the seeded) database templates every
 * server test copies (db-templates.ts), made once per run on SQLite and, when it answers, PostgreSQL.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../src/app';
import { onServer, publishTemplates, type TemplateKind, withDatabase } from './db-templates';
import { PG_AVAILABLE, PG_TEST_URL } from './pg-target';

const KINDS: readonly TemplateKind[] = ['bare', 'seeded'];

async function makeTemplate(databaseUrl: string, kind: TemplateKind): Promise<void> {
  const app = await buildApp({ static: false, databaseUrl, seed: kind === 'seeded', devOutbox: true });
  await app.close();
}

export default async function globalSetup(): Promise<void> {
  const id = `quiz_tpl_${randomBytes(4).toString('hex')}`;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'quiz-test-templates-'));
  const sqlite = { bare: path.join(dir, 'bare.sqlite'), seeded: path.join(dir, 'seeded.sqlite') };
  for (const kind of KINDS) await makeTemplate(sqlite[kind], kind);
  let postgres: Record<TemplateKind, string> | null = null;
  if (PG_AVAILABLE) {
    postgres = { bare: `${id}_bare`, seeded: `${id}_seeded` };
    for (const kind of KINDS) {
      await onServer(PG_TEST_URL, `create database ${postgres[kind]}`);
      await makeTemplate(withDatabase(PG_TEST_URL, postgres[kind]), kind);
    }
  }
  publishTemplates({ dir, sqlite, postgres });
}
