// `pnpm cluster [--replicas N] [--port P]`: the production topology on this machine — nginx on P in
// front of N server processes (ports P+1…P+N) on PostgreSQL and Redis. Runs in the background; its
// state, nginx config, pid and logs are in the run dir (`--run-dir D`, default data/cluster).
//
//   pnpm cluster [--replicas 2] [--port 8200] [--no-build] [--no-install] [--production] [--fresh-db]
//   (--fresh-db: drop and create the database first)
//   pnpm cluster status | stop | restart      (restart: rolling, one replica at a time)
//
// - nginx (Debian's package, installed with apt-get when missing) runs as its own master
//   (`nginx -p RUN_DIR -c RUN_DIR/nginx.conf`) from packages/scripts/cluster/nginx.conf.template: it
//   serves the shell and every remote version folder itself (precompressed .gz; .br too when Debian's
//   libnginx-mod-http-brotli-static is installed), and proxies /api, /remotes.json and the pages.
// - Replicas: `node --import tsx src/server.ts` of packages/server, each with REPLICA_ID r1…rN, on
//   DATABASE_URL (default postgres://postgres@127.0.0.1:5432/quiz_cluster, created if missing) and
//   REDIS_URL (default redis://127.0.0.1:6379). The first to start migrates (a lock); the Redis
//   namespace (REDIS_NAMESPACE) is the database name, so deployments sharing a Redis stay apart. Without
//   --production they run like `npm start` (dev outbox for logins, loopback only; the demo seed on an
//   empty database, SEED_DEMO=1); with it nothing is seeded: `pnpm organizer grant … --new-city`.
// - restart: for each replica, nginx stops sending it requests (`down`, reload), the replica gets
//   SIGTERM (it finishes what is in flight and closes its event streams with a retry hint), a new one
//   starts on the same port, and nginx takes it back once `/api/ready` answers 200.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import {
  bold,
  commandExists,
  green,
  isMain,
  isPortFree,
  log,
  parseArgs,
  REMOTES,
  ROOT,
  red,
  seconds,
} from './lib/common.mjs';

const SERVER_DIR = path.join(ROOT, 'packages/server');
const TEMPLATE = path.join(ROOT, 'packages/scripts/cluster/nginx.conf.template');
const BROTLI_MODULE = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';
export const DEFAULT_RUN_DIR = path.join(ROOT, 'data/cluster');
export const DEFAULT_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/quiz_cluster';
export const DEFAULT_REDIS_URL = 'redis://127.0.0.1:6379';
const NGINX = existsSync('/usr/sbin/nginx') ? '/usr/sbin/nginx' : 'nginx';

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const stateFile = (runDir) => path.join(runDir, 'state.json');

export function readState(runDir = DEFAULT_RUN_DIR) {
  if (!existsSync(stateFile(runDir))) return null;
  return JSON.parse(readFileSync(stateFile(runDir), 'utf8'));
}
const writeState = (state) => writeFileSync(stateFile(state.runDir), `${JSON.stringify(state, null, 2)}\n`);

export const alive = (pid) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/** nginx from Debian: installed with apt-get when missing (as .ci/run installs Chromium). */
export function ensureNginx() {
  if (commandExists(NGINX) || existsSync('/usr/sbin/nginx')) return true;
  log('installing nginx (apt-get)…');
  const asRoot = process.getuid?.() === 0 ? [] : ['sudo', '-E'];
  const run = (args) =>
    spawnSync(asRoot[0] ?? args[0], [...asRoot.slice(1), ...(asRoot.length ? args : args.slice(1))], {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    }).status === 0;
  run(['apt-get', 'update', '-qq']);
  return (
    run(['apt-get', 'install', '-y', '-qq', '--no-install-recommends', 'nginx']) &&
    existsSync('/usr/sbin/nginx')
  );
}

/** Creates the database of `url` when it does not exist (pg of the server package, after install). */
export async function ensureDatabase(url, { fresh = false } = {}) {
  const { Client } = createRequire(path.join(SERVER_DIR, 'package.json'))('pg');
  const target = new URL(url);
  const name = decodeURIComponent(target.pathname.slice(1));
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`database name "${name}": letters, digits, _`);
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    if (fresh) await client.query(`drop database if exists ${name} with (force)`);
    const found = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount === 0) await client.query(`create database ${name}`);
  } finally {
    await client.end();
  }
  return name;
}

function remoteLocations(root) {
  return REMOTES.map(({ folder }) => {
    const name = folder.replace(/-/g, '_');
    return [
      `    location /mf/${name}/ {`,
      `      alias ${root}/${folder}/dist/;`,
      '      add_header Cache-Control $quiz_cache_control;',
      '      add_header Access-Control-Allow-Origin *;',
      '      add_header X-Request-Id $quiz_request_id;',
      '    }',
    ].join('\n');
  }).join('\n');
}

