// Helpers shared by the root commands. Plain Node ESM with no dependencies: these scripts run
// before `pnpm install` (they bootstrap it), so they may only use Node's standard library.
import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
export const SCRIPTS_DIR = path.join(ROOT, 'packages/scripts');
export const PNPM_VERSION = '12.4.2';

/** The remotes manifest (packages/routes/remotes.json): name, folder, dev port, cache key, widgets. */
export const REMOTES = JSON.parse(
  readFileSync(path.join(ROOT, 'packages/routes/remotes.json'), 'utf8'),
).remotes;

/** The six webpack apps, in build order (the shell first: it is what `/` needs). */
export const APPS = ['shell', ...REMOTES.map((r) => r.folder)];

const useColor = process.stdout.isTTY && !process.env.NO_COLOR;
const paint = (code) => (s) => (useColor ? `\u001b[${code}m${s}\u001b[0m` : s);
export const bold = paint('1');
export const green = paint('32');
export const red = paint('31');
export const yellow = paint('33');
export const dim = paint('2');

export function log(msg) {
  process.stdout.write(`${bold('[quiz]')} ${msg}\n`);
}

export function seconds(ms) {
  return `${(ms / 1000).toFixed(1)} s`;
}

/** Environment for anything that may compile better-sqlite3 (TOOLCHAIN.md: headers in /usr/include/node). */
export function installEnv(extra = {}) {
  const env = { ...process.env, ...extra };
  if (!env.npm_config_nodedir && existsSync('/usr/include/node')) env.npm_config_nodedir = '/usr';
  return env;
}

/**
 * Runs a command, streaming its output; resolves with its exit code (never rejects on a non-zero exit).
 * `opts.quiet` buffers output and prints it only on failure.
 */
export function run(cmd, args, opts = {}) {
  const { quiet = false, ...spawnOpts } = opts;
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, {
      cwd: ROOT,
      env: installEnv(),
      stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      ...spawnOpts,
    });
    let out = '';
    if (quiet) {
      child.stdout.on('data', (d) => {
        out += d;
      });
      child.stderr.on('data', (d) => {
        out += d;
      });
    }
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      const status = code ?? (signal ? 1 : 0);
      if (quiet && status !== 0) process.stdout.write(out);
      resolve(status);
    });
  });
}

export function commandExists(cmd) {
  return spawnSync('sh', ['-c', `command -v ${cmd}`], { stdio: 'ignore' }).status === 0;
}

/** Hashes files (path + content) under `dirs`, skipping node_modules, build output and tests. */
export function hashTree(dirs, extraFiles = []) {
  const hash = createHash('sha256');
  const skipDir = new Set(['node_modules', 'dist', '.bench', '.cache', 'coverage', 'test-results']);
  const files = [];
  const walk = (dir) => {
    if (!existsSync(dir)) return;
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (!skipDir.has(entry.name) && !entry.name.startsWith('.')) walk(full);
      } else if (
        entry.isFile() &&
        !/\.(test|spec)\.[cm]?[jt]sx?$/.test(entry.name) &&
        !entry.name.endsWith('.md')
      ) {
        files.push(full);
      }
    }
  };
  for (const dir of dirs) walk(dir);
  for (const file of extraFiles) if (existsSync(file) && statSync(file).isFile()) files.push(file);
  files.sort();
  for (const file of files) {
    hash.update(path.relative(ROOT, file));
    hash.update('\0');
    hash.update(readFileSync(file));
    hash.update('\0');
  }
  return hash.digest('hex');
}

// the ports our servers take (shared with the journeys: e2e/delivery.ts, e2e/tests/instances.spec.ts)
export { freePort, freePortBlock, isPortFree } from './ports.mjs';

/** true when something accepts TCP connections on host:port within `timeoutMs`. */
export function tcpAnswers(host, port, timeoutMs = 1000) {
  return new Promise((resolve) => {
    const socket = net.connect({ host, port });
    const done = (ok) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(timeoutMs, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });
}

/** Polls `url` until it answers with a status below 500; rejects after `timeoutMs`. */
export async function waitForHttp(url, { timeoutMs = 120_000, isAlive = () => true } = {}) {
  const started = Date.now();
  let lastError = '';
  while (Date.now() - started < timeoutMs) {
    if (!isAlive()) throw new Error(`the server exited before ${url} answered`);
    try {
      const res = await fetch(url, { redirect: 'manual', signal: AbortSignal.timeout(5000) });
      if (res.status < 500) return res.status;
      lastError = `HTTP ${res.status}`;
    } catch (err) {
      lastError = err instanceof Error ? err.message : String(err);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not answer within ${seconds(timeoutMs)} (${lastError})`);
}

/** Parses `--flag`, `--no-flag`, `--key=value` and `--key value` into an object. */
export function parseArgs(argv) {
  const out = { _: [] };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (!arg.startsWith('--')) {
      out._.push(arg);
      continue;
    }
    const body = arg.slice(2);
    const eq = body.indexOf('=');
    if (eq >= 0) out[body.slice(0, eq)] = body.slice(eq + 1);
    else if (body.startsWith('no-')) out[body.slice(3)] = false;
    else if (
      argv[i + 1] !== undefined &&
      !argv[i + 1].startsWith('--') &&
      [
        'port',
        'only',
        'skip',
        'routes',
        'database-url',
        'version',
        'to',
        'registry',
        'demo-port',
        'shell',
        'replicas',
        'run-dir',
      ].includes(body)
    )
      out[body] = argv[++i];
    else out[body] = true;
  }
  return out;
}

/** true for "1", "true", "yes" (case-insensitive). */
export function envFlag(name) {
  return /^(1|true|yes)$/i.test(process.env[name] ?? '');
}

/** Runs `main` when the module is the entry point; prints errors and exits non-zero. */
export function isMain(metaUrl) {
  return process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(metaUrl);
}
