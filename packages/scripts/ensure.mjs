// `node packages/scripts/ensure.mjs`: makes sure pnpm 12.4.2 is available and the workspace is installed.
// Installs only when node_modules is missing or the lockfile changed since the last install (stamp file).
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { commandExists, installEnv, isMain, log, PNPM_VERSION, ROOT, run, seconds } from './lib/common.mjs';

const STAMP = path.join(ROOT, 'node_modules/.quiz-install-stamp');
let cached = null;

function versionOf(cmd, args) {
  const res = spawnSync(cmd, [...args, '--version'], { encoding: 'utf8', env: installEnv(), cwd: ROOT });
  return res.status === 0 ? res.stdout.trim() : null;
}

/**
 * How to call pnpm 12.4.2 here: `{ cmd, args }` to prefix every pnpm call with.
 * A global pnpm of that version; else (as root) `npm i -g pnpm@12.4.2`; else `npx --yes pnpm@12.4.2`.
 */
export function pnpmCommand() {
  if (cached) return cached;
  if (commandExists('pnpm') && versionOf('pnpm', []) === PNPM_VERSION) {
    cached = { cmd: 'pnpm', args: [] };
    return cached;
  }
  if (typeof process.getuid === 'function' && process.getuid() === 0 && commandExists('npm')) {
    log(`installing pnpm ${PNPM_VERSION} globally (npm i -g)`);
    const res = spawnSync('npm', ['i', '-g', `pnpm@${PNPM_VERSION}`], {
      stdio: 'inherit',
      env: installEnv(),
    });
    if (res.status === 0 && versionOf('pnpm', []) === PNPM_VERSION) {
      cached = { cmd: 'pnpm', args: [] };
      return cached;
    }
  }
  log(`using npx pnpm@${PNPM_VERSION}`);
  cached = { cmd: 'npx', args: ['--yes', `pnpm@${PNPM_VERSION}`] };
  return cached;
}

/** Runs pnpm with `args` from the repo root (or `opts.cwd`); resolves with the exit code. */
export function pnpm(args, opts = {}) {
  const { cmd, args: prefix } = pnpmCommand();
  return run(cmd, [...prefix, ...args], opts);
}

function lockHash() {
  const hash = createHash('sha256');
  for (const file of ['pnpm-lock.yaml', 'pnpm-workspace.yaml']) {
    const full = path.join(ROOT, file);
    if (existsSync(full)) hash.update(readFileSync(full));
  }
  return hash.digest('hex');
}

function installIsCurrent(hash) {
  const modulesYaml = path.join(ROOT, 'node_modules/.modules.yaml');
  if (!existsSync(modulesYaml)) return false;
  if (existsSync(STAMP)) return readFileSync(STAMP, 'utf8').trim() === hash;
  // Installed by hand before this script existed: trust it when it is newer than the lockfile.
  const lock = path.join(ROOT, 'pnpm-lock.yaml');
  if (existsSync(lock) && statSync(modulesYaml).mtimeMs >= statSync(lock).mtimeMs) {
    writeFileSync(STAMP, `${hash}\n`);
    return true;
  }
  return false;
}

/** Installs the workspace when needed. Returns true when it ran an install. */
export async function ensure({ force = false } = {}) {
  const started = Date.now();
  const hash = lockHash();
  pnpmCommand();
  if (!force && installIsCurrent(hash)) {
    log(`dependencies are up to date ${seconds(Date.now() - started)}`);
    return false;
  }
  log('installing dependencies (pnpm install --frozen-lockfile)');
  const { cmd, args } = pnpmCommand();
  const install = [...args, 'install', '--frozen-lockfile', '--config.confirm-modules-purge=false'];
  // Several sessions may share this tree; serialise installs when flock is available.
  const code = commandExists('flock')
    ? await run('flock', ['/tmp/pnpm.lock', cmd, ...install])
    : await run(cmd, install);
  if (code !== 0) throw new Error(`pnpm install failed (exit ${code})`);
  writeFileSync(STAMP, `${hash}\n`);
  log(`dependencies installed in ${seconds(Date.now() - started)}`);
  return true;
}

if (isMain(import.meta.url)) {
  ensure({ force: process.argv.includes('--force') }).catch((err) => {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  });
}
