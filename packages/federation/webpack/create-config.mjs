// @ts-check
/**
 * One webpack 5 + Module Federation config for all six apps (shell + five remotes).
 *
 *   import { createAppConfig } from '@quiz/federation/webpack';
 *   export default (env, argv) => createAppConfig({ kind: 'remote', dir: import.meta.dirname,
 *     exposes: { './App': './src/entry.ts' } }, argv);   // name, port, cacheKey: packages/routes/remotes.json
 *
 * Decisions (see packages/federation/README.md and docs/TOOLCHAIN.md):
 * - The shell is a pure consumer (no exposes) that bundles the federation runtime ONCE and provides it
 *   (`experiments.provideExternalRuntime`); production remotes use it (`experiments.externalRuntime`),
 *   so their remoteEntry.js carries no second runtime. Dev remotes keep their own runtime so their
 *   standalone page works without the shell.
 * - The shell shares every singleton eagerly: they ship once inside its entry, and remotes (loaded-first)
 *   consume those copies instead of downloading their own fallbacks.
 * - The shell declares no static remotes: it reads /remotes.json at start (src/registry.ts).
 */

import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const here = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(here, '../../..');

/** @type {typeof import('webpack')} */
const webpack = require('webpack');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const CompressionPlugin = require('compression-webpack-plugin');

/**
 * The remotes manifest (packages/routes/remotes.json): a remote's federation name, dev port and emotion
 * cache key come from its row, found by the app's folder name.
 * @type {Array<{ name: string; folder: string; devPort: number; cacheKey: string; widgets: Record<string, string> }>}
 */
export const REMOTES = readJsonFile(path.join(repoRoot, 'packages/routes/remotes.json')).remotes;

/** @param {string} file */
function readJsonFile(file) {
  return JSON.parse(readFileSync(file, 'utf8'));
}

/** The standalone dev page of a remote: one element the dev harness renders into. */
/** @param {string} name */
const devHarnessPage = (name) => `<!doctype html>
<html lang="ru">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <link rel="icon" href="data:," />
    <title>${name} — стенд</title>
  </head>
  <body>
    <div id="harness"></div>
  </body>
</html>
`;

/** @param {string} file */
const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));

/** Version of an installed dependency as seen from the federation package (all apps pin the same ones). */
/** @param {string} pkg */
function installedVersion(pkg) {
  return readJson(require.resolve(`${pkg}/package.json`, { paths: [here, path.join(repoRoot, 'shell')] }))
    .version;
}

/**
 * Build-time overlay (QUIZ_BUILD_OVERLAY=<dir>): a file at `<dir>/<path in the repo>` replaces the
 * content of `<repo>/<path>` in this build (imports still resolve from the original place), and
 * `<dir>/packages/<x>/package.json` overrides that package's version. The e2e delivery journeys use it
 * to build a changed remote (a newer @quiz/api, a visible change) without editing the sources.
 */
const OVERLAY = process.env.QUIZ_BUILD_OVERLAY ? path.resolve(process.env.QUIZ_BUILD_OVERLAY) : null;

/** @param {string} file an absolute path in the repository */
function overlayFile(file) {
  if (!OVERLAY) return null;
  const rel = path.relative(repoRoot, file);
  if (rel.startsWith('..') || path.isAbsolute(rel)) return null;
  const candidate = path.join(OVERLAY, rel);
  return existsSync(candidate) ? candidate : null;
}

/**
 * The build overlay's loader rule (none without QUIZ_BUILD_OVERLAY): browser and server builds alike.
 * @returns {import('webpack').RuleSetRule[]}
 */
function overlayRules() {
  if (!OVERLAY) return [];
  return [
    {
      test: (/** @type {string} */ file) => overlayFile(file) !== null,
      enforce: /** @type {const} */ ('pre'),
      use: {
        loader: path.join(here, 'overlay-loader.cjs'),
        options: { overlay: OVERLAY, root: repoRoot },
      },
    },
  ];
}

/** Version of a workspace package from its package.json (or the build overlay's). */
/** @param {string} folder */
export function workspaceVersion(folder) {
  const file = path.join(repoRoot, 'packages', folder, 'package.json');
  return readJson(overlayFile(file) ?? file).version;
}

