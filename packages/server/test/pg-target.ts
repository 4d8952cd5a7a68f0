/**
 * The PostgreSQL server of the server tests (DATABASE_URL_TEST or postgres://postgres@127.0.0.1:5432/test),
 * checked synchronously at load time so an unreachable PostgreSQL shows up as skipped tests with a note,
 * never as a silent pass.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';

export const PG_TEST_URL = process.env.DATABASE_URL_TEST || 'postgres://postgres@127.0.0.1:5432/test';

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
