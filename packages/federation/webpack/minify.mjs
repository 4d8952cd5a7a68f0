// @ts-check
/**
 * The production minifier of every browser build: swc's, through the plugin webpack itself minifies with
 * (`minimizer-webpack-plugin`, webpack's own dependency, so the version is webpack's). Terser, webpack's
 * default, took twice the CPU of the whole mf-events build (25 s against 12 s) for output a few hundred
 * bytes larger after gzip; swc is already the compiler of every build.
 */
import { createRequire } from 'node:module';
import { require } from './paths.mjs';

/** @typedef {import('webpack').WebpackPluginInstance} Plugin */
/** @type {{ new (options: object): Plugin; swcMinify: unknown }} */
const MinimizerPlugin = createRequire(require.resolve('webpack/package.json'))('minimizer-webpack-plugin');

/**
 * The `optimization` settings of a production (`prod`) or development build. swc's runs first and marks
 * the scripts minimized; webpack's own minimizers (`'...'`) then skip them and still minify the HTML (the
 * shell's index.html: the server render finds the entry's script tag in its minified form).
 * @param {boolean} prod
 */
export function minifyOptions(prod) {
  return prod
    ? { minimize: true, minimizer: [new MinimizerPlugin({ minify: MinimizerPlugin.swcMinify }), '...'] }
    : { minimize: false };
}
