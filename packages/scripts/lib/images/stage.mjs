// What goes into the application layers, staged in a temporary directory:
//   server: /app/packages/server/dist/*.js — the server and its command-line entries bundled with esbuild
//           (the workspace packages inlined, npm packages left to node_modules; no tsx at run time),
//           /app/packages/server/node_modules — `pnpm deploy --prod` of @quiz/server (production
//           dependencies only), pruned of what never runs (types, tsx and esbuild, native build leftovers),
//           /app/shell/dist and /opt/quiz/remotes/<remote>/<version> — the server-render bundles and the
//           manifests the registry is computed from (no precompressed siblings: nginx serves those)
//   web:    /srv/quiz/shell/dist and /opt/quiz/remotes/<remote>/<version> with their .gz/.br siblings,
//           /etc/quiz/nginx.conf.in — packages/scripts/cluster/nginx.conf.template rendered for the container
// The remotes' version folders sit under /opt/quiz/remotes in both images; the start scripts
// (deploy/images/*.sh) copy any that is missing into /srv/remotes — a volume shared by web and server
// pods when there is one — and `/app/<remote>/dist` and the web's alias point there, so a remote team's new
// version folder copied into that volume is served and rendered without a new image.

import { spawnSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  realpathSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { REMOTES, ROOT } from '../common.mjs';
import { sh } from './podman.mjs';

const SERVER_DIR = path.join(ROOT, 'packages/server');
/** QUIZ_IMAGES_FROM=tree: the server from the working tree instead of the commit (HEAD). */
export const FROM_TREE = process.env.QUIZ_IMAGES_FROM === 'tree';
/** Entry points of the compiled server: dist/<name>.js */
const SERVER_ENTRIES = {
  server: 'src/server.ts',
  'avatar-worker': 'src/media/avatar-worker.ts',
  migrate: 'src/scripts/migrate.ts',
  organizer: 'src/scripts/organizer.ts',
  registry: 'src/scripts/registry.ts',
};
const PRECOMPRESSED = /\.(gz|br)$/;

export const remoteFolders = () => REMOTES.map((r) => r.folder);

/** esbuild of the server's entries into `outdir` (CommonJS, Node 20; npm packages stay external). */
async function bundleServer(outdir, workspace) {
  const tsx = createRequire(path.join(SERVER_DIR, 'package.json')).resolve('tsx/package.json');
  const esbuild = createRequire(tsx)('esbuild');
  const npmExternal = {
    name: 'npm-packages-external',
    setup(build) {
      build.onResolve({ filter: /^[^./]/ }, (args) =>
        args.path.startsWith('@quiz/') ? undefined : { path: args.path, external: true },
      );
    },
  };
  const result = await esbuild.build({
    metafile: true,
    absWorkingDir: path.join(workspace, 'packages/server'),
    entryPoints: SERVER_ENTRIES,
    outdir,
    bundle: true,
    platform: 'node',
    target: 'node20',
    format: 'cjs',
    sourcemap: 'linked',
    // `import.meta.url` (ssr/bundles.ts under tsx) is the bundle's own URL in CommonJS too
    define: { 'import.meta.url': '__quizModuleUrl' },
    banner: { js: "const __quizModuleUrl = require('node:url').pathToFileURL(__filename).href;" },
    logLevel: 'warning',
    plugins: [npmExternal],
  });
  const externals = new Set();
  // require.resolve('tsx') is the avatar worker's loader under tsx only (media/avatar.ts)
  for (const output of Object.values(result.metafile.outputs))
    for (const { path: spec, external, kind } of output.imports)
      if (external && kind !== 'require-resolve' && !spec.startsWith('node:') && !spec.startsWith('@types/'))
        externals.add(packageName(spec));
  return [...externals];
}

/** 'a/b/c' → 'a'; '@a/b/c' → '@a/b'. */
const packageName = (spec) =>
  spec
    .split('/')
    .slice(0, spec.startsWith('@') ? 2 : 1)
    .join('/');

/**
 * The packages of pnpm's layout (`node_modules/.pnpm/<id>/node_modules/<name>`) that `names` need: each
 * package's dependencies are the other entries of its own `.pnpm/<id>/node_modules` folder.
 */
function reachablePackages(target, names) {
  const seen = new Set();
  const visit = (link) => {
    if (!existsSync(link)) return; // an optional dependency that is not installed
    const real = realpathSync(link);
    const id = path.relative(path.join(target, '.pnpm'), real).split(path.sep)[0];
    if (seen.has(id)) return;
    seen.add(id);
    const siblings = path.join(target, '.pnpm', id, 'node_modules');
    for (const entry of readdirSync(siblings)) {
      const scoped = entry.startsWith('@')
        ? readdirSync(path.join(siblings, entry)).map((n) => `${entry}/${n}`)
        : [entry];
      for (const name of scoped) visit(path.join(siblings, name));
    }
  };
  for (const name of names) visit(path.join(target, name));
  return seen;
}

/**
 * The committed workspace (HEAD: the root manifests, the lockfile, every package.json and the sources
 * of packages/) in `dir`, with node_modules/@quiz/* linked to its packages: the server is compiled from
 * the commit the image is tagged with, never from files another change is half-way through, and
 * `pnpm deploy` installs there (in the repository itself it would prune the other workspaces'
 * node_modules down to the server's production dependencies).
 */
function commitSnapshot(dir) {
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const paths = [
    'package.json',
    'pnpm-workspace.yaml',
    'pnpm-lock.yaml',
    'packages',
    'shell/package.json',
    'e2e/package.json',
  ];
  for (const folder of remoteFolders()) paths.push(`${folder}/package.json`);
  if (FROM_TREE) {
    // QUIZ_IMAGES_FROM=tree: the working tree as it is (uncommitted changes included)
    for (const rel of paths)
      cpSync(path.join(ROOT, rel), path.join(dir, rel), {
        recursive: true,
        filter: (src) => !src.includes(`${path.sep}node_modules`) && !src.includes(`${path.sep}dist`),
      });
  } else {
    const archive = spawnSync('git', ['archive', '--format=tar', 'HEAD', '--', ...paths], {
      cwd: ROOT,
      maxBuffer: 512 * 1024 * 1024,
    });
    if (archive.status !== 0) throw new Error(`git archive HEAD: ${archive.stderr}`);
    sh('tar', ['-x', '-C', dir], { input: archive.stdout });
  }
  for (const entry of readdirSync(path.join(dir, 'packages'))) {
    const manifest = path.join(dir, 'packages', entry, 'package.json');
    if (!existsSync(manifest)) continue;
    const { name } = JSON.parse(readFileSync(manifest, 'utf8'));
    mkdirSync(path.dirname(path.join(dir, 'node_modules', name)), { recursive: true });
    symlinkSync(path.join(dir, 'packages', entry), path.join(dir, 'node_modules', name));
  }
  return dir;
}

/**
 * The npm packages the inlined workspace packages import (libphonenumber-js of @quiz/domain…) linked at
 * the top of node_modules, where the bundle's `require` finds them (the version the workspace package uses).
 */
function linkWorkspaceDependencies(target, externals) {
  const store = path.join(target, '.pnpm');
  const workspaceDirs = readdirSync(store)
    .filter((entry) => entry.startsWith('@quiz+'))
    .map((entry) => path.join(store, entry, 'node_modules'));
  for (const name of externals) {
    if (existsSync(path.join(target, name))) continue;
    const found = workspaceDirs.map((dir) => path.join(dir, name)).find((dir) => existsSync(dir));
    if (!found)
      throw new Error(`the compiled server imports ${name}, which no production dependency provides`);
    mkdirSync(path.dirname(path.join(target, name)), { recursive: true });
    symlinkSync(
      path.relative(path.dirname(path.join(target, name)), realpathSync(found)),
      path.join(target, name),
    );
  }
}

/**
 * The production dependencies of @quiz/server (`pnpm deploy --prod`), reduced to what the compiled
 * server imports (`externals`) and their own dependencies: the workspace packages are in the bundle, and
 * their dependencies the bundle does not import (tsx, types) stay out.
 */
function productionModules(target, externals, workspace) {
  rmSync(path.join(workspace, 'node_modules'), { recursive: true, force: true });
  const out = path.join(workspace, 'out');
  try {
    sh('pnpm', ['--filter', '@quiz/server', 'deploy', '--prod', '--legacy', '--offline', out], {
      cwd: workspace,
      env: { CI: 'true' },
    });
    cpSync(path.join(out, 'node_modules'), target, { recursive: true, verbatimSymlinks: true });
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
  linkWorkspaceDependencies(target, externals);
  rmSync(path.join(target, '@quiz'), { recursive: true, force: true }); // inlined in the bundle
  // type declarations some packages list as dependencies: nothing of them runs
  const keep = new Set([...reachablePackages(target, externals)].filter((id) => !id.startsWith('@types+')));
  rmSync(path.join(target, '@types'), { recursive: true, force: true });
  for (const entry of readdirSync(path.join(target, '.pnpm')))
    if (!keep.has(entry)) rmSync(path.join(target, '.pnpm', entry), { recursive: true, force: true });
  for (const entry of readdirSync(target)) {
    const names = entry.startsWith('@')
      ? readdirSync(path.join(target, entry)).map((n) => `${entry}/${n}`)
      : [entry];
    for (const name of names)
      if (!name.startsWith('.') && !existsSync(path.join(target, name)))
        rmSync(path.join(target, name), { force: true });
  }
  for (const entry of readdirSync(path.join(target, '.pnpm')).filter((e) =>
    e.startsWith('better-sqlite3@'),
  )) {
    // better-sqlite3: the addon only (the build tree, the sqlite sources and the test extension stay out)
    const pkg = path.join(target, '.pnpm', entry, 'node_modules/better-sqlite3');
    for (const dir of ['deps', 'src', 'build/Release/obj', 'build/Release/obj.target', 'build/Release/.deps'])
      rmSync(path.join(pkg, dir), { recursive: true, force: true });
    for (const file of ['build/Release/test_extension.node', 'build/Release/sqlite3.a'])
      rmSync(path.join(pkg, file), { force: true });
  }
  removeFiles(target, /\.(d\.[cm]?ts|map|md|markdown)$/i);
  return keep.size;
}

/** Deletes the files under `dir` whose name matches `pattern` (type declarations, docs, source maps). */
function removeFiles(dir, pattern) {
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true }))
    if (entry.isFile() && pattern.test(entry.name) && !/^licen[cs]e/i.test(entry.name))
      rmSync(path.join(entry.parentPath, entry.name), { force: true });
}

