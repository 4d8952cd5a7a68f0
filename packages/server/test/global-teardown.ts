/** Jest global teardown of the server projects: the run's database templates are removed. */
import fs from 'node:fs';
import { dropPgDatabase, readTemplates } from './db-templates';
import { PG_TEST_URL } from './pg-target';

export default async function globalTeardown(): Promise<void> {
  const templates = readTemplates();
  if (!templates) return;
  fs.rmSync(templates.dir, { recursive: true, force: true });
  if (templates.postgres)
    for (const name of Object.values(templates.postgres)) await dropPgDatabase(PG_TEST_URL, name);
}
