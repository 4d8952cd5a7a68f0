/**
 * Preload hints for a page the browser renders itself (the logged-in screens: `/cabinet`, `/my_teams`,
 * a preorder, `/sitting/{id}`). Without them the screen's code is found one step at a time: the page,
 * then the shell's entry, then the remote's manifest, its remoteEntry, its `./App` chunk. The server
 * knows the route's remote (@quiz/routes `earlyRemote`, the rule the shell's entry starts it by) and the
 * registry's current version of it, so the page's head names those files at once and the browser fetches
 * them while it is still fetching the shell's entry.
 *
 * The files are read from the version's `mf-manifest.json` on disk (`<remote>/dist/<version>/`, the
 * folder the registry's entry `/mf/<remote>/<version>/mf-manifest.json` names), re-read when it
 * changes. Nothing is named for an entry on another origin or a version whose manifest is missing: the
 * page then loads as before.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { NormalizedRegistry } from '@quiz/contract/registry';
import { remoteVersionFolder } from './bundles';

interface ManifestFiles {
  remoteEntry: string;
  appChunks: string[];
}

const manifests = new Map<string, { mtimeMs: number; files: ManifestFiles | null }>();

/** The remoteEntry and the `./App` expose's own chunks named by a built `mf-manifest.json`. */
function manifestFiles(file: string): ManifestFiles | null {
  const stat = fs.statSync(file, { throwIfNoEntry: false });
  if (!stat) return null;
  const known = manifests.get(file);
  if (known?.mtimeMs === stat.mtimeMs) return known.files;
  let files: ManifestFiles | null = null;
  try {
    const manifest = JSON.parse(fs.readFileSync(file, 'utf8')) as {
      metaData?: { remoteEntry?: { name?: string; path?: string } };
      exposes?: { name?: string; assets?: { js?: { sync?: string[] } } }[];
    };
    const entry = manifest.metaData?.remoteEntry;
    const app = manifest.exposes?.find((expose) => expose.name === 'App');
    if (entry?.name) {
      files = {
        remoteEntry: entry.path ? `${entry.path}/${entry.name}` : entry.name,
        appChunks: app?.assets?.js?.sync ?? [],
      };
    }
  } catch {
    files = null;
  }
  manifests.set(file, { mtimeMs: stat.mtimeMs, files });
  return files;
}

const SAFE_FILE = /^[\w./-]+$/;

/**
 * `<link rel="preload">` tags for `remote`'s current version (its manifest, remoteEntry and `./App`
 * chunks), or '' when there is nothing to name.
 */
export function remotePreloads(root: string, registry: NormalizedRegistry, remote: string): string {
  const entry = registry[remote]?.entry;
  const folder = remoteVersionFolder(root, registry, remote);
  if (!entry || !folder || !SAFE_FILE.test(entry)) return '';
  const files = manifestFiles(path.join(folder.dir, 'mf-manifest.json'));
  if (!files) return '';
  const scripts = [files.remoteEntry, ...files.appChunks].filter(
    (file) => SAFE_FILE.test(file) && !file.includes('..'),
  );
  return [
    // fetched by the federation runtime with `fetch(url)`: a CORS-mode request, matched by `crossorigin`
    `<link rel="preload" href="${entry}" as="fetch" crossorigin>`,
    ...scripts.map((file) => `<link rel="preload" href="${folder.url}${file}" as="script">`),
  ].join('');
}
