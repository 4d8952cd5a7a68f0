/**
 * The remote registry served as `/remotes.json` and reported by `GET /api/health`.
 *
 * - Without a registry file (or while it does not exist) the registry is computed at start from the
 *   builds: `mf-<x>/dist/<version>/mf-manifest.json`, version from mf-<x>/package.json, falling back to
 *   the newest folder holding a manifest.
 * - With a file (REMOTES_FILE, default `<DATA_DIR>/remotes.json`, written by `pnpm release`), it is
 *   re-read whenever it changes, so a remote is released or rolled back without a restart or a shell
 *   rebuild. It is validated as a whole with the registry schema the shell uses
 *   (@quiz/contract/registry): a file that does not parse or has one bad entry never takes
 *   effect — the last good registry stays served, the error is logged once and reported on
 *   /api/health until a good file replaces it.
 */
import fs from 'node:fs';
import path from 'node:path';
import {
  type NormalizedRegistry,
  parseRegistryStrict,
  type RegistryEntryInput,
} from '@quiz/contract/registry';
import type { FastifyBaseLogger } from 'fastify';

/** Remote folder `mf-events` → federation name `mf_events`. */
export const remoteName = (folder: string): string => folder.replace(/-/g, '_');

function readVersion(dir: string): string | null {
  try {
    const pkg: unknown = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8'));
    return typeof pkg === 'object' && pkg !== null && 'version' in pkg && typeof pkg.version === 'string'
      ? pkg.version
      : null;
  } catch {
    return null;
  }
}

/** The remote folders of the repository that have a dist/ folder. */
export function remoteFolders(root: string): string[] {
  if (!fs.existsSync(root)) return [];
  return fs
    .readdirSync(root, { withFileTypes: true })
    .filter(
      (d) =>
        d.isDirectory() && /^mf-[a-z0-9-]+$/.test(d.name) && fs.existsSync(path.join(root, d.name, 'dist')),
    )
    .map((d) => d.name)
    .sort();
}

/** Remote name → manifest URL, computed from the dist folders (see the module comment). */
export function computeRegistry(root: string): Record<string, string> {
  const registry: Record<string, string> = {};
  for (const folder of remoteFolders(root)) {
    const dist = path.join(root, folder, 'dist');
    const name = remoteName(folder);
    const version = readVersion(path.join(root, folder));
    if (version && fs.existsSync(path.join(dist, version, 'mf-manifest.json'))) {
      registry[name] = `/mf/${name}/${version}/mf-manifest.json`;
      continue;
    }
    const candidates = fs
      .readdirSync(dist, { withFileTypes: true })
      .filter((d) => d.isDirectory() && fs.existsSync(path.join(dist, d.name, 'mf-manifest.json')))
      .map((d) => ({ name: d.name, mtime: fs.statSync(path.join(dist, d.name, 'mf-manifest.json')).mtimeMs }))
      .sort((a, b) => b.mtime - a.mtime);
    const newest = candidates[0];
    if (newest) registry[name] = `/mf/${name}/${newest.name}/mf-manifest.json`;
    else if (fs.existsSync(path.join(dist, 'mf-manifest.json')))
      registry[name] = `/mf/${name}/mf-manifest.json`;
  }
  return registry;
}

/** The registry as served: `{ entry, version?, previous? }` per remote (no nulls on the wire). */
export function toWire(registry: NormalizedRegistry): Record<string, RegistryEntryInput> {
  return Object.fromEntries(
    Object.entries(registry).map(([name, r]) => [
      name,
      {
        entry: r.entry,
        ...(r.version ? { version: r.version } : {}),
        ...(r.previous
          ? {
              previous: {
                entry: r.previous.entry,
                ...(r.previous.version ? { version: r.previous.version } : {}),
              },
            }
          : {}),
      },
    ]),
  );
}

export interface RegistryHealth {
  status: 'ok' | 'degraded';
  registry: {
    /** where the served registry came from */
    source: 'file' | 'computed';
    /** the registry file's name (REMOTES_FILE), if one is configured */
    file: string | null;
    /** why the registry file is not in effect (it does not parse or an entry is invalid), or null */
    error: string | null;
    /** when the served registry was read */
    loadedAt: string;
  };
  remotes: Record<string, { version: string | null; entry: string; previous: string | null }>;
}

export class RegistryHolder {
  private registry: NormalizedRegistry;
  private source: 'file' | 'computed' = 'computed';
  private error: string | null = null;
  private loadedAt = new Date();
  /** mtime + size of the file last read (good or bad), so it is parsed once per change */
  private seen: string | null = null;
  private readonly computed: NormalizedRegistry;

  constructor(
    root: string,
    private readonly file: string | undefined,
    private readonly log?: FastifyBaseLogger,
  ) {
    const parsed = parseRegistryStrict(computeRegistry(root));
    this.computed = parsed.ok ? parsed.registry : {};
    this.registry = this.computed;
    this.refresh();
  }

  /** Re-reads the file when it changed; keeps the last good registry when it is bad. */
  refresh(): void {
    if (!this.file) return;
    let stat: fs.Stats;
    try {
      stat = fs.statSync(this.file);
    } catch {
      // no file (yet): the computed registry, or the last good file's until a new one appears
      if (this.seen !== 'missing' && this.source === 'computed') this.error = null;
      this.seen = 'missing';
      return;
    }
    const key = `${stat.mtimeMs}:${stat.size}`;
    if (key === this.seen) return;
    this.seen = key;
    let json: unknown;
    try {
      json = JSON.parse(fs.readFileSync(this.file, 'utf8'));
    } catch (error) {
      this.reject(`not valid JSON: ${error instanceof Error ? error.message : String(error)}`);
      return;
    }
    const parsed = parseRegistryStrict(json);
    if (!parsed.ok) {
      this.reject(parsed.error);
      return;
    }
    this.registry = parsed.registry;
    this.source = 'file';
    this.error = null;
    this.loadedAt = new Date();
    this.log?.info({ file: this.file, remotes: Object.keys(parsed.registry) }, 'remote registry loaded');
  }

  private reject(reason: string): void {
    this.error = `${path.basename(this.file ?? '')}: ${reason}`;
    this.log?.error(
      { file: this.file, reason },
      `remote registry file rejected; still serving the last good registry (${this.source})`,
    );
  }

  current(): NormalizedRegistry {
    this.refresh();
    return this.registry;
  }

  health(): RegistryHealth {
    this.refresh();
    return {
      status: this.error ? 'degraded' : 'ok',
      registry: {
        source: this.source,
        file: this.file ? path.basename(this.file) : null,
        error: this.error,
        loadedAt: this.loadedAt.toISOString(),
      },
      remotes: Object.fromEntries(
        Object.entries(this.registry).map(([name, r]) => [
          name,
          { version: r.version, entry: r.entry, previous: r.previous?.version ?? r.previous?.entry ?? null },
        ]),
      ),
    };
  }
}