/** The nginx config of `state` from the template (replicas in `down` are skipped by nginx). */
export function renderNginxConf(state) {
  const brotli = existsSync(BROTLI_MODULE);
  const values = {
    RUN_DIR: state.runDir,
    USER: os.userInfo().username,
    PORT: String(state.port),
    LISTEN: `127.0.0.1:${state.port}`,
    ROOT,
    UPSTREAMS: state.replicas
      .map((r) => `    server 127.0.0.1:${r.port} max_fails=1 fail_timeout=2s${r.down ? ' down' : ''};`)
      .join('\n'),
    REMOTES: remoteLocations(ROOT),
    BROTLI_MODULE: brotli ? `load_module ${BROTLI_MODULE};` : '# (no brotli_static module: gzip_static only)',
    BROTLI: brotli ? 'brotli_static on;' : '',
  };
  return readFileSync(TEMPLATE, 'utf8').replace(/\{\{([A-Z_]+)\}\}/g, (_, key) => values[key] ?? '');
}

function nginx(state, args) {
  const result = spawnSync(
    NGINX,
    ['-p', state.runDir, '-c', path.join(state.runDir, 'nginx.conf'), ...args],
    {
      encoding: 'utf8',
    },
  );
  if (result.status !== 0) throw new Error(`nginx ${args.join(' ')}: ${result.stderr.trim()}`);
}

/** Writes the config and reloads nginx (old workers finish their requests; new ones use the config). */
function reloadNginx(state) {
  writeFileSync(path.join(state.runDir, 'nginx.conf'), renderNginxConf(state));
  nginx(state, ['-t', '-q']);
  nginx(state, ['-s', 'reload']);
}

function replicaEnv(state, replica) {
  const db = new URL(state.databaseUrl).pathname.slice(1);
  return {
    ...process.env,
    HOST: '127.0.0.1',
    ...(state.production ? { NODE_ENV: 'production' } : { DEV_OUTBOX: '1', SEED_DEMO: '1' }),
    ...state.env,
    PORT: String(replica.port),
    REPLICA_ID: replica.id,
    DATABASE_URL: state.databaseUrl,
    REDIS_URL: state.redisUrl,
    TRUST_PROXY: '127.0.0.1,::1',
    PUBLIC_URL: state.env?.PUBLIC_URL ?? `http://127.0.0.1:${state.port}`,
    // one namespace per deployment on a shared Redis: every key and channel of the server is under it
    REDIS_NAMESPACE: `quiz:${db}`,
  };
}

function spawnReplica(state, replica) {
  const out = openSync(path.join(state.runDir, `${replica.id}.log`), 'a');
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: SERVER_DIR,
    env: replicaEnv(state, replica),
    stdio: ['ignore', out, out],
    detached: true,
  });
  child.unref();
  replica.pid = child.pid;
  return child;
}

/** Polls `/api/ready` of a replica until it answers 200. */
export async function waitReady(port, { timeoutMs = 120_000, pid } = {}) {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if (pid && !alive(pid))
      throw new Error(`the replica on port ${port} exited (see its log in the run dir)`);
    try {
      const res = await fetch(`http://127.0.0.1:${port}/api/ready`, { signal: AbortSignal.timeout(2000) });
      if (res.status === 200) return;
    } catch {
      // not listening yet
    }
    await sleep(200);
  }
  throw new Error(`the replica on port ${port} was not ready within ${seconds(timeoutMs)}`);
}

async function waitExit(pid, timeoutMs = 12_000) {
  const started = Date.now();
  while (alive(pid) && Date.now() - started < timeoutMs) await sleep(100);
  if (alive(pid)) process.kill(pid, 'SIGKILL');
}

/**
 * Starts the cluster; resolves its state `{ runDir, port, url, replicas: [{ id, port, pid }], … }`.
 * `fresh` drops and recreates the database; `env` is added to every replica's environment.
 */
