// `npm start` / `pnpm start`: install if needed → build what changed → run the server (migrations, and
// the demo seed on first run: SEED_DEMO=1, a development start's opt-in; the server refuses it with
// NODE_ENV=production) serving the API, the shell, every remote and /remotes.json on one port.
//
// Flags (env in brackets):
//   --port N          [PORT]               default 8080 (or the first free port after it: see below)
//   --no-install      [QUIZ_SKIP_INSTALL=1] skip the install check
//   --no-build        [QUIZ_SKIP_BUILD=1]   serve whatever is in the dist folders
//   --fresh-db        [QUIZ_FRESH_DB=1]     a new temporary SQLite database, deleted on exit (used by e2e/bench)
//   --database-url U  [DATABASE_URL]        default: the server's own (SQLite file under data/)
//   --demo-port N     [DEMO_VENUE_PORT]     the demo venue page (another origin embedding the preorder),
//                                           default the site's port + 1; --no-demo turns it off. A taken
//                                           demo port is a warning, never an exit: a free one is used
//                                           instead, so a second `PORT=9000 npm start` beside a running
//                                           site serves too.
// The API answers CORS for the demo page's origins (http://localhost:N, http://127.0.0.1:N) unless
// PREORDER_EMBED_ORIGINS is set (then exactly that list).
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  bold,
  envFlag,
  freePort,
  green,
  isMain,
  log,
  parseArgs,
  ROOT,
  red,
  seconds,
  waitForHttp,
  yellow,
} from './lib/common.mjs';

const SERVER_DIR = path.join(ROOT, 'packages/server');
const SERVER_ENTRY = 'src/server.ts';

/** A temporary directory holding a fresh SQLite database: `{ dir, env, cleanup }`. */
export function freshDatabase(prefix = 'quiz-db-') {
  const dir = mkdtempSync(path.join(os.tmpdir(), prefix));
  const file = path.join(dir, 'quiz.sqlite');
  return {
    dir,
    env: { DATA_DIR: dir, DATABASE_URL: `sqlite:${file}` },
    cleanup: () => rmSync(dir, { recursive: true, force: true }),
  };
}

/**
 * The demo venue page's port: `wanted` (else the site's port + 1) when it is free, else a free one,
 * with a warning; 0 (none) when `wanted` is 0.
 */
export async function demoVenuePort(sitePort, wanted = sitePort + 1) {
  if (!wanted) return 0;
  const port = await freePort(wanted);
  if (port !== wanted)
    log(yellow(`warning: port ${wanted} is taken; the demo venue page uses port ${port} instead`));
  return port;
}

/** Env for the server: the demo venue page on `demoPort` and CORS for its origins (unless set). */
export function demoVenueEnv(demoPort) {
  if (!demoPort) return {};
  return {
    DEMO_VENUE_PORT: String(demoPort),
    PREORDER_EMBED_ORIGINS:
      process.env.PREORDER_EMBED_ORIGINS ?? `http://localhost:${demoPort},http://127.0.0.1:${demoPort}`,
  };
}

/**
 * Spawns the server on `port` and waits until it answers. Resolves `{ url, child, stop }`.
 * `freshDb` gives it a new temporary SQLite database that `stop()` deletes.
 */
export async function startServer({
  port = 8080,
  freshDb = false,
  demoPort = 0,
  env = {},
  stdio = 'inherit',
  timeoutMs = 180_000,
} = {}) {
  if (!existsSync(path.join(SERVER_DIR, SERVER_ENTRY))) {
    throw new Error(`packages/server/${SERVER_ENTRY} does not exist yet: the server package has not landed`);
  }
  const db = freshDb ? freshDatabase() : null;
  const child = spawn(process.execPath, ['--import', 'tsx', SERVER_ENTRY], {
    cwd: SERVER_DIR,
    // A local site: reachable from this machine only, login codes shown by the dev outbox (to
    // loopback clients only), the demo data on an empty database. The environment may say otherwise
    // (HOST=0.0.0.0, DEV_OUTBOX=0, SEED_DEMO=0).
    env: {
      HOST: '127.0.0.1',
      DEV_OUTBOX: '1',
      SEED_DEMO: '1',
      ...process.env,
      ...(db?.env ?? {}),
      ...demoVenueEnv(demoPort),
      ...env,
      PORT: String(port),
    },
    stdio,
  });
  let exited = false;
  const exitPromise = new Promise((resolve) => {
    child.on('exit', (code, signal) => {
      exited = true;
      db?.cleanup();
      resolve(code ?? (signal === 'SIGTERM' || signal === 'SIGINT' ? 0 : 1));
    });
  });
  const stop = async () => {
    if (!exited) {
      child.kill('SIGTERM');
      const timer = setTimeout(() => !exited && child.kill('SIGKILL'), 8000);
      await exitPromise;
      clearTimeout(timer);
    }
    db?.cleanup();
  };
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitForHttp(`${url}/api/common`, { timeoutMs, isAlive: () => !exited });
  } catch (err) {
    await stop();
    throw err;
  }
  const demoUrl = demoPort ? `http://127.0.0.1:${demoPort}` : null;
  return { url, demoUrl, child, stop, exited: exitPromise, dbDir: db?.dir ?? null };
}

async function main() {
  const started = Date.now();
  const args = parseArgs(process.argv.slice(2));
  const port = Number(args.port ?? process.env.PORT ?? 8080);
  const skipInstall = args.install === false || envFlag('QUIZ_SKIP_INSTALL');
  const skipBuild = args.build === false || envFlag('QUIZ_SKIP_BUILD');
  const freshDb = Boolean(args['fresh-db']) || envFlag('QUIZ_FRESH_DB');
  const env = typeof args['database-url'] === 'string' ? { DATABASE_URL: args['database-url'] } : {};
  const wantedDemo = Number(args['demo-port'] ?? process.env.DEMO_VENUE_PORT ?? port + 1);

  if (!skipInstall) {
    const { ensure } = await import('./ensure.mjs');
    await ensure();
  }
  if (!skipBuild) {
    const { build } = await import('./build.mjs');
    const results = await build();
    if (results.some((r) => !r.ok)) {
      log(red('build failed; not starting the server'));
      process.exit(1);
    }
  }
  const demoPort = args.demo === false ? 0 : await demoVenuePort(port, wantedDemo);
  log(`starting the server on port ${port}${freshDb ? ' with a fresh temporary database' : ''}…`);
  const server = await startServer({ port, freshDb, demoPort, env });
  log(bold(green(`ready in ${seconds(Date.now() - started)}: http://localhost:${port}`)));
  log(
    `log in with any phone: after «Получить код» the code is at http://localhost:${port}/api/dev/outbox?phone=<phone> (this machine only)`,
  );
  if (demoPort)
    log(`demo venue page (the preorder embedded on another origin): http://localhost:${demoPort}/`);

  let stopping = false;
  const shutdown = async () => {
    if (stopping) return;
    stopping = true;
    await server.stop();
    process.exit(0);
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
  process.on('SIGHUP', shutdown);
  const code = await server.exited;
  if (!stopping) {
    log(red(`the server exited with code ${code}`));
    process.exit(code || 1);
  }
}

if (isMain(import.meta.url)) {
  main().catch((err) => {
    console.error(red(err instanceof Error ? err.message : String(err)));
    process.exit(1);
  });
}
