// `node packages/scripts/build.mjs [--force] [--verbose] [app ...]`: production builds of the six apps,
// two at a time (BUILD_CONCURRENCY), skipping an app whose inputs did not change since its last build.
// Inputs = the app's files + every workspace package it uses (transitively) + the lockfile and tsconfig base.
// The hash is stored in <app>/dist/.quiz-build-hash, so deleting dist forces a rebuild.
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pnpm } from './ensure.mjs';
import { APPS, bold, green, hashTree, isMain, log, parseArgs, ROOT, red, seconds } from './lib/common.mjs';

const STAMP_NAME = '.quiz-build-hash';

function readJson(file) {
  return JSON.parse(readFileSync(file, 'utf8'));
}

/** name → directory of every workspace package (packages/*). */
function workspacePackages() {
  const map = new Map();
  const dir = path.join(ROOT, 'packages');
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const pkgFile = path.join(dir, entry.name, 'package.json');
    if (entry.isDirectory() && existsSync(pkgFile))
      map.set(readJson(pkgFile).name, path.join(dir, entry.name));
  }
  return map;
}

/** The app dir plus the dirs of all workspace packages it depends on, transitively. */
function inputDirs(app) {
  const packages = workspacePackages();
  const dirs = new Set([path.join(ROOT, app)]);
  const queue = [path.join(ROOT, app)];
  while (queue.length > 0) {
    const pkg = readJson(path.join(queue.shift(), 'package.json'));
    const deps = { ...pkg.dependencies, ...pkg.devDependencies, ...pkg.peerDependencies };
    for (const [name, spec] of Object.entries(deps)) {
      const dir = packages.get(name);
      if (dir && String(spec).startsWith('workspace:') && !dirs.has(dir)) {
        dirs.add(dir);
        queue.push(dir);
      }
    }
  }
  return [...dirs];
}

export function appHash(app) {
  return hashTree(inputDirs(app), [path.join(ROOT, 'pnpm-lock.yaml'), path.join(ROOT, 'tsconfig.base.json')]);
}

function stampFile(app) {
  return path.join(ROOT, app, 'dist', STAMP_NAME);
}

/** true when <app>/dist holds a build made from exactly these inputs. */
export function isBuilt(app, hash = appHash(app)) {
  const stamp = stampFile(app);
  if (!existsSync(stamp) || readFileSync(stamp, 'utf8').trim() !== hash) return false;
  return readdirSync(path.dirname(stamp)).some((name) => name !== STAMP_NAME);
}

async function buildApp(app, { force, verbose }) {
  const hash = appHash(app);
  if (!force && isBuilt(app, hash)) {
    log(`${app}: up to date, skipped`);
    return { app, skipped: true, ok: true, ms: 0 };
  }
  const started = Date.now();
  log(`${app}: building…`);
  const code = await pnpm(['--filter', app, 'run', 'build'], {
    quiet: !verbose,
    env: { ...process.env, NODE_ENV: 'production' },
  });
  const ms = Date.now() - started;
  if (code !== 0) {
    log(red(`${app}: build FAILED after ${seconds(ms)}`));
    return { app, skipped: false, ok: false, ms };
  }
  const stamp = stampFile(app);
  if (existsSync(path.dirname(stamp))) writeFileSync(stamp, `${hash}\n`);
  log(green(`${app}: built in ${seconds(ms)}`));
  return { app, skipped: false, ok: true, ms };
}

/** Builds `apps` (default: all six); resolves with one result per app. Never rejects on a failed build. */
export async function build({ apps = APPS, force = false, verbose = false, concurrency } = {}) {
  const limit = Math.max(1, Number(concurrency ?? process.env.BUILD_CONCURRENCY ?? 2));
  const queue = [...apps];
  const results = [];
  const worker = async () => {
    while (queue.length > 0) results.push(await buildApp(queue.shift(), { force, verbose }));
  };
  await Promise.all(Array.from({ length: Math.min(limit, apps.length) }, worker));
  return APPS.filter((a) => apps.includes(a)).map((a) => results.find((r) => r.app === a));
}

if (isMain(import.meta.url)) {
  const args = parseArgs(process.argv.slice(2));
  const apps = args._.length > 0 ? args._ : APPS;
  const unknown = apps.filter((a) => !APPS.includes(a));
  if (unknown.length > 0) {
    console.error(`unknown app(s): ${unknown.join(', ')}; known: ${APPS.join(', ')}`);
    process.exit(2);
  }
  const started = Date.now();
  const { ensure } = await import('./ensure.mjs');
  await ensure();
  const results = await build({ apps, force: Boolean(args.force), verbose: Boolean(args.verbose) });
  const failed = results.filter((r) => !r.ok);
  log(bold(`build ${failed.length ? red('failed') : green('done')} in ${seconds(Date.now() - started)}`));
  process.exit(failed.length ? 1 : 0);
}
