// @ts-check
/** A plain, non-federated production script beside an app's build (e.g. mf-preorder's venue embed). */
import path from 'node:path';
import { compileHintsPlugin } from './compile-hints.mjs';
import { compressionPlugins } from './compression.mjs';
import { minifyOptions } from './minify.mjs';
import { overlayRules } from './overlay.mjs';
import { readJson, require } from './paths.mjs';
import { resolveOptions } from './resolve.mjs';
import { tsRule } from './ts-rule.mjs';

/** @type {typeof import('webpack')} */
const webpack = require('webpack');

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
 * aliases, one file, no share scope, with the compile hint and precompressed like the rest. Use it as
 * a second config:
 * `export default (env, argv) => [createAppConfig(app, argv), createScriptConfig(script, argv)]`.
 * @param {ScriptOptions} script
 * @param {{ mode?: string }} [argv]
 * @returns {import('webpack').Configuration}
 */
export function createScriptConfig(script, argv = {}) {
  const mode = argv.mode === 'development' ? 'development' : 'production';
  const prod = mode === 'production';
  const pkg = readJson(path.join(script.dir, 'package.json'));
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
    optimization: { ...minifyOptions(prod), chunkIds: 'deterministic', moduleIds: 'deterministic' },
    performance: { hints: false },
    stats: prod ? 'errors-warnings' : 'minimal',
    infrastructureLogging: { level: 'warn' },
    plugins: [
      new webpack.optimize.LimitChunkCountPlugin({ maxChunks: 1 }),
      ...(prod ? [compileHintsPlugin(), ...compressionPlugins(/\.js$/)] : []),
    ],
  };
}
