// @ts-check
/** The server bundle of an app with public pages: the same components for Node. */
import path from 'node:path';
import { REMOTES } from './manifest.mjs';
import { overlayRules } from './overlay.mjs';
import { readJson, require } from './paths.mjs';
import { resolveOptions } from './resolve.mjs';
import { tsRule } from './ts-rule.mjs';

/** @type {typeof import('webpack')} */
const webpack = require('webpack');

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
 * The server bundle of an app: one CommonJS file with everything it needs bundled in (React, emotion,
 * its own packages), written to `dist/<version>/.server/ssr.js` (a remote) or `dist/.server/ssr.js` (the
 * shell). The server finds a remote's through the registry, so a released version brings its own server
 * render along.
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
