// @ts-check
/** Precompressed copies (`.gz`, `.br`) of a production build's files: the server sends them as they are. */
import { require } from './paths.mjs';

const CompressionPlugin = require('compression-webpack-plugin');

/**
 * @param {RegExp} test the files to compress
 * @returns {import('webpack').WebpackPluginInstance[]}
 */
export function compressionPlugins(test) {
  return [
    ['gz', 'gzip'],
    ['br', 'brotliCompress'],
  ].map(
    ([ext, algorithm]) =>
      new CompressionPlugin({ filename: `[path][base].${ext}`, algorithm, test, threshold: 0, minRatio: 1 }),
  );
}
