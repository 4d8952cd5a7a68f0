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
 *
 * One policy per file beside this one: shared-policy.mjs (what is shared and how), manifest.mjs (the
 * remotes manifest and the widget check), ts-rule.mjs, resolve.mjs, overlay.mjs (QUIZ_BUILD_OVERLAY),
 * compile-hints.mjs, minify.mjs, compression.mjs, service-worker.mjs, dev-server.mjs, script-bundle.mjs (plain scripts such as the venue
 * embed) and server-bundle.mjs (the server render's bundle).
 */
import path from 'node:path';
import { compileHintsPlugin } from './compile-hints.mjs';
import { compressionPlugins } from './compression.mjs';
import { devHarnessPage, devServer } from './dev-server.mjs';
import { remoteRow } from './manifest.mjs';
import { minifyOptions } from './minify.mjs';
import { overlayRules } from './overlay.mjs';
import { here, readJson, require } from './paths.mjs';
import { axiosWithoutFetchAlias, resolveOptions } from './resolve.mjs';
import { isRouteChunk, RouteChunksPlugin } from './route-chunks.mjs';
import { serviceWorkerPlugin } from './service-worker.mjs';
import { sharedModules } from './shared-policy.mjs';
import { tsRule } from './ts-rule.mjs';

export { createScriptConfig } from './script-bundle.mjs';
export { createServerConfig, withServerBundle } from './server-bundle.mjs';

/** @type {typeof import('webpack')} */
const webpack = require('webpack');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');

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

/** @typedef {AppOptions & { name: string; port: number; cacheKey: string }} App */

/**
 * A remote's options completed from its manifest row (whose widgets must be exactly the exposed ones).
 * @param {AppOptions} app
 * @returns {App}
 */
function withManifest(app) {
  if (app.kind === 'host') {
    if (!app.name || !app.port || !app.cacheKey)
      throw new Error('the host config needs name, port, cacheKey');
    return /** @type {App} */ (app);
  }
  const row = remoteRow(path.basename(app.dir), app.exposes ?? {});
  return { ...app, name: row.name, port: row.devPort, cacheKey: row.cacheKey };
}

/**
 * The federation plugin of an app: the host provides the runtime and its runtime plugins (retry,
 * errors, fallback to the previous version); production remotes use the host's runtime.
 * @param {App} app
 * @param {boolean} prod
 */
function federationPlugin(app, prod) {
  const isHost = app.kind === 'host';
  const runtimePlugin = (/** @type {string} */ file) => path.join(here, '../src/runtime', file);
  return new ModuleFederationPlugin({
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
      ? ['retry-plugin.ts', 'error-load-remote-plugin.ts', 'fallback-plugin.ts'].map(runtimePlugin)
      : [],
    // optimization.target 'web' drops the runtime's Node-only loading code from the bundle
    experiments: isHost
      ? { asyncStartup: true, provideExternalRuntime: true, optimization: { target: 'web' } }
      : { asyncStartup: true, externalRuntime: prod, optimization: { target: 'web' } },
  });
}

/**
 * The plugins of an app's browser build: its constants, federation, its page (the host's index.html or
 * a remote's dev harness), and in production the precompressed files and the shell's service worker.
 * @param {App} app
 * @param {string} version
 * @param {boolean} prod
 * @returns {import('webpack').WebpackPluginInstance[]}
 */
function appPlugins(app, version, prod) {
  const isHost = app.kind === 'host';
  /** @type {import('webpack').WebpackPluginInstance[]} */
  const plugins = [
    new webpack.DefinePlugin({
      __QUIZ_APP__: JSON.stringify(app.name),
      __QUIZ_VERSION__: JSON.stringify(version),
      __QUIZ_PROD__: JSON.stringify(prod),
    }),
    federationPlugin(app, prod),
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
  if (prod && !isHost) plugins.push(new RouteChunksPlugin());
  if (prod) plugins.push(compileHintsPlugin(), ...compressionPlugins(/\.(js|css|html|svg|json)$/));
  if (prod && isHost) plugins.push(serviceWorkerPlugin());
  return plugins;
}

/**
 * webpack 5.111 + enhanced 2.9.3 (module-federation/core#5077): the federation runtime module resolves the
 * chunk filename while hashes are computed, before contenthash exists, and the build fails. A function
 * template without the hash for that early lookup (only its folder depth is used) and with it for
 * every real file works around it.
 * @param {boolean} prod
 * @returns {(pathData: import('webpack').PathData) => string}
 */
const jsName = (prod) => (pathData) => {
  const base = isRouteChunk(/** @type {import('webpack').Chunk | undefined} */ (pathData.chunk))
    ? '[id]'
    : '[name]';
  return prod && (pathData.chunk?.contentHash?.javascript || pathData.contentHash)
    ? `${base}.[contenthash:10].js`
    : `${base}.js`;
};

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
  // QUIZ_BUILD_VERSION: the version folder of a release (packages/scripts/release.mjs); remotes only
  const version =
    (!isHost && process.env.QUIZ_BUILD_VERSION) || readJson(path.join(app.dir, 'package.json')).version;
  if (!/^[0-9A-Za-z][0-9A-Za-z._+-]{0,63}$/.test(version)) throw new Error(`bad build version ${version}`);

  /** @type {import('webpack').Configuration['entry']} */
  const entry = {};
  if (isHost) entry.main = './src/index.ts';
  else if (!prod && app.devEntry) entry.harness = app.devEntry;

  return {
    name: app.name,
    mode,
    context: app.dir,
    target: 'web',
    devtool: prod ? (process.env.QUIZ_SOURCE_MAPS ? 'source-map' : false) : 'eval-cheap-module-source-map',
    entry,
    output: {
      path: isHost ? path.join(app.dir, 'dist') : path.join(app.dir, 'dist', version),
      publicPath: isHost ? '/' : 'auto',
      filename: jsName(prod),
      chunkFilename: jsName(prod),
      assetModuleFilename: `assets/[name]${prod ? '.[contenthash:10]' : ''}[ext]`,
      uniqueName: app.name,
      clean: true,
    },
    resolve: resolveOptions(axiosWithoutFetchAlias()),
    module: {
      rules: [
        ...overlayRules(),
        tsRule(prod),
        { test: /\.(png|jpe?g|gif|svg|webp|woff2?)$/, type: 'asset/resource' },
        { test: /\.css$/, type: 'asset/resource' },
      ],
    },
    optimization: {
      ...minifyOptions(prod),
      chunkIds: prod ? 'deterministic' : 'named',
      moduleIds: prod ? 'deterministic' : 'named',
      // Fewer, larger requests: no separate vendor chunks and no chunk under ~20 KB raw; the host's bootstrap
      // chunk carries its own non-shared dependencies (router, toasts). Lazy screens stay separate chunks.
      splitChunks: { chunks: 'async', minSize: 20000, cacheGroups: { defaultVendors: false } },
    },
    performance: { hints: false },
    stats: prod ? 'errors-warnings' : 'minimal',
    infrastructureLogging: { level: 'warn' },
    plugins: appPlugins(app, version, prod),
    devServer: devServer(app.port, isHost),
  };
}
