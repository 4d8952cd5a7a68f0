/**
 * Preload hints for a page the browser renders itself (a logged-in screen the server did not render:
 * a route it never renders, a session it does not know, a render that failed or ran over its budget; a
 * personal page it rendered names none, static.ts). Without them the screen's code is found one step at a time: the page,
 * then the shell's entry, then the remote's manifest, its remoteEntry, its `./App` chunk. The server
 * knows the route's remote (@quiz/routes `earlyRemote`, the rule the shell's entry starts it by) and the
 * registry's current version of it, so the page's head names those files at once and the browser fetches
 * them while it is still fetching the shell's entry.
 *
 * The screen's own chunks too: the remote's build lists them per route in `route-chunks.json` (its
 * lazy import of the screen, @quiz/federation's RouteChunksPlugin), which would otherwise be asked for only
 * once the shell's entry and the remote's `./App` have run (on the preorder page a hop of 30 KB after
 * both).
 *
 * The files are read from the version's `mf-manifest.json` and `route-chunks.json` on disk
 * (`<remote>/dist/<version>/`, the folder the registry's entry `/mf/<remote>/<version>/mf-manifest.json`
 * names), through the release gate's reader (compat.ts: parsed once per change of the file). Nothing is
 * named for an entry on another origin or a version whose manifest is missing: the page then loads as
 * before; a version built without `route-chunks.json` gets the rest.
 */

import path from 'node:path';
import type { NormalizedRegistry } from '@quiz/contract/registry';
import { readManifest, remoteManifestFile, type SharedManifest } from '../compat';

/** The part of a built `mf-manifest.json` the preloads read, beside what the release gate reads. */
interface EntryManifest extends SharedManifest {
  metaData?: { remoteEntry?: { name?: string; path?: string } };
  exposes?: ReadonlyArray<{ name?: string; assets?: { js?: { sync?: readonly string[] } } }>;
}

const SAFE_FILE = /^[\w./-]+$/;

/** `route-chunks.json`: a route's screen → the chunk files of its lazy import. */
type RouteChunks = Readonly<Record<string, readonly string[]>>;

function routeChunks(manifestFile: string, route: string): readonly string[] {
  const file = path.join(path.dirname(manifestFile), 'route-chunks.json');
  const chunks = readManifest(file) as RouteChunks | null;
  const files = chunks?.[route];
  return Array.isArray(files) ? files.filter((name) => typeof name === 'string') : [];
}

/**
 * `<link rel="preload">` tags for `remote`'s current version (its manifest, remoteEntry, `./App` chunks
 * and the chunks of `route`'s screen), or '' when there is nothing to name.
 */
export function remotePreloads(
  root: string,
  registry: NormalizedRegistry,
  remote: string,
  route: string,
): string {
  const entry = registry[remote]?.entry;
  if (!entry || !SAFE_FILE.test(entry)) return '';
  const file = remoteManifestFile(root, remote, entry);
  // parsed once per change of the file (the release gate's reader)
  const manifest = file ? (readManifest(file) as EntryManifest | null) : null;
  const remoteEntry = manifest?.metaData?.remoteEntry;
  if (!remoteEntry?.name) return '';
  const app = manifest?.exposes?.find((expose) => expose.name === 'App');
  const base = entry.slice(0, entry.lastIndexOf('/') + 1);
  const scripts = [
    remoteEntry.path ? `${remoteEntry.path}/${remoteEntry.name}` : remoteEntry.name,
    ...(app?.assets?.js?.sync ?? []),
    ...(file ? routeChunks(file, route) : []),
  ].filter((name, i, all) => SAFE_FILE.test(name) && !name.includes('..') && all.indexOf(name) === i);
  return [
    // fetched by the federation runtime with `fetch(url)`: a CORS-mode request, matched by `crossorigin`
    `<link rel="preload" href="${entry}" as="fetch" crossorigin>`,
    ...scripts.map((name) => `<link rel="preload" href="${base}${name}" as="script">`),
  ].join('');
}