/**
 * The semver range a build requires of a versioned shared package built at `version`: that version or
 * any newer one of the same major (`>=0.2.0 <1.0.0`, `>=1.4.0 <2.0.0`). Adding a call or a component
 * bumps the minor; changing or removing one bumps the major.
 * @param {string} version
 */
export function compatibleRange(version) {
  const major = Number(version.split('.')[0]);
  return `>=${version} <${Number.isFinite(major) ? major + 1 : 1}.0.0`;
}

/**
 * The sharing policy (packages/federation/README.md "Sharing policy"):
 * - singletons, for what must have ONE identity on a page: react, react-dom, emotion's runtime and
 *   cache, single-spa(-react), axios, and @quiz/bus (the bus and the session; the api client
 *   instance is kept on the bus's side of the page too, see packages/api/src/client.ts). rxjs is not
 *   shared by itself: the bus bundles the part of it the site uses and re-exports it, so the one copy
 *   of rxjs on a page is the bus's;
 * - versioned (not singletons): the stateless workspace packages — @quiz/api's call functions,
 *   @quiz/contract's schemas, @quiz/domain's rules, @quiz/ui's components, @quiz/routes. Each build
 *   requires `compatibleRange(<the version it was built with>)`; with `loaded-first` a remote takes the
 *   loaded (shell's) copy when it satisfies that range, else it loads its own copy. So a remote never
 *   runs on code older than it was built against, and costs nothing extra while versions agree.
 * `eager` only in the host.
 * @param {boolean} eager
 * @param {boolean} [dev] also share the jsx-dev-runtime subpaths (development builds only)
 * @returns {Record<string, import('@module-federation/enhanced').moduleFederationPlugin.SharedConfig>}
 */
export function sharedModules(eager, dev = false) {
  const react = installedVersion('react');
  const reactDom = installedVersion('react-dom');
  const emotion = installedVersion('@emotion/react');
  /** @type {Record<string, string>} name → version */
  const singletons = {
    react,
    'react/jsx-runtime': react,
    'react-dom': reactDom,
    'react-dom/client': reactDom,
    '@emotion/react': emotion,
    // subpath without its own package.json version: must be given explicitly (TOOLCHAIN.md)
    '@emotion/react/jsx-runtime': emotion,
    '@emotion/cache': installedVersion('@emotion/cache'),
    axios: installedVersion('axios'),
    'single-spa': installedVersion('single-spa'),
    'single-spa-react': installedVersion('single-spa-react'),
    'single-spa-react/parcel': installedVersion('single-spa-react'),
    '@quiz/bus': workspaceVersion('bus'),
  };
  if (dev) {
    singletons['react/jsx-dev-runtime'] = react;
    singletons['@emotion/react/jsx-dev-runtime'] = emotion;
  }
  /** @type {Record<string, import('@module-federation/enhanced').moduleFederationPlugin.SharedConfig>} */
  const shared = {};
  for (const [name, version] of Object.entries(singletons)) {
    shared[name] = {
      singleton: true,
      requiredVersion: `^${version}`,
      version,
      eager: eager && !HOST_LAZY_SHARED.has(name),
      strictVersion: false,
    };
  }
  // QUIZ_SHARE_POLICY (measurements, see the README): unset = each package as STATELESS_WORKSPACE_PACKAGES
  // says; 'versioned' / 'bundle' = all of them that way; 'singleton' = the former policy.
  const policy = process.env.QUIZ_SHARE_POLICY;
  for (const [name, folder, how] of STATELESS_WORKSPACE_PACKAGES) {
    const version = workspaceVersion(folder);
    const mode = policy === 'versioned' || policy === 'bundle' || policy === 'singleton' ? policy : how;
    if (mode === 'bundle') continue;
    shared[name] = {
      singleton: mode === 'singleton',
      requiredVersion: mode === 'singleton' ? `^${version}` : compatibleRange(version),
      version,
      eager: eager && !HOST_LAZY_SHARED.has(name),
      strictVersion: false,
    };
  }
  return shared;
}

/**
 * The stateless workspace packages: import name → folder under packages/ → how they are shared.
 * - 'bundle': each build bundles (and tree-shakes) what it uses — small packages; a shared module ships
 *   whole, so bundling them is lighter on every page measured (README, "Sharing policy").
 * - 'versioned': shared by version — the heavy, lazily loaded ones (zod, libphonenumber), so a page
 *   with several forms loads them once while versions agree.
 */
