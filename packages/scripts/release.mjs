// `pnpm release mf-seating` / `pnpm rollback mf-seating`: ship or roll back ONE remote without touching
// the shell or the server process.
//
// release: builds the remote into a new immutable version folder `mf-<x>/dist/<version>/` (default
//   version `<package version>-<UTC yyyymmddHHMMss>`; an existing folder is never overwritten), keeps
//   every older folder (open tabs keep loading the files they started with), and writes the registry
//   entry `{ entry, version, previous }` (previous = the version that was current) into the registry
//   file the server re-reads on change. The released versions are kept, newest last, in
//   `<registry>.history.json` next to it.
// rollback: makes the version before the current one current again (its own previous = the one
//   before it), or `--to <version>` any released version that still has its folder.
//
// Registry file: --registry FILE, else REMOTES_FILE, else <DATA_DIR or data>/remotes.json (what
// `npm start` serves; while it does not exist the server computes the registry from the builds).
// With a PostgreSQL DATABASE_URL (and no --registry) the registry and its history are written into the
// database instead (table remote_registry, one transaction, through packages/server/src/scripts/registry.ts,
// which validates with the server's schema): every replica of `pnpm cluster` serves it within a second.
// The first database release starts from the registry file (or the computed registry).
// Flags: --version V · --no-build (register an existing folder) · --to V (rollback) · --force · --shell FILE
//
// The compatibility gate: before a version becomes current, its mf-manifest.json is compared with the
// deployed shell's (`shell/dist/mf-manifest.json`, or --shell FILE): a shared singleton the remote
// requires in a range the shell's copy does not satisfy refuses the release with the reason
// (packages/server/src/compat.ts, the same check `GET /api/health` runs). `--force` releases it anyway:
// the remote then runs on the shell's older copy and may fail in players' browsers.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pnpm } from './ensure.mjs';
import { APPS, bold, green, isMain, log, parseArgs, ROOT, red, seconds, yellow } from './lib/common.mjs';

export const REMOTE_APPS = APPS.filter((a) => a !== 'shell');
const VERSION_RE = /^[0-9A-Za-z][0-9A-Za-z._+-]{0,63}$/;

/** 'mf_seating' | 'mf-seating' → 'mf-seating' (throws for an unknown remote). */
export function remoteFolder(nameOrFolder) {
  const folder = String(nameOrFolder).replace(/_/g, '-');
  if (!REMOTE_APPS.includes(folder)) {
    throw new Error(`unknown remote ${nameOrFolder}; known: ${REMOTE_APPS.join(', ')}`);
  }
  return folder;
}

const federationName = (folder) => folder.replace(/-/g, '_');
const manifestUrl = (name, version) => `/mf/${name}/${version}/mf-manifest.json`;

export function defaultRegistryFile(env = process.env) {
  return env.REMOTES_FILE || path.join(env.DATA_DIR || path.join(ROOT, 'data'), 'remotes.json');
}

function readJsonOr(file, fallback) {
  if (!existsSync(file)) return fallback;
  return JSON.parse(readFileSync(file, 'utf8'));
}

/** Writes JSON atomically (a reader never sees half a file). */
function writeJson(file, value) {
  mkdirSync(path.dirname(file), { recursive: true });
  const tmp = `${file}.${process.pid}.tmp`;
  writeFileSync(tmp, `${JSON.stringify(value, null, 2)}\n`);
  renameSync(tmp, file);
}

function packageVersion(folder) {
  return JSON.parse(readFileSync(path.join(ROOT, folder, 'package.json'), 'utf8')).version;
}

/** The registry as the server computes it from the builds (the starting point of a first release). */
function computedRegistry(root) {
  const registry = {};
  for (const folder of REMOTE_APPS) {
    const version = packageVersion(folder);
    if (existsSync(path.join(root, folder, 'dist', version, 'mf-manifest.json'))) {
      registry[federationName(folder)] = { entry: manifestUrl(federationName(folder), version), version };
    }
  }
  return registry;
}

/** `{ entry, version?, previous? }` of a registry value (the short form is a manifest URL). */
function entryOf(value) {
  if (typeof value === 'string') {
    const version = /\/([^/]+)\/mf-manifest\.json$/.exec(value)?.[1];
    return version ? { entry: value, version } : { entry: value };
  }
  return value;
}

