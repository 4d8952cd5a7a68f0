/**
 * The server bundles of the shell and of each remote, loaded with Node's `require` from the
 * build folders: `shell/dist/.server/ssr.js` and `<remote>/dist/<version>/.server/ssr.js`, the version
 * being the registry's current one. A released version is a new folder, so it is picked up on the next
 * request without a restart; a file rebuilt in place is re-read when its modification time changes.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { NormalizedRegistry } from '@quiz/contract/registry';
import type { RemoteServerBundle, ShellServerBundle } from '@quiz/contract/ssr-page';
import { remoteEntryFolder } from '../compat';

const nodeRequire = createRequire(import.meta.url);

export const SERVER_BUNDLE = path.join('.server', 'ssr.js');

const loaded = new Map<string, { mtimeMs: number; module: unknown }>();

function loadBundle(file: string): unknown {
  const stat = fs.statSync(file, { throwIfNoEntry: false });
  if (!stat) return null;
  const known = loaded.get(file);
  if (known?.mtimeMs === stat.mtimeMs) return known.module;
  delete nodeRequire.cache[file];
  const module: unknown = nodeRequire(file);
  loaded.set(file, { mtimeMs: stat.mtimeMs, module });
  return module;
}

/** `file@mtime` of a loaded bundle: what a rendered page was made with (the page cache's key). */
export function bundleStamp(file: string): string {
  return `${file}@${loaded.get(file)?.mtimeMs ?? 0}`;
}

export function shellBundleFile(root: string): string {
  return path.join(root, 'shell', 'dist', SERVER_BUNDLE);
}

export function shellBundle(root: string): ShellServerBundle | null {
  const module = loadBundle(
    path.join(root, 'shell', 'dist', SERVER_BUNDLE),
  ) as Partial<ShellServerBundle> | null;
  return typeof module?.renderFrame === 'function' ? (module as ShellServerBundle) : null;
}

/**
 * The server bundle of the registry's current version of `remote` (`mf_events`): its entry
 * `/mf/mf_events/<version>/mf-manifest.json` names the folder `mf-events/dist/<version>/`.
 */
export function remoteBundleFile(root: string, registry: NormalizedRegistry, remote: string): string | null {
  const entry = registry[remote]?.entry;
  const folder = entry ? remoteEntryFolder(root, remote, entry) : null;
  return folder ? path.join(folder, SERVER_BUNDLE) : null;
}

export function remoteBundle(file: string): RemoteServerBundle | null {
  const module = loadBundle(file) as Partial<RemoteServerBundle> | null;
  return typeof module?.render === 'function' ? (module as RemoteServerBundle) : null;
}
