// @ts-check
/**
 * Build-time overlay (QUIZ_BUILD_OVERLAY=<dir>): a file at `<dir>/<path in the repo>` replaces the
 * content of `<repo>/<path>` in this build (imports still resolve from the original place), and
 * `<dir>/packages/<x>/package.json` overrides that package's version. The e2e delivery journeys use it
 * to build a changed remote (a newer @quiz/api, a visible change) without editing the sources; the
 * widget check's test uses it to build against a changed remotes manifest.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { here, readJson, repoRoot } from './paths.mjs';

const OVERLAY = process.env.QUIZ_BUILD_OVERLAY ? path.resolve(process.env.QUIZ_BUILD_OVERLAY) : null;

/** @param {string} file an absolute path in the repository */
export function overlayFile(file) {
  if (!OVERLAY) return null;
  const rel = path.relative(repoRoot, file);
  if (rel.startsWith('..') || path.isAbsolute(rel)) return null;
  const candidate = path.join(OVERLAY, rel);
  return existsSync(candidate) ? candidate : null;
}

/** A repository JSON file, or the build overlay's copy of it. @param {string} file */
export const readRepoJson = (file) => readJson(overlayFile(file) ?? file);

/**
 * The build overlay's loader rule (none without QUIZ_BUILD_OVERLAY): browser and server builds alike.
 * @returns {import('webpack').RuleSetRule[]}
 */
export function overlayRules() {
  if (!OVERLAY) return [];
  return [
    {
      test: (/** @type {string} */ file) => overlayFile(file) !== null,
      enforce: /** @type {const} */ ('pre'),
      use: {
        loader: path.join(here, 'overlay-loader.cjs'),
        options: { overlay: OVERLAY, root: repoRoot },
      },
    },
  ];
}