export const STATELESS_WORKSPACE_PACKAGES = /** @type {const} */ ([
  ['@quiz/api', 'api', 'bundle'],
  ['@quiz/domain', 'domain', 'bundle'],
  ['@quiz/ui', 'ui', 'bundle'],
  ['@quiz/routes', 'routes', 'bundle'],
  // phone formatting + completeness (libphonenumber): a separate entry for the login flow and forms
  ['@quiz/domain/phone', 'domain', 'versioned'],
  ['@quiz/ui/phone-input', 'ui', 'versioned'],
  ['@quiz/contract', 'contract', 'versioned'],
]);

/**
 * Shared by the host but not eagerly: an eager share is bundled into the host's entry whether or not
 * `/` uses it. These are provided as lazy chunks of the host and fetched only when something imports
 * them: the contract (zod; browser code imports only its types), and the phone entries (libphonenumber)
 * that only the login flow and forms use.
 */
const HOST_LAZY_SHARED = new Set(['@quiz/contract', '@quiz/domain/phone', '@quiz/ui/phone-input']);

/**
 * webpack resolve aliases that keep ONE copy of the federation runtime in a bundle:
 * - `provideExternalRuntime` adds @module-federation/inject-external-runtime-core-plugin by its CommonJS
 *   path, which `require`s the CommonJS build of runtime-core + sdk + error-codes: a second runtime copy
 *   next to the ESM one the bundler runtime uses. Its ESM build imports the same ESM runtime-core.
 * - @module-federation/retry-plugin 0.17.x depends on @module-federation/sdk 0.17.x (only for
 *   `createLogger`, which 2.9.3 still exports): point it at the runtime's own sdk.
 * (and rxjs's ES2015 build, below)
 * @returns {Record<string, string>}
 */
function runtimeDedupeAliases() {
  const enhancedRequire = createRequire(require.resolve('@module-federation/enhanced/webpack'));
  const injectCjs = enhancedRequire.resolve('@module-federation/inject-external-runtime-core-plugin');
  const runtimeRequire = createRequire(enhancedRequire.resolve('@module-federation/runtime'));
  const sdkCjs = runtimeRequire.resolve('@module-federation/sdk');
  /** @type {Record<string, string>} */
  const aliases = {};
  const injectEsm = injectCjs.replace(/\.cjs$/, '.js');
  if (injectEsm !== injectCjs && existsSync(injectEsm)) aliases[`${injectCjs}$`] = injectEsm;
  const sdkEsm = sdkCjs.replace(/\.cjs$/, '.js');
  if (sdkEsm !== sdkCjs && existsSync(sdkEsm)) aliases['@module-federation/sdk$'] = sdkEsm;
  // rxjs's default export condition is its ES5 build (classes down-levelled, tslib helpers); the shared
  // singleton ships whole, so take its ES2015 build (`es2015` condition, same API) for every app.
  const rxjsDir = path.dirname(
    require.resolve('rxjs/package.json', { paths: [path.join(repoRoot, 'packages/bus')] }),
  );
  for (const [request, file] of [
    ['rxjs$', 'dist/esm/index.js'],
    ['rxjs/operators$', 'dist/esm/operators/index.js'],
  ]) {
    if (existsSync(path.join(rxjsDir, file))) aliases[request] = path.join(rxjsDir, file);
  }
  return aliases;
}

/**
 * The apps' TypeScript/TSX rule (swc): automatic JSX with emotion's import source (the css prop), like
 * tsconfig and jest. Browser builds, plain scripts and server bundles alike.
 * @param {boolean} prod
 * @param {string} [target]
 * @returns {import('webpack').RuleSetRule}
 */
function tsRule(prod, target = 'es2020') {
  return {
    test: /\.[cm]?tsx?$/,
    exclude: /node_modules/,
    use: {
      loader: require.resolve('swc-loader'),
      options: {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          target,
          transform: {
            react: {
              runtime: 'automatic',
              importSource: '@emotion/react',
              development: !prod,
              refresh: false,
            },
          },
        },
      },
    },
  };
}

/**
 * The apps' module resolution: TypeScript first, the runtime-dedupe aliases (and a build's own).
 * @param {Record<string, string>} [extra]
 * @returns {import('webpack').ResolveOptions}
 */
