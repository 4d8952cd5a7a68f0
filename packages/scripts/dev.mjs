// `npm run dev` / `pnpm dev`: the API server with reload (tsx watch) on PORT (default 8080) and the six
// webpack dev servers with hot reload: shell on http://localhost:3000, remotes on 3001–3005.
// The shell's dev server answers /remotes.json with the dev servers' manifests and proxies /api to 8080
// (packages/federation/webpack/dev-server.mjs). Ctrl-C stops everything.
//
// Flags: --no-install · --no-server (only the webpack dev servers) · --port N (API port, default 8080)
//        app names to start only some of them, e.g. `pnpm dev shell mf-events`
import { spawn } from 'node:child_process';
import path from 'node:path';
import { pnpmCommand } from './ensure.mjs';
import { APPS, bold, dim, envFlag, installEnv, log, parseArgs, ROOT } from './lib/common.mjs';

const args = parseArgs(process.argv.slice(2));
const apps = args._.length > 0 ? args._.filter((a) => APPS.includes(a)) : APPS;
const apiPort = Number(args.port ?? process.env.PORT ?? 8080);
const children = [];
let stopping = false;

function start(label, cmd, argv, opts = {}) {
  // Own process group, so Ctrl-C can stop the whole tree (pnpm → webpack, tsx → node).
  const child = spawn(cmd, argv, {
    cwd: ROOT,
    env: installEnv(),
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
    ...opts,
  });
  const prefix = dim(`${label.padEnd(11)}│ `);
  const pipe = (stream, out) => {
    let buf = '';
    stream.on('data', (d) => {
      buf += d;
      const lines = buf.split('\n');
      buf = lines.pop() ?? '';
      for (const line of lines) out.write(`${prefix}${line}\n`);
    });
  };
  pipe(child.stdout, process.stdout);
  pipe(child.stderr, process.stderr);
  child.on('exit', (code, signal) => {
    if (!stopping) log(`${label} exited (${signal ?? code})`);
  });
  children.push(child);
  return child;
}

function stopAll() {
  if (stopping) return;
  stopping = true;
  log('stopping…');
  for (const child of children) {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  }
  setTimeout(() => {
    for (const child of children) {
      try {
        process.kill(-child.pid, 'SIGKILL');
      } catch {
        // already gone
      }
    }
    process.exit(0);
  }, 3000).unref();
}

async function main() {
  if (args.install !== false && !envFlag('QUIZ_SKIP_INSTALL')) {
    const { ensure } = await import('./ensure.mjs');
    await ensure();
  }
  const { cmd, args: prefix } = pnpmCommand();
  if (args.server !== false) {
    const tsx = path.join(ROOT, 'packages/server/node_modules/.bin/tsx');
    start('api', tsx, ['watch', 'src/server.ts'], {
      cwd: path.join(ROOT, 'packages/server'),
      // the demo data on an empty database (a development start's opt-in; SEED_DEMO=0 turns it off)
      env: installEnv({ SEED_DEMO: process.env.SEED_DEMO ?? '1', PORT: String(apiPort) }),
    });
  }
  for (const app of apps) start(app, cmd, [...prefix, '--filter', app, 'run', 'dev']);
  log(
    bold(
      `dev: site http://localhost:3000 (shell), remotes 3001–3005, API http://localhost:${apiPort}/api/ — Ctrl-C stops all`,
    ),
  );
  process.on('SIGINT', stopAll);
  process.on('SIGTERM', stopAll);
  process.on('SIGHUP', stopAll);
  process.on('exit', () => {
    for (const child of children) {
      try {
        process.kill(-child.pid, 'SIGKILL');
      } catch {
        // already gone
      }
    }
  });
}

main().catch((err) => {
  console.error(err);
  stopAll();
  process.exitCode = 1;
});
