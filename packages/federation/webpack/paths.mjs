// @ts-check
/** Where the build configs read from: the repository root, JSON files, installed versions. */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const require = createRequire(import.meta.url);
export const here = path.dirname(fileURLToPath(import.meta.url));
export const repoRoot = path.resolve(here, '../../..');

/** @param {string} file */
export const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));

/** Version of an installed dependency as seen from the federation package (all apps pin the same ones). */
/** @param {string} pkg */
export function installedVersion(pkg) {
  return readJson(require.resolve(`${pkg}/package.json`, { paths: [here, path.join(repoRoot, 'shell')] }))
    .version;
}
