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
 * - With a database (`database` option: what server.ts passes on PostgreSQL), the newest row of
 *   `remote_registry` (registry-store.ts, written by `pnpm release` with a PostgreSQL DATABASE_URL) wins
 *   over the file: every replica polls it (`pollMs`, default 250 ms), so a release reaches all of them
 *   within a second. A row that fails the schema never takes effect either. While the table is empty
 *   the file / computed registry is served as above.
 */
import fs from 'node:fs';
import path from 'node:path';
import {
  type NormalizedRegistry,
  parseRegistryStrict,
  type RegistryEntryInput,
} from '@quiz/contract/registry';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from './db';
import { latestRegistryId, parseStored, readLatestRegistry } from './registry-store';

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

const wireEntry = (e: { entry: string; version: string | null }) => ({
  entry: e.entry,
  ...(e.version ? { version: e.version } : {}),
});

/** The registry as served: `{ entry, version?, previous? }` per remote (no nulls on the wire). */
export function toWire(registry: NormalizedRegistry): Record<string, RegistryEntryInput> {
  return Object.fromEntries(
    Object.entries(registry).map(([name, r]) => [
      name,
      { ...wireEntry(r), ...(r.previous ? { previous: wireEntry(r.previous) } : {}) },
    ]),
  );
}

export interface RegistryHealth {
  status: 'ok' | 'degraded';
  registry: {
    /** where the served registry came from */
    source: 'file' | 'computed' | 'database';
    /** the registry file's name (REMOTES_FILE), if one is configured */
    file: string | null;
    /** why the registry file is not in effect (it does not parse or an entry is invalid), or null */
    error: string | null;
    /** when the served registry was read */
    loadedAt: string;
  };
  remotes: Record<string, { version: string | null; entry: string; previous: string | null }>;
}

/** The registry in the database (registry-store.ts), polled for changes. */
export interface RegistryDatabase {
  db: Db;
  /** how often the newest row's id is read (default 250 ms) */
  pollMs?: number;
  /** runs before a new registry is served (static.ts loads its server bundles, so the first render is quick) */
  prepare?: (registry: NormalizedRegistry) => Promise<void>;
}

export class RegistryHolder {
  private registry: NormalizedRegistry;
  private source: 'file' | 'computed' | 'database' = 'computed';
  /** the last good registry read from the database, which wins over the file */
  private fromDatabase: NormalizedRegistry | null = null;
  /** the id of the database row last read (good or bad), so it is parsed once */
  private seenRow: number | null = null;
  private pollTimer: NodeJS.Timeout | null = null;
  private pollFailing = false;
  private error: string | null = null;
  private loadedAt = new Date();
  /** mtime + size of the file last read (good or bad), so it is parsed once per change */
  private seen: string | null = null;
  /** when the file was last looked at (with `fileCheckMs`) */
  private fileCheckedAt = 0;
  private readonly computed: NormalizedRegistry;

  constructor(
    root: string,
    private readonly file: string | undefined,
    private readonly log?: FastifyBaseLogger,
    private readonly database?: RegistryDatabase,
  ) {
    const parsed = parseRegistryStrict(computeRegistry(root));
    this.computed = parsed.ok ? parsed.registry : {};
    this.registry = this.computed;
    this.refresh();
  }

  /** With a database: reads its registry now, then polls it until stop(). */
  async start(): Promise<void> {
    if (!this.database || this.pollTimer) return;
    await this.poll();
    const tick = () => {
      this.poll().finally(() => {
        if (this.pollTimer) this.pollTimer = setTimeout(tick, this.database?.pollMs ?? 250).unref();
      });
    };
    this.pollTimer = setTimeout(tick, this.database.pollMs ?? 250).unref();
  }

  stop(): void {
    if (this.pollTimer) clearTimeout(this.pollTimer);
    this.pollTimer = null;
  }

  /** Reads the newest database row when its id changed; keeps the last good registry when it is bad. */
  async poll(): Promise<void> {
    if (!this.database) return;
    const { db } = this.database;
    try {
      const id = await latestRegistryId(db);
      this.pollFailing = false;
      if (id === null || id === this.seenRow) return;
      const stored = await readLatestRegistry(db);
      if (!stored) return;
      this.seenRow = stored.id;
      const parsed = parseStored(stored);
      if (!parsed.ok) {
        this.error = `remote_registry ${stored.id}: ${parsed.error}`;
        this.log?.error(
          { row: stored.id, reason: parsed.error },
          `remote registry row rejected; still serving the last good registry (${this.source})`,
        );
        return;
      }
      try {
        await this.database.prepare?.(parsed.registry);
      } catch (error) {
        this.log?.warn({ err: error }, 'remote registry: preparing the new registry failed');
      }
      this.fromDatabase = parsed.registry;
      this.serve(parsed.registry, 'database');
      this.log?.info({ row: stored.id, action: stored.action }, 'remote registry loaded from the database');
    } catch (error) {
      // the database is away: keep serving what we have, say so once
      if (!this.pollFailing) this.log?.warn({ err: error }, 'remote registry: database poll failed');
      this.pollFailing = true;
    }
  }

  /** Re-reads the file when it changed; keeps the last good registry when it is bad. */
  refresh(maxAgeMs = 0): void {
    if (!this.file || this.fromDatabase) return;
    const now = Date.now();
    if (maxAgeMs > 0 && now - this.fileCheckedAt < maxAgeMs) return;
    this.fileCheckedAt = now;
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
    this.serve(parsed.registry, 'file');
    this.log?.info({ file: this.file, remotes: Object.keys(parsed.registry) }, 'remote registry loaded');
  }

  private serve(registry: NormalizedRegistry, source: 'file' | 'database'): void {
    this.registry = registry;
    this.source = source;
    this.error = null;
    this.loadedAt = new Date();
  }

  private reject(reason: string): void {
    this.error = `${path.basename(this.file ?? '')}: ${reason}`;
    this.log?.error(
      { file: this.file, reason },
      `remote registry file rejected; still serving the last good registry (${this.source})`,
    );
  }

  /**
   * The registry now; `maxAgeMs` > 0 lets a file looked at less than that long ago stand (a served page
   * reads the registry, and a `stat` per request was a tenth of a cached page's cost).
   */
  current(maxAgeMs = 0): NormalizedRegistry {
    this.refresh(maxAgeMs);
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