function loadFileState(registryFile, root) {
  const registry = readJsonOr(registryFile, null) ?? computedRegistry(root);
  const remotes = registry.remotes ?? registry;
  const history = readJsonOr(`${registryFile.replace(/\.json$/, '')}.history.json`, {});
  return { remotes, history };
}

const isPostgres = (url) => /^postgres(ql)?:\/\//.test(url ?? '');

/** Runs the server's registry script (`get` | `put`) against `databaseUrl`; returns its JSON answer. */
function registryScript(command, databaseUrl, input) {
  const result = spawnSync(process.execPath, ['--import', 'tsx', 'src/scripts/registry.ts', command], {
    cwd: path.join(ROOT, 'packages/server'),
    env: { ...process.env, DATABASE_URL: databaseUrl },
    input: input === undefined ? '' : JSON.stringify(input),
    encoding: 'utf8',
  });
  if (result.status !== 0)
    throw new Error((result.stderr || result.stdout || 'registry script failed').trim());
  return JSON.parse(result.stdout);
}

/**
 * Where the registry lives: `{ where, load(), save(state, action) }` — the database when `databaseUrl`
 * is PostgreSQL, else the file (and `<file>.history.json`).
 */
export function registryStore({ registryFile = defaultRegistryFile(), databaseUrl, root = ROOT } = {}) {
  if (isPostgres(databaseUrl)) {
    let expectedId = null;
    return {
      where: `${databaseUrl.replace(/\/\/[^@/]*@/, '//')} (table remote_registry)`,
      load() {
        const stored = registryScript('get', databaseUrl);
        expectedId = stored.id;
        return stored.id === null
          ? loadFileState(registryFile, root)
          : { remotes: stored.remotes, history: stored.history };
      },
      save(state, action) {
        registryScript('put', databaseUrl, { ...state, action, expectedId });
      },
    };
  }
  return {
    where: registryFile,
    load: () => loadFileState(registryFile, root),
    save(state) {
      writeJson(`${registryFile.replace(/\.json$/, '')}.history.json`, state.history);
      writeJson(registryFile, state.remotes);
    },
  };
}

/**
 * Runs the compatibility gate (packages/server/src/scripts/compat.ts) on a built version folder:
 * `{ ok, message }`; ok is false only when a singleton range is not satisfied.
 */
export function checkCompatibility({ name, version, dir, shellManifest }) {
  const result = spawnSync(
    process.execPath,
    [
      '--import',
      'tsx',
      'src/scripts/compat.ts',
      '--remote',
      name,
      '--version',
      version,
      '--manifest',
      path.join(dir, 'mf-manifest.json'),
      '--shell',
      shellManifest,
    ],
    { cwd: path.join(ROOT, 'packages/server'), encoding: 'utf8' },
  );
  const message = `${result.stdout ?? ''}${result.stderr ?? ''}`.trim();
  if (result.status === 0) return { ok: true, message };
  if (result.status === 3) return { ok: false, message };
  throw new Error(`the compatibility check failed to run (exit ${result.status}): ${message}`);
}

const stamp = () => new Date().toISOString().replace(/[-:T]/g, '').replace(/\..*$/, '');

/**
 * Builds (unless `build: false`) and registers a new version of one remote; returns
 * `{ name, version, previous }`.
 */
