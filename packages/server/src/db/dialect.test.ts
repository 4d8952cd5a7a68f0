/**
 * The dialect is read from the Kysely handle itself — the database and any transaction opened on it —
 * so services never take it as a parameter; `forUpdate` locks rows on PostgreSQL only.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PG_AVAILABLE, PG_TEST_URL } from '../../test/pg-target';
import { dialectOf, forUpdate, isPostgres } from './dialect';
import { type DbHandle, openDb } from './index';

const handles: DbHandle[] = [];
const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'quiz-dialect-'));
afterAll(async () => {
  for (const handle of handles) await handle.destroy();
  fs.rmSync(folder, { recursive: true, force: true });
});

function open(target: 'sqlite' | 'postgres'): DbHandle {
  const url = target === 'postgres' ? PG_TEST_URL : path.join(folder, 'quiz.sqlite');
  const handle = openDb({ url });
  handles.push(handle);
  return handle;
}

const lockSql = (handle: DbHandle) =>
  forUpdate(handle.db, handle.db.selectFrom('events').select('id').where('id', '=', 1)).compile().sql;

describe('the dialect behind the db handle', () => {
  it('SQLite: the database and its transactions are SQLite, and nothing is locked by FOR UPDATE', async () => {
    const handle = open('sqlite');
    expect(isPostgres(handle.db)).toBe(false);
    expect(dialectOf(handle.db)).toBe(handle.dialect);
    expect(await handle.db.transaction().execute(async (trx) => dialectOf(trx))).toBe('sqlite');
    expect(lockSql(handle)).not.toMatch(/for update/i);
  });

  (PG_AVAILABLE ? it : it.skip)(
    'PostgreSQL: the database and its transactions are PostgreSQL, rows locked',
    async () => {
      const handle = open('postgres');
      expect(isPostgres(handle.db)).toBe(true);
      expect(dialectOf(handle.db)).toBe(handle.dialect);
      expect(await handle.db.transaction().execute(async (trx) => dialectOf(trx))).toBe('postgres');
      expect(lockSql(handle)).toMatch(/for update$/);
    },
  );
});