/** Copies a build folder; `compressed` false leaves out the .gz/.br siblings. */
function copyDist(from, to, { compressed }) {
  if (!existsSync(from)) throw new Error(`${path.relative(ROOT, from)} is missing: pnpm build first`);
  cpSync(from, to, { recursive: true, filter: (src) => compressed || !PRECOMPRESSED.test(src) });
}

/** Every remote's version folders under `<root>/opt/quiz/remotes/<folder>/`. */
function stageRemotes(root, { compressed }) {
  for (const folder of remoteFolders())
    copyDist(path.join(ROOT, folder, 'dist'), path.join(root, 'opt/quiz/remotes', folder), { compressed });
  mkdirSync(path.join(root, 'srv/remotes'), { recursive: true });
}

/**
 * The shell's server-render bundle, which every server-rendered page needs (a build still being written
 * has none yet); the remotes that render on the server (not all do) carry theirs in each version folder.
 */
function assertServerBundles() {
  if (!existsSync(path.join(ROOT, 'shell/dist/.server/ssr.js')))
    throw new Error('no shell/dist/.server/ssr.js: pnpm build first');
}

/** The server's files under `root` (the image's `/`). */
export async function stageServer(root) {
  assertServerBundles();
  const app = path.join(root, 'app');
  const workspace = commitSnapshot(`${root}.commit`);
  try {
    const externals = await bundleServer(path.join(app, 'packages/server/dist'), workspace);
    writeFileSync(
      path.join(app, 'packages/server/package.json'),
      `${JSON.stringify({ name: '@quiz/server', private: true, main: 'dist/server.js' }, null, 2)}\n`,
    );
    productionModules(path.join(app, 'packages/server/node_modules'), externals, workspace);
  } finally {
    rmSync(workspace, { recursive: true, force: true });
  }
  copyDist(path.join(ROOT, 'shell/dist'), path.join(app, 'shell/dist'), { compressed: false });
  stageRemotes(root, { compressed: false });
  for (const folder of remoteFolders()) {
    mkdirSync(path.join(app, folder), { recursive: true });
    symlinkSync(`/srv/remotes/${folder}`, path.join(app, folder, 'dist'));
  }
  mkdirSync(path.join(app, 'data'), { recursive: true });
  cpSync(path.join(ROOT, 'deploy/images/quiz-start.sh'), path.join(root, 'usr/local/bin/quiz-start'));
}