function resolveOptions(extra = {}) {
  return {
    extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'],
    alias: { ...runtimeDedupeAliases(), ...extra },
  };
}

/**
 * @typedef {object} AppOptions
 * @property {'host' | 'remote'} kind
 * @property {string} dir         the app folder (import.meta.dirname of its webpack.config.mjs)
 * @property {string} [name]      host only: 'shell' (a remote's comes from the remotes manifest)
 * @property {number} [port]      host only: dev server port (a remote's is the manifest's devPort)
 * @property {string} [cacheKey]  host only (a remote's is the manifest's; used by defineRemote in src)
 * @property {Record<string, string>} [exposes]  remotes only: './App' and the manifest's widgets
 * @property {string} [devEntry]  remote only: the standalone harness page entry used by `dev`
 */

/**
 * A remote's options completed from its manifest row; every exposed widget must be in the manifest.
 * @param {AppOptions} app
 * @returns {AppOptions & { name: string; port: number; cacheKey: string }}
 */
function withManifest(app) {
  if (app.kind === 'host') {
    if (!app.name || !app.port || !app.cacheKey)
      throw new Error('the host config needs name, port, cacheKey');
    return /** @type {AppOptions & { name: string; port: number; cacheKey: string }} */ (app);
  }
  const folder = path.basename(app.dir);
  const row = REMOTES.find((r) => r.folder === folder);
  if (!row) throw new Error(`${folder} is not in packages/routes/remotes.json`);
  for (const exposed of Object.keys(app.exposes ?? {})) {
    const widget = exposed.replace(/^\.\//, '');
    if (widget !== 'App' && !(widget in row.widgets)) {
      throw new Error(`${folder} exposes ${exposed}, which packages/routes/remotes.json does not list`);
    }
  }
  return { ...app, name: row.name, port: row.devPort, cacheKey: row.cacheKey };
}

/**
 * @param {AppOptions} options
 * @param {{ mode?: string }} [argv]
 * @returns {import('webpack').Configuration}
 */
export function createAppConfig(options, argv = {}) {
  const app = withManifest(options);
  const mode = argv.mode === 'development' ? 'development' : 'production';
  const prod = mode === 'production';
  const isHost = app.kind === 'host';
  const pkg = readJson(path.join(app.dir, 'package.json'));
  // QUIZ_BUILD_VERSION: the version folder of a release (packages/scripts/release.mjs); remotes only
  const version = (!isHost && process.env.QUIZ_BUILD_VERSION) || pkg.version;
  if (!/^[0-9A-Za-z][0-9A-Za-z._+-]{0,63}$/.test(version)) throw new Error(`bad build version ${version}`);
  const outDir = isHost ? path.join(app.dir, 'dist') : path.join(app.dir, 'dist', version);
  const hash = prod ? '.[contenthash:10]' : '';
  /**
   * webpack 5.111 + enhanced 2.9.3 (module-federation/core#5077): the federation runtime module resolves the
   * chunk filename while hashes are computed, before contenthash exists, and the build fails. A function
   * template without the hash for that early lookup (only its folder depth is used) and with it for
   * every real file works around it.
   * @param {import('webpack').PathData} pathData
   */
  const jsName = (pathData) =>
    prod && (pathData.chunk?.contentHash?.javascript || pathData.contentHash)
      ? `[name]${hash}.js`
      : '[name].js';

  /** @type {import('webpack').Configuration['entry']} */
  const entry = {};
  if (isHost) entry.main = './src/index.ts';
  else if (!prod && app.devEntry) entry.harness = app.devEntry;

  /** @type {import('webpack').WebpackPluginInstance[]} */
  const plugins = [
    new webpack.DefinePlugin({
      __QUIZ_APP__: JSON.stringify(app.name),
      __QUIZ_VERSION__: JSON.stringify(version),
      __QUIZ_PROD__: JSON.stringify(prod),
    }),
    new ModuleFederationPlugin({
      name: app.name,
      filename: 'remoteEntry.js',
      ...(isHost ? {} : { exposes: app.exposes ?? {} }),
      remotes: {},
      shared: sharedModules(isHost, !prod),
      shareStrategy: 'loaded-first',
      manifest: { fileName: 'mf-manifest.json' },
      dts: false,
      dev: false,
      runtimePlugins: isHost
        ? [
            path.join(here, '../src/runtime/retry-plugin.ts'),
            path.join(here, '../src/runtime/error-load-remote-plugin.ts'),
            path.join(here, '../src/runtime/fallback-plugin.ts'),
          ]
        : [],
      // optimization.target 'web' drops the runtime's Node-only loading code from the bundle
      experiments: isHost
        ? { asyncStartup: true, provideExternalRuntime: true, optimization: { target: 'web' } }
        : { asyncStartup: true, externalRuntime: prod, optimization: { target: 'web' } },
    }),
  ];

  if (isHost || (!prod && app.devEntry)) {
    plugins.push(
      new HtmlWebpackPlugin({
        ...(isHost
          ? { template: path.join(app.dir, 'src', 'index.html') }
          : { templateContent: devHarnessPage(app.name) }),
        chunks: isHost ? ['main'] : ['harness'],
        minify: prod,
      }),
    );
  }

  if (prod) {
    const compressible = /\.(js|css|html|svg|json)$/;
    plugins.push(
      new CompressionPlugin({
        filename: '[path][base].gz',
        algorithm: 'gzip',
        test: compressible,
        threshold: 0,
        minRatio: 1,
      }),
      new CompressionPlugin({
        filename: '[path][base].br',
        algorithm: 'brotliCompress',
        test: compressible,
        threshold: 0,
        minRatio: 1,
      }),
    );
    if (isHost) {
      const { GenerateSW } = require('workbox-webpack-plugin');
      plugins.push(
        new GenerateSW({
          swDest: 'sw.js',
          clientsClaim: true,
          skipWaiting: true,
          inlineWorkboxRuntime: true,
          // precache only the shell's own content-hashed files; never index.html, manifests or entries
          include: [/\.[0-9a-f]{10}\.(js|css)$/],
          exclude: [/\.(br|gz)$/],
          navigateFallback: undefined,
          runtimeCaching: [
            {
              // registry, manifests and remote entries change on deploy: never serve them from a cache
              urlPattern: ({ url }) =>
                /(^|\/)(remotes\.json|mf-manifest\.json|remoteEntry\.js)$/.test(url.pathname),
              handler: 'NetworkOnly',
            },
            {
              urlPattern: ({ request }) => request.mode === 'navigate',
              handler: 'NetworkOnly',
            },
            {
              urlPattern: ({ url }) => url.pathname.startsWith('/api/'),
              handler: 'NetworkOnly',
            },
            {
              // content-hashed assets (shell and every remote version folder) never change
              urlPattern: ({ url }) => /\.[0-9a-f]{8,}\.(js|css|woff2|svg|png|jpg|webp)$/.test(url.pathname),
              handler: 'CacheFirst',
              options: {
                cacheName: 'quiz-hashed-assets',
                expiration: { maxEntries: 300, maxAgeSeconds: 60 * 60 * 24 * 365 },
              },
            },
          ],
        }),
      );
    }
  }

  return {
    name: app.name,
    mode,
    context: app.dir,
    target: 'web',
    devtool: prod ? false : 'eval-cheap-module-source-map',
    entry,
    output: {
      path: outDir,
      publicPath: isHost ? '/' : 'auto',
      filename: jsName,
      chunkFilename: jsName,
      assetModuleFilename: `assets/[name]${hash}[ext]`,
      uniqueName: app.name,
      clean: true,
    },
    resolve: resolveOptions(),
    module: {
      rules: [
        ...overlayRules(),
        tsRule(prod),
        { test: /\.(png|jpe?g|gif|svg|webp|woff2?)$/, type: 'asset/resource' },
        { test: /\.css$/, type: 'asset/resource' },
      ],
    },
    optimization: {
      minimize: prod,
      chunkIds: prod ? 'deterministic' : 'named',
      moduleIds: prod ? 'deterministic' : 'named',
      // Fewer, larger requests: no separate vendor chunks and no chunk under ~20 KB raw; the host's bootstrap
      // chunk carries its own non-shared dependencies (router, toasts). Lazy screens stay separate chunks.
      splitChunks: { chunks: 'async', minSize: 20000, cacheGroups: { defaultVendors: false } },
    },
    performance: { hints: false },
    stats: prod ? 'errors-warnings' : 'minimal',
    infrastructureLogging: { level: 'warn' },
    plugins,
    devServer: {
      port: app.port,
      host: 'localhost',
      hot: true,
      allowedHosts: 'all',
      historyApiFallback: isHost ? { index: '/index.html' } : { index: '/index.html' },
      headers: {
        'Access-Control-Allow-Origin': '*',
        'Access-Control-Allow-Methods': 'GET, OPTIONS',
        'Access-Control-Allow-Headers': '*',
      },
      proxy: [{ context: ['/api'], target: 'http://localhost:8080', changeOrigin: true }],
      client: { overlay: { errors: true, warnings: false, runtimeErrors: false } },
      setupMiddlewares: isHost
        ? (middlewares) => {
            // dev registry: each remote's dev server
            middlewares.unshift({
              name: 'dev-remotes-json',
              path: '/remotes.json',
              middleware: (/** @type {unknown} */ _req, /** @type {import('http').ServerResponse} */ res) => {
                res.setHeader('Content-Type', 'application/json');
                res.setHeader('Cache-Control', 'no-store');
                res.end(JSON.stringify(DEV_REGISTRY));
              },
            });
            return middlewares;
          }
        : undefined,
    },
  };
}

/** Registry used by `pnpm --filter shell dev`: remote name → its dev server manifest. */
export const DEV_REGISTRY = Object.fromEntries(
  REMOTES.map((r) => [r.name, `http://localhost:${r.devPort}/mf-manifest.json`]),
);

/**
 * @typedef {object} ScriptOptions
 * @property {string} name      webpack config name (e.g. 'mf_preorder_embed')
 * @property {string} dir       the app folder (its package.json version picks the output folder)
 * @property {string} entry     the script's source, e.g. './src/embed/loader.ts'
 * @property {string} filename  the output file name, e.g. 'embed.js' (unhashed: a stable URL)
 * @property {string} [after]   name of the config that must finish first (the app whose folder it joins)
 * @property {boolean} [host]   the shell's script: written to `dist/` itself (a remote's goes to `dist/<version>/`)
 * @property {Record<string, string>} [alias]  extra resolve aliases of this script only (e.g. the venue
 *   embed's preact/compat for react and react-dom, `@quiz/api/fetch-axios` for axios)
 */

/**
 * A plain, non-federated production script written into a remote's version folder beside its
 * remoteEntry.js (e.g. mf-preorder's venue embed loader): the apps' TypeScript setup and runtime-dedupe
 * aliases, one file, no share scope, precompressed like the rest. Use it as a second config:
 * `export default (env, argv) => [createAppConfig(app, argv), createScriptConfig(script, argv)]`.
 * @param {ScriptOptions} script
 * @param {{ mode?: string }} [argv]
 * @returns {import('webpack').Configuration}
 */
export function createScriptConfig(script, argv = {}) {
  const mode = argv.mode === 'development' ? 'development' : 'production';
  const prod = mode === 'production';
  const pkg = readJson(path.join(script.dir, 'package.json'));
  /** @type {import('webpack').WebpackPluginInstance[]} */
  const plugins = [new webpack.optimize.LimitChunkCountPlugin({ maxChunks: 1 })];
  if (prod) {
    for (const [ext, algorithm] of [
      ['gz', 'gzip'],
      ['br', 'brotliCompress'],
    ]) {
      plugins.push(
        new CompressionPlugin({
          filename: `[path][base].${ext}`,
          algorithm,
          test: /\.js$/,
          threshold: 0,
          minRatio: 1,
        }),
      );
    }
  }
  return {
    name: script.name,
    ...(script.after ? { dependencies: [script.after] } : {}),
    mode,
    context: script.dir,
    target: 'web',
    devtool: false,
    entry: { [script.filename.replace(/\.js$/, '')]: script.entry },
    output: {
      // a release's version folder (QUIZ_BUILD_VERSION, packages/scripts/release.mjs) like the remote's
      path: script.host
        ? path.join(script.dir, 'dist')
        : path.join(script.dir, 'dist', process.env.QUIZ_BUILD_VERSION || pkg.version),
      filename: script.filename,
      uniqueName: script.name,
      clean: false,
    },
    resolve: resolveOptions(script.alias),
    module: { rules: [...overlayRules(), tsRule(prod)] },
    optimization: { minimize: prod, chunkIds: 'deterministic', moduleIds: 'deterministic' },
    performance: { hints: false },
    stats: prod ? 'errors-warnings' : 'minimal',
    infrastructureLogging: { level: 'warn' },
    plugins,
  };
}

/** The folder of a build's server bundle, inside its output folder: a dotfolder, never served. */
export const SERVER_BUNDLE_DIR = '.server';
export const SERVER_BUNDLE_FILE = 'ssr.js';

/**
 * @typedef {object} ServerOptions
 * @property {'host' | 'remote'} kind
 * @property {string} dir       the app folder
 * @property {string} entry     its server entry, e.g. './src/ssr.ts'
 * @property {string} after     the app's browser config name (it cleans the output folder first)
 */

/**
 * The server bundle of an app (issue 16): the same components for Node, one CommonJS file with
 * everything it needs bundled in (React, emotion, its own packages), written to
 * `dist/<version>/.server/ssr.js` (a remote) or `dist/.server/ssr.js` (the shell). The server finds a
 * remote's through the registry, so a released version brings its own server render along.
 * @param {ServerOptions} server
 * @param {{ mode?: string }} [argv]
 * @returns {import('webpack').Configuration}
 */
export function createServerConfig(server, argv = {}) {
  const mode = argv.mode === 'development' ? 'development' : 'production';
  const prod = mode === 'production';
  const isHost = server.kind === 'host';
  const folder = path.basename(server.dir);
  const row = isHost ? null : REMOTES.find((r) => r.folder === folder);
  if (!isHost && !row) throw new Error(`${folder} is not in packages/routes/remotes.json`);
  const pkg = readJson(path.join(server.dir, 'package.json'));
  const version = (!isHost && process.env.QUIZ_BUILD_VERSION) || pkg.version;
  const outDir = isHost ? path.join(server.dir, 'dist') : path.join(server.dir, 'dist', version);
  const name = isHost ? 'shell' : /** @type {{ name: string }} */ (row).name;
  return {
    name: `${name}_server`,
    dependencies: [server.after],
    mode,
    context: server.dir,
    target: 'node20',
    devtool: false,
    entry: { ssr: server.entry },
    output: {
      path: path.join(outDir, SERVER_BUNDLE_DIR),
      filename: SERVER_BUNDLE_FILE,
      library: { type: 'commonjs2' },
      // the browser build's URLs, should a component import a file
      publicPath: isHost ? '/' : `/mf/${name}/${version}/`,
      assetModuleFilename: `../assets/[name]${prod ? '.[contenthash:10]' : ''}[ext]`,
      uniqueName: `${name}_server`,
      clean: false,
    },
    resolve: resolveOptions(),
    module: {
      rules: [
        ...overlayRules(),
        tsRule(prod, 'es2022'),
        {
          test: /\.(png|jpe?g|gif|svg|webp|woff2?|css)$/,
          type: 'asset/resource',
          generator: { emit: false },
        },
      ],
    },
    plugins: [
      new webpack.DefinePlugin({
        __QUIZ_APP__: JSON.stringify(name),
        __QUIZ_VERSION__: JSON.stringify(version),
        __QUIZ_PROD__: JSON.stringify(prod),
      }),
      new webpack.optimize.LimitChunkCountPlugin({ maxChunks: 1 }),
    ],
    optimization: { minimize: false, chunkIds: 'deterministic', moduleIds: 'deterministic' },
    performance: { hints: false },
    stats: prod ? 'errors-warnings' : 'minimal',
    infrastructureLogging: { level: 'warn' },
  };
}

/**
 * A remote with public pages: its browser config, plus its server bundle in production builds.
 * `export default (env, argv) => withServerBundle(createAppConfig(app, argv), import.meta.dirname, argv)`.
 * @param {import('webpack').Configuration} app   the remote's browser config (createAppConfig)
 * @param {string} dir                            the remote's folder
 * @param {{ mode?: string }} [argv]
 * @returns {import('webpack').Configuration | import('webpack').Configuration[]}
 */
export function withServerBundle(app, dir, argv = {}) {
  if (argv.mode === 'development') return app;
  return [
    app,
    createServerConfig({ kind: 'remote', dir, entry: './src/ssr.ts', after: String(app.name) }, argv),
  ];
}