export async function startCluster({
  replicas = 2,
  port = 8200,
  runDir = DEFAULT_RUN_DIR,
  databaseUrl = process.env.DATABASE_URL || DEFAULT_DATABASE_URL,
  redisUrl = process.env.REDIS_URL || DEFAULT_REDIS_URL,
  production = false,
  fresh = false,
  env = {},
} = {}) {
  const running = readState(runDir);
  if (running && alive(running.nginxPid ?? -1))
    throw new Error(`a cluster is running from ${runDir}: pnpm cluster stop`);
  if (!ensureNginx()) throw new Error('nginx is not installed and apt-get could not install it');
  if (!/^postgres(ql)?:\/\//.test(databaseUrl))
    throw new Error(`DATABASE_URL must be PostgreSQL (got ${databaseUrl})`);
  for (const p of [port, ...Array.from({ length: replicas }, (_, i) => port + 1 + i)])
    if (!(await isPortFree(p))) throw new Error(`port ${p} is taken`);
  await ensureDatabase(databaseUrl, { fresh });
  mkdirSync(runDir, { recursive: true });
  for (const dir of ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'])
    mkdirSync(path.join(runDir, 'tmp', dir), { recursive: true });
  const state = {
    runDir: path.resolve(runDir),
    port,
    url: `http://127.0.0.1:${port}`,
    databaseUrl,
    redisUrl,
    production,
    env,
    replicas: Array.from({ length: replicas }, (_, i) => ({ id: `r${i + 1}`, port: port + 1 + i, pid: 0 })),
  };
  // all at once: the startup lock makes one of them migrate (and seed, without --production)
  for (const replica of state.replicas) spawnReplica(state, replica);
  writeState(state);
  await Promise.all(state.replicas.map((r) => waitReady(r.port, { pid: r.pid })));
  writeFileSync(path.join(state.runDir, 'nginx.conf'), renderNginxConf(state));
  rmSync(path.join(state.runDir, 'nginx.pid'), { force: true });
  nginx(state, []);
  state.nginxPid = Number(readFileSync(path.join(state.runDir, 'nginx.pid'), 'utf8'));
  writeState(state);
  return state;
}

export async function stopCluster(runDir = DEFAULT_RUN_DIR) {
  const state = readState(runDir);
  if (!state) return false;
  await Promise.all(
    state.replicas.map(async (r) => {
      if (r.pid && alive(r.pid)) {
        process.kill(r.pid, 'SIGTERM');
        await waitExit(r.pid);
      }
    }),
  );
  if (state.nginxPid && alive(state.nginxPid)) {
    process.kill(state.nginxPid, 'SIGQUIT');
    await waitExit(state.nginxPid, 5000);
  }
  rmSync(stateFile(runDir), { force: true });
  return true;
}

/** Rolling restart: one replica at a time, out of nginx, drained, restarted, ready, back in. */
export async function rollingRestart(runDir = DEFAULT_RUN_DIR, { onStep = () => {} } = {}) {
  const state = readState(runDir);
  if (!state) throw new Error(`no cluster runs from ${runDir}`);
  for (const replica of state.replicas) {
    const t0 = Date.now();
    replica.down = true;
    reloadNginx(state);
    // the old nginx workers finish the requests they hold; new ones go elsewhere
    await sleep(1000);
    if (replica.pid && alive(replica.pid)) {
      process.kill(replica.pid, 'SIGTERM');
      await waitExit(replica.pid);
    }
    spawnReplica(state, replica);
    writeState(state);
    await waitReady(replica.port, { pid: replica.pid });
    replica.down = false;
    reloadNginx(state);
    writeState(state);
    onStep(`${replica.id} restarted in ${seconds(Date.now() - t0)} (pid ${replica.pid})`);
  }
  return state;
}

/** Starts (again) the replica `id` of a running cluster, e.g. after `kill -9`; resolves once it is ready. */
export async function startReplica(runDir, id) {
  const state = readState(runDir);
  const replica = state?.replicas.find((r) => r.id === id);
  if (!replica) throw new Error(`no replica ${id} in ${runDir}`);
  if (replica.pid && alive(replica.pid)) return replica;
  spawnReplica(state, replica);
  writeState(state);
  await waitReady(replica.port, { pid: replica.pid });
  return replica;
}

async function main() {
  const args = parseArgs(process.argv.slice(2));
  const command = args._[0] ?? 'start';
  const runDir = typeof args['run-dir'] === 'string' ? path.resolve(args['run-dir']) : DEFAULT_RUN_DIR;
  if (command === 'stop') {
    log((await stopCluster(runDir)) ? 'cluster stopped' : `no cluster runs from ${runDir}`);
    return;
  }
  if (command === 'restart') {
    const started = Date.now();
    await rollingRestart(runDir, { onStep: log });
    log(bold(green(`rolling restart done in ${seconds(Date.now() - started)}`)));
    return;
  }
  if (command === 'status') {
    const state = readState(runDir);
    if (!state) return log(`no cluster runs from ${runDir}`);
    log(`nginx ${state.url} (pid ${state.nginxPid}, ${alive(state.nginxPid) ? 'up' : 'DOWN'})`);
    for (const r of state.replicas)
      log(
        `  ${r.id} :${r.port} pid ${r.pid} ${alive(r.pid) ? 'up' : 'DOWN'}${r.down ? ' (out of nginx)' : ''}`,
      );
    return;
  }
  if (command !== 'start') throw new Error(`unknown command ${command}: start | status | stop | restart`);
  const started = Date.now();
  if (args.install !== false) await (await import('./ensure.mjs')).ensure();
  if (args.build !== false) {
    const results = await (await import('./build.mjs')).build();
    if (results.some((r) => !r.ok)) throw new Error('build failed; not starting the cluster');
  }
  const state = await startCluster({
    replicas: Number(args.replicas ?? 2),
    port: Number(args.port ?? 8200),
    runDir,
    production: Boolean(args.production),
    fresh: Boolean(args['fresh-db']),
  });
  log(bold(green(`cluster ready in ${seconds(Date.now() - started)}: ${state.url}`)));
  for (const r of state.replicas)
    log(`  ${r.id} http://127.0.0.1:${r.port} (pid ${r.pid}, log ${path.join(runDir, `${r.id}.log`)})`);
  log(
    `database ${state.databaseUrl.replace(/\/\/[^@/]*@/, '//')} · redis ${state.redisUrl} · nginx logs in ${runDir}`,
  );
  log('pnpm cluster status | restart | stop');
}

if (isMain(import.meta.url)) {
  main().catch((err) => {
    console.error(red(err instanceof Error ? err.message : String(err)));
    process.exit(1);
  });
}