export async function release(
  app,
  {
    version,
    build = true,
    registryFile = defaultRegistryFile(),
    databaseUrl,
    root = ROOT,
    env = {},
    force = false,
    shellManifest = path.join(root, 'shell', 'dist', 'mf-manifest.json'),
  } = {},
) {
  const folder = remoteFolder(app);
  const name = federationName(folder);
  const next = version ?? `${packageVersion(folder)}-${stamp()}`;
  if (!VERSION_RE.test(next)) throw new Error(`bad version "${next}" (letters, digits, . _ + -)`);
  const dir = path.join(root, folder, 'dist', next);
  if (build) {
    if (existsSync(dir)) throw new Error(`${folder}/dist/${next} exists: versions are immutable`);
    log(`${folder}: building version ${next}…`);
    const started = Date.now();
    const code = await pnpm(['--filter', folder, 'run', 'build'], {
      quiet: true,
      env: { ...process.env, ...env, NODE_ENV: 'production', QUIZ_BUILD_VERSION: next },
    });
    if (code !== 0) throw new Error(`${folder}: build failed`);
    log(`${folder}: built in ${seconds(Date.now() - started)}`);
  }
  if (!existsSync(path.join(dir, 'mf-manifest.json'))) {
    throw new Error(`${folder}/dist/${next}/mf-manifest.json does not exist`);
  }
  const gate = checkCompatibility({ name, version: next, dir, shellManifest });
  if (gate.message && gate.ok) log(yellow(gate.message));
  if (!gate.ok) {
    if (!force) throw new Error(`${gate.message}\nNot released: the registry is unchanged.`);
    log(
      yellow(
        `${gate.message}\n--force: releasing anyway. Risk: the remote runs on the shell's copies above; ` +
          "what it uses of the newer versions fails in players' browsers, and GET /api/health reports " +
          'it as degraded until the shell catches up or the remote is rolled back (pnpm rollback).',
      ),
    );
  }
  const store = registryStore({ registryFile, databaseUrl, root });
  const state = store.load();
  const current = state.remotes[name] ? entryOf(state.remotes[name]) : null;
  const released =
    state.history[name] ?? (current ? [{ entry: current.entry, version: current.version }] : []);
  const entry = { entry: manifestUrl(name, next), version: next };
  state.history[name] = [...released.filter((v) => v.version !== next), entry];
  state.remotes[name] = {
    ...entry,
    ...(current
      ? { previous: { entry: current.entry, ...(current.version ? { version: current.version } : {}) } }
      : {}),
  };
  store.save(state, `release ${name} ${next}`);
  return { name, version: next, previous: current?.version ?? null, where: store.where };
}

/** Points one remote back at an earlier released version; returns `{ name, version, previous }`. */
export function rollback(app, { to, registryFile = defaultRegistryFile(), databaseUrl, root = ROOT } = {}) {
  const folder = remoteFolder(app);
  const name = federationName(folder);
  const store = registryStore({ registryFile, databaseUrl, root });
  const state = store.load();
  const current = state.remotes[name] ? entryOf(state.remotes[name]) : null;
  const released = (state.history[name] ?? []).filter((v) =>
    existsSync(path.join(root, folder, 'dist', v.version, 'mf-manifest.json')),
  );
  const at = released.findIndex((v) => v.version === current?.version);
  const index = to ? released.findIndex((v) => v.version === to) : at - 1;
  if (index < 0 || (to === undefined && at < 0)) {
    throw new Error(
      to
        ? `${name}: no released version ${to} (released: ${released.map((v) => v.version).join(', ') || 'none'})`
        : `${name}: nothing to roll back to (released: ${released.map((v) => v.version).join(', ') || 'none'})`,
    );
  }
  const target = released[index];
  const before = released[index - 1];
  state.remotes[name] = { ...target, ...(before ? { previous: before } : {}) };
  store.save(state, `rollback ${name} ${target.version}`);
  return { name, version: target.version, previous: before?.version ?? null, where: store.where };
}

if (isMain(import.meta.url)) {
  const args = parseArgs(process.argv.slice(2));
  const app = args._[0];
  const explicitFile = typeof args.registry === 'string';
  const registryFile = explicitFile ? path.resolve(args.registry) : defaultRegistryFile();
  // --registry FILE always means the file; else a PostgreSQL DATABASE_URL means the database
  const databaseUrl = explicitFile ? undefined : process.env.DATABASE_URL;
  try {
    if (!app) throw new Error(`which remote? e.g. mf-seating (known: ${REMOTE_APPS.join(', ')})`);
    const result = args.rollback
      ? rollback(app, { to: typeof args.to === 'string' ? args.to : undefined, registryFile, databaseUrl })
      : await release(app, {
          version: typeof args.version === 'string' ? args.version : undefined,
          build: args.build !== false,
          registryFile,
          databaseUrl,
          force: Boolean(args.force),
          ...(typeof args.shell === 'string' ? { shellManifest: path.resolve(args.shell) } : {}),
        });
    log(
      `${bold(
        green(
          `${result.name}: ${result.version} is current${result.previous ? ` (previous ${result.previous})` : ''}`,
        ),
      )} — ${path.relative(process.cwd(), result.where).startsWith('..') || result.where.includes('://') ? result.where : path.relative(process.cwd(), result.where)}`,
    );
  } catch (err) {
    log(red(err instanceof Error ? err.message : String(err)));
    process.exit(1);
  }
}
