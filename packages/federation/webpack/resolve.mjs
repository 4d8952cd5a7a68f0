// @ts-check
/** The apps' module resolution: TypeScript first, and aliases that keep one copy of the runtime. */
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { here, repoRoot, require } from './paths.mjs';

/**
 * Aliases of `requests` to files of the package `name` as the workspace package `from` resolves it;
 * a file the installed version does not have is left out (the default resolution stays).
 * @param {string} name
 * @param {string} from
 * @param {Array<[string, string]>} requests
 * @returns {Record<string, string>}
 */
function packageFileAliases(name, from, requests) {
  const dir = path.dirname(require.resolve(`${name}/package.json`, { paths: [path.join(repoRoot, from)] }));
  /** @type {Record<string, string>} */
  const aliases = {};
  for (const [request, file] of requests) {
    if (existsSync(path.join(dir, file))) aliases[request] = path.join(dir, file);
  }
  return aliases;
}

/**
 * webpack resolve aliases that keep ONE copy of the federation runtime in a bundle:
 * - `provideExternalRuntime` adds @module-federation/inject-external-runtime-core-plugin by its CommonJS
 *   path, which `require`s the CommonJS build of runtime-core + sdk + error-codes: a second runtime copy
 *   next to the ESM one the bundler runtime uses. Its ESM build imports the same ESM runtime-core.
 * - @module-federation/retry-plugin 0.17.x depends on @module-federation/sdk 0.17.x (only for
 *   `createLogger`, which 2.9.3 still exports): point it at the runtime's own sdk.
 * (and rxjs's ES2015 build and react-router's production build, below)
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
  Object.assign(
    aliases,
    packageFileAliases('rxjs', 'packages/bus', [
      ['rxjs$', 'dist/esm/index.js'],
      ['rxjs/operators$', 'dist/esm/operators/index.js'],
    ]),
  );
  // react-router 7's `exports` name its development build for every condition (warnings and checks
  // included); the production build beside it has the same API. Browser bundles take that one.
  Object.assign(
    aliases,
    packageFileAliases('react-router', 'packages/routes', [
      ['react-router$', 'dist/production/index.mjs'],
      ['react-router/dom$', 'dist/production/dom-export.mjs'],
    ]),
  );
  return aliases;
}

/**
 * The browser builds' alias of axios's fetch adapter (see axios-without-fetch.mjs): the file axios's
 * `adapters.js` imports, as the workspace's API package resolves axios. An axios that has moved the
 * file keeps its own, and `src/axios-without-fetch.test.ts` fails.
 * @returns {Record<string, string>}
 */
export function axiosWithoutFetchAlias() {
  const dir = path.dirname(
    require.resolve('axios/package.json', { paths: [path.join(repoRoot, 'packages/api')] }),
  );
  const adapter = path.join(dir, 'lib', 'adapters', 'fetch.js');
  return existsSync(adapter) ? { [`${adapter}$`]: path.join(here, 'axios-without-fetch.mjs') } : {};
}

/**
 * The apps' module resolution: TypeScript first, the runtime-dedupe aliases (and a build's own).
 * @param {Record<string, string>} [extra]
 * @returns {import('webpack').ResolveOptions}
 */
export function resolveOptions(extra = {}) {
  return {
    extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'],
    alias: { ...runtimeDedupeAliases(), ...extra },
  };
}