/** The cluster's nginx template rendered for the container (the listen address and upstreams at start). */
export function renderWebConf() {
  const values = {
    RUN_DIR: '/tmp/nginx',
    USER: 'quiz',
    LISTEN: '__QUIZ_LISTEN__',
    ROOT: '/srv/quiz',
    UPSTREAMS: '    include /tmp/nginx/upstreams.conf;',
    REMOTES: remoteFolders()
      .map((folder) =>
        [
          `    location /mf/${folder.replace(/-/g, '_')}/ {`,
          `      alias /srv/remotes/${folder}/;`,
          '      add_header Cache-Control $quiz_cache_control;',
          '      add_header Access-Control-Allow-Origin *;',
          '      add_header X-Request-Id $quiz_request_id;',
          '    }',
        ].join('\n'),
      )
      .join('\n'),
    BROTLI_MODULE: 'load_module /usr/lib/nginx/modules/ngx_http_brotli_static_module.so;',
    BROTLI: 'brotli_static on;',
  };
  const template = readFileSync(path.join(ROOT, 'packages/scripts/cluster/nginx.conf.template'), 'utf8');
  return template.replace(/\{\{([A-Z_]+)\}\}/g, (_, key) => {
    if (!(key in values)) throw new Error(`nginx template: no value for {{${key}}}`);
    return values[key];
  });
}

/** The web's files under `root`. */
export function stageWeb(root) {
  copyDist(path.join(ROOT, 'shell/dist'), path.join(root, 'srv/quiz/shell/dist'), { compressed: true });
  rmSync(path.join(root, 'srv/quiz/shell/dist/.server'), { recursive: true, force: true });
  stageRemotes(root, { compressed: true });
  mkdirSync(path.join(root, 'etc/quiz'), { recursive: true });
  writeFileSync(path.join(root, 'etc/quiz/nginx.conf.in'), renderWebConf());
  mkdirSync(path.join(root, 'usr/local/bin'), { recursive: true });
  cpSync(path.join(ROOT, 'deploy/images/quiz-start.sh'), path.join(root, 'usr/local/bin/quiz-start'));
  cpSync(path.join(ROOT, 'deploy/images/web-start.sh'), path.join(root, 'usr/local/bin/quiz-web-start'));
  cpSync(
    path.join(ROOT, 'deploy/images/web-upstreams.sh'),
    path.join(root, 'usr/local/bin/quiz-web-upstreams'),
  );
}
