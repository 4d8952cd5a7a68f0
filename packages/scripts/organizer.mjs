// `pnpm organizer grant <phone> --city <name|id>` / `pnpm organizer revoke <phone> --city <name|id>`:
// who organizes which city (the organizer console answers an organizer for his cities only). Runs
// packages/server/src/scripts/organizer.ts on the server's database (DATABASE_URL, default the SQLite
// file under data/); migrates first, so it also works on a fresh deployment before the first start.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { ROOT } from './lib/common.mjs';

const result = spawnSync(
  process.execPath,
  ['--import', 'tsx', 'src/scripts/organizer.ts', ...process.argv.slice(2)],
  {
    cwd: path.join(ROOT, 'packages/server'),
    stdio: 'inherit',
  },
);
process.exit(result.status ?? 1);
