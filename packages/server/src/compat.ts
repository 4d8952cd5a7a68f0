/**
 * Can the deployed shell host a remote? A shared singleton (react, react-dom, emotion, single-spa,
 * axios, `@quiz/bus`) is always the shell's copy at run time, whatever version the remote was built
 * against (`strictVersion: false`), so a remote whose `mf-manifest.json` requires a range the shell's
 * copy does not satisfy (built against a newer major) would fail only in players' browsers.
 *
 * One check, two callers: `pnpm release` refuses such a remote before it becomes current (through
 * `scripts/compat.ts`; `--force` releases it anyway), and `GET /api/health` runs it for every registered
 * remote and says "degraded" while one needs more than the shell gives. The shell's manifest is its
 * build's `shell/dist/mf-manifest.json`; a remote's is the registry entry's folder,
 * `/mf/<mf_x>/<version>/mf-manifest.json` → `mf-<x>/dist/<version>/mf-manifest.json`.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { NormalizedRegistry } from '@quiz/contract/registry';
import semver from 'semver';

/** The part of an `mf-manifest.json` the check reads. */
export interface SharedManifest {
  name?: string;
  shared?: ReadonlyArray<{
    name: string;
    version?: string;
    singleton?: boolean;
    requiredVersion?: string | false;
  }>;
}

/** One singleton the remote needs in a version the shell does not provide. */
export interface SharedMismatch {
  /** the shared module, e.g. `react` */
  name: string;
  /** the remote's range, e.g. `^20.0.0` */
  required: string;
  /** the shell's version (null: its manifest names none) */
  provided: string | null;
}

/** The singletons `remote` requires that `shell` does not satisfy (none: the shell can host it). */
export function sharedMismatches(remote: SharedManifest, shell: SharedManifest): SharedMismatch[] {
  const provided = new Map((shell.shared ?? []).map((s) => [s.name, s.version ?? null]));
  const mismatches: SharedMismatch[] = [];
  for (const shared of remote.shared ?? []) {
    const required = shared.requiredVersion;
    if (!shared.singleton || typeof required !== 'string' || !semver.validRange(required)) continue;
    // a singleton the shell does not share at all is the remote's own copy: nothing to negotiate
    if (!provided.has(shared.name)) continue;
    const version = provided.get(shared.name) ?? null;
    if (
      !version ||
      !semver.valid(version) ||
      !semver.satisfies(version, required, { includePrerelease: true })
    )
      mismatches.push({ name: shared.name, required, provided: version });
  }
  return mismatches.sort((a, b) => a.name.localeCompare(b.name));
}

/** The refusal of `pnpm release`: what is missing, why it matters, what to do. */
export function mismatchMessage(
  remote: string,
  version: string,
  mismatches: readonly SharedMismatch[],
): string {
  const lines = mismatches.map(
    (m) => `  ${m.name}: the remote requires ${m.required}, the deployed shell provides ${m.provided}`,
  );
  return [
    `${remote} ${version} needs shared singletons the deployed shell does not provide:`,
    ...lines,
    "A singleton is always the shell's copy at run time, so this remote would run on the versions above and " +
      "could fail in players' browsers. Release a shell built with those versions first, or rebuild the " +
      "remote against the shell's. `--force` releases it anyway.",
  ].join('\n');
}

const manifests = new Map<string, { mtimeMs: number; manifest: SharedManifest | null }>();

/** A manifest file, parsed once per change; null when it is missing or not JSON. */
export function readManifest(file: string): SharedManifest | null {
  const stat = fs.statSync(file, { throwIfNoEntry: false });
  if (!stat) return null;
  const known = manifests.get(file);
  if (known?.mtimeMs === stat.mtimeMs) return known.manifest;
  let manifest: SharedManifest | null = null;
  try {
    const parsed: unknown = JSON.parse(fs.readFileSync(file, 'utf8'));
    if (typeof parsed === 'object' && parsed !== null) manifest = parsed as SharedManifest;
  } catch {
    manifest = null;
  }
  manifests.set(file, { mtimeMs: stat.mtimeMs, manifest });
  return manifest;
}

export const shellManifestFile = (root: string): string =>
  path.join(root, 'shell', 'dist', 'mf-manifest.json');

/**
 * The build folder of a registry entry served by this server: `/mf/<mf_x>/<dir>/…` →
 * `mf-<x>/dist/<dir>/` (the manifest, the remote's files and its server bundle); null for an entry on
 * another origin or outside that pattern.
 */
export function remoteEntryFolder(root: string, remote: string, entry: string): string | null {
  const prefix = `/mf/${remote}/`;
  if (!entry.startsWith(prefix)) return null;
  const dir = path.posix.dirname(entry.slice(prefix.length));
  if (dir === '.' || dir.split('/').some((part) => part === '..' || part === '')) return null;
  return path.join(root, remote.replace(/_/g, '-'), 'dist', dir);
}

/** The manifest file of a registry entry served by this server (`/mf/<mf_x>/<dir>/mf-manifest.json`). */
export function remoteManifestFile(root: string, remote: string, entry: string): string | null {
  if (!entry.endsWith('/mf-manifest.json')) return null;
  const folder = remoteEntryFolder(root, remote, entry);
  return folder ? path.join(folder, 'mf-manifest.json') : null;
}

/** What `GET /api/health` says about shared singletons. */
export interface SharedHealth {
  /** the shell's manifest was found (without it nothing can be checked) */
  shell: boolean;
  /** registered remotes whose current version needs more than the shell gives */
  incompatible: Array<{ remote: string; version: string | null } & SharedMismatch>;
  /** remotes whose manifest this server cannot read (another origin, a missing folder) */
  unchecked: string[];
}

/** The check for every remote of `registry` against the shell build under `root`. */
export function registryCompatibility(root: string, registry: NormalizedRegistry): SharedHealth {
  const shell = readManifest(shellManifestFile(root));
  const health: SharedHealth = { shell: shell !== null, incompatible: [], unchecked: [] };
  if (!shell) return health;
  for (const [remote, entry] of Object.entries(registry)) {
    const file = remoteManifestFile(root, remote, entry.entry);
    const manifest = file ? readManifest(file) : null;
    if (!manifest) {
      health.unchecked.push(remote);
      continue;
    }
    for (const mismatch of sharedMismatches(manifest, shell))
      health.incompatible.push({ remote, version: entry.version, ...mismatch });
  }
  return health;
}
