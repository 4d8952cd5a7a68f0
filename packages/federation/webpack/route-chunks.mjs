// @ts-check
/**
 * `route-chunks.json` beside a remote's `mf-manifest.json`: for each of its screens, the chunk files its
 * lazy import loads, `{ "<route name>": ["<file>.js", …] }`. A screen names its chunk after its route
 * with a magic comment, `retryableLazy(() => import(/* webpackChunkName: "route-cabinet" *\/ './screens/…'))`,
 * and the server names those files as preloads on a page the browser renders itself
 * (packages/server/src/ssr/remote-preloads.ts): the screen's code then arrives with the shell's entry
 * instead of after it and the remote's `./App` have run.
 */
import webpack from 'webpack';

export const ROUTE_CHUNKS_FILE = 'route-chunks.json';
const PREFIX = 'route-';

/**
 * A screen's chunk is a file named by its id, like any other lazy chunk: with its name (`route-…`) in
 * the file name, the remote's runtime would carry a map of every screen's name to every page (about
 * 0.1 KB gzip on the event page, which has a 200 KB goal). The name only finds the chunk here.
 * @param {import('webpack').Chunk | undefined} chunk
 */
export const isRouteChunk = (chunk) => Boolean(chunk?.name?.startsWith(PREFIX));

export class RouteChunksPlugin {
  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('RouteChunksPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        {
          name: 'RouteChunksPlugin',
          // after the real content hashes name the files, before the compression plugins run
          stage: webpack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_HASH + 1,
        },
        () => {
          /** @type {Record<string, string[]>} */
          const routes = {};
          for (const [name, group] of compilation.namedChunkGroups) {
            if (!name.startsWith(PREFIX)) continue;
            const files = group.chunks.flatMap((chunk) => [...chunk.files].filter((f) => f.endsWith('.js')));
            routes[name.slice(PREFIX.length)] = [...new Set(files)].sort();
          }
          compilation.emitAsset(
            ROUTE_CHUNKS_FILE,
            new webpack.sources.RawSource(`${JSON.stringify(routes, null, 1)}\n`),
          );
        },
      );
    });
  }
}
