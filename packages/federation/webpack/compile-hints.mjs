// @ts-check
/**
 * V8's explicit compile hint on every script of a production browser build: the magic comment
 * `//# allFunctionsCalledOnLoad` as the file's first line. Chromium (136+) then compiles the whole file
 * while it streams in, on a background thread, instead of compiling each function on the main thread
 * the first time it is called. Our scripts are the shell's entry and the chunks a screen needs right
 * away (a remote's entry, its `./App`, the opened screen), and the plain scripts that start a page
 * (`boot.js`, the venue embed's `embed.js`): nearly all their functions run on load, which is the case
 * the hint is meant for. Other browsers read a comment.
 *
 * Measured on a production build at 4× CPU slowdown (/cabinet): the entry's evaluation went from 309 ms
 * to 72 ms of main-thread time, most of it lazy compilation (`V8.ParseFunction`, `V8.CompileCode`).
 *
 * It runs after minification (Terser would drop the comment) and before the content hashes and the
 * precompressed copies are made, so the file names and the `.gz`/`.br` files include it; the source map
 * moves by one line with it (ConcatSource).
 */
import { require } from './paths.mjs';

/** @type {typeof import('webpack')} */
const webpack = require('webpack');

/** @returns {import('webpack').WebpackPluginInstance} */
export function compileHintsPlugin() {
  return new webpack.BannerPlugin({
    banner: '//# allFunctionsCalledOnLoad',
    raw: true,
    // the service worker runs in its own thread, not during the page's load
    test: /^(?!sw\.js$).*\.js$/,
    stage: webpack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1,
  });
}
