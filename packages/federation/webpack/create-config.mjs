// @ts-check
/**
 * One webpack 5 + Module Federation config for all six apps (shell + five remotes).
 *
 *   import { createAppConfig } from '@quiz/federation/webpack';
 *   export default (env, argv) => createAppConfig({ name: 'mf_events', kind: 'remote', dir: import.meta.dirname,
 *     port: 3001, cacheKey: 'ev', exposes: { './App': './src/entry.ts' } }, argv);
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

/** Version of a workspace package from its package.json. */
/** @param {string} folder */
function workspaceVersion(folder) {
  return readJson(path.join(repoRoot, 'packages', folder, 'package.json')).version;
}

/**
 * The shared singletons of ARCHITECTURE.md. `eager` only in the host.
 * @param {boolean} eager
 * @param {boolean} [dev] also share the jsx-dev-runtime subpaths (development builds only)
 * @returns {Record<string, import('@module-federation/enhanced').moduleFederationPlugin.SharedConfig>}
 */
export function sharedSingletons(eager, dev = false) {
  const react = installedVersion('react');
  const reactDom = installedVersion('react-dom');
  const emotion = installedVersion('@emotion/react');
  /** @type {Record<string, string>} name → version */
  const libs = {
    react,
    'react/jsx-runtime': react,
    'react-dom': reactDom,
    'react-dom/client': reactDom,
    rxjs: installedVersion('rxjs'),
    '@emotion/react': emotion,
    // subpath without its own package.json version: must be given explicitly (TOOLCHAIN.md)
    '@emotion/react/jsx-runtime': emotion,
    '@emotion/cache': installedVersion('@emotion/cache'),
    axios: installedVersion('axios'),
    'single-spa': installedVersion('single-spa'),
    'single-spa-react': installedVersion('single-spa-react'),
    'single-spa-react/parcel': installedVersion('single-spa-react'),
  };
  if (dev) {
    libs['react/jsx-dev-runtime'] = react;
    libs['@emotion/react/jsx-dev-runtime'] = emotion;
  }
  for (const [pkg, folder] of [
    ['@quiz/bus', 'bus'],
    ['@quiz/api', 'api'],
    ['@quiz/domain', 'domain'],
    // phone formatting + completeness (libphonenumber): a separate entry for the login flow and forms
    ['@quiz/domain/phone', 'domain'],
    ['@quiz/ui', 'ui'],
    ['@quiz/ui/phone-input', 'ui'],
    ['@quiz/contract', 'contract'],
    ['@quiz/routes', 'routes'],
  ]) {
    libs[/** @type {string} */ (pkg)] = workspaceVersion(/** @type {string} */ (folder));
  }
  return Object.fromEntries(
    Object.entries(libs).map(([name, version]) => [
      name,
      {
        singleton: true,
        requiredVersion: `^${version}`,
        version,
        eager: eager && !HOST_LAZY_SHARED.has(name),
        strictVersion: false,
      },
    ]),
  );
}

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
    require.resolve('rxjs/package.json', { paths: [here, path.join(repoRoot, 'shell')] }),
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
 * @typedef {object} AppOptions
 * @property {string} name        Module Federation name: 'shell' | 'mf_events' | …
 * @property {'host' | 'remote'} kind
 * @property {string} dir         the app folder (import.meta.dirname of its webpack.config.mjs)
 * @property {Record<string, string>} [exposes]  remotes only
 * @property {number} port        dev server port
 * @property {string} cacheKey    emotion cache key (documented here; used by defineRemote in src)
 * @property {string} [devEntry]  remote only: the standalone harness page entry used by `dev`
 */

/**
 * @param {AppOptions} app
 * @param {{ mode?: string }} [argv]
 * @returns {import('webpack').Configuration}
 */
export function createAppConfig(app, argv = {}) {
  const mode = argv.mode === 'development' ? 'development' : 'production';
  const prod = mode === 'production';
  const isHost = app.kind === 'host';
  const pkg = readJson(path.join(app.dir, 'package.json'));
  const outDir = isHost ? path.join(app.dir, 'dist') : path.join(app.dir, 'dist', pkg.version);
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

  const swcOptions = {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      target: 'es2020',
      transform: {
        react: {
          runtime: 'automatic',
          importSource: '@emotion/react',
          development: !prod,
          refresh: false,
        },
      },
    },
  };

  /** @type {import('webpack').WebpackPluginInstance[]} */
  const plugins = [
    new webpack.DefinePlugin({
      __QUIZ_APP__: JSON.stringify(app.name),
      __QUIZ_VERSION__: JSON.stringify(pkg.version),
      __QUIZ_PROD__: JSON.stringify(prod),
    }),
    new ModuleFederationPlugin({
      name: app.name,
      filename: 'remoteEntry.js',
      ...(isHost ? {} : { exposes: app.exposes ?? {} }),
      remotes: {},
      shared: sharedSingletons(isHost, !prod),
      shareStrategy: 'loaded-first',
      manifest: { fileName: 'mf-manifest.json' },
      dts: false,
      dev: false,
      runtimePlugins: isHost
        ? [
            path.join(here, '../src/runtime/retry-plugin.ts'),
            path.join(here, '../src/runtime/error-load-remote-plugin.ts'),
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
    resolve: {
      extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'],
      alias: runtimeDedupeAliases(),
    },
    module: {
      rules: [
        {
          test: /\.[cm]?tsx?$/,
          exclude: /node_modules/,
          use: { loader: require.resolve('swc-loader'), options: swcOptions },
        },
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
export const DEV_REGISTRY = {
  mf_events: 'http://localhost:3001/mf-manifest.json',
  mf_teams: 'http://localhost:3002/mf-manifest.json',
  mf_preorder: 'http://localhost:3003/mf-manifest.json',
  mf_reviews: 'http://localhost:3004/mf-manifest.json',
  mf_seating: 'http://localhost:3005/mf-manifest.json',
};
