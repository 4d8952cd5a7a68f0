// @ts-check
/**
 * The remotes manifest (packages/routes/remotes.json) at build time: a remote's federation name, dev port
 * and emotion cache key come from its row, found by the app's folder name; its exposed widgets and the
 * row's widgets must be the same set, both ways, or the build fails (a listed widget nobody exposes
 * type-checks as a `WidgetId` and fails only at run time; an exposed one nobody lists has no title).
 */
import path from 'node:path';
import { readRepoJson } from './overlay.mjs';
import { repoRoot } from './paths.mjs';

/**
 * @typedef {{ name: string; folder: string; devPort: number; cacheKey: string; widgets: Record<string, string> }} RemoteRow
 */

/** @type {RemoteRow[]} */
export const REMOTES = readRepoJson(path.join(repoRoot, 'packages/routes/remotes.json')).remotes;

/** Registry used by `pnpm --filter shell dev`: remote name → its dev server manifest. */
export const DEV_REGISTRY = Object.fromEntries(
  REMOTES.map((r) => [r.name, `http://localhost:${r.devPort}/mf-manifest.json`]),
);

/**
 * The manifest row of the remote in `folder`; throws unless its widgets are exactly what it exposes
 * (besides './App').
 * @param {string} folder
 * @param {Record<string, string>} exposes
 * @returns {RemoteRow}
 */
export function remoteRow(folder, exposes) {
  const row = REMOTES.find((r) => r.folder === folder);
  if (!row) throw new Error(`${folder} is not in packages/routes/remotes.json`);
  const exposed = Object.keys(exposes)
    .map((key) => key.replace(/^\.\//, ''))
    .filter((key) => key !== 'App');
  for (const widget of exposed) {
    if (!(widget in row.widgets)) {
      throw new Error(`${folder} exposes ./${widget}, which packages/routes/remotes.json does not list`);
    }
  }
  for (const widget of Object.keys(row.widgets)) {
    if (!exposed.includes(widget)) {
      throw new Error(
        `packages/routes/remotes.json lists the widget ${row.name}/${widget}, which ${folder} does not expose`,
      );
    }
  }
  return row;
}
