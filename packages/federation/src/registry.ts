/**
 * The remote registry in the browser: `/remotes.json` (schema: packages/contract/src/registry.ts, the same one the
 * server validates with). The shell reads it at start and registers each remote's current manifest on
 * its own federation instance, so a remote's URL changes without rebuilding the shell. Each remote's
 * `previous` version is kept for the fallback runtime plugin; each invalid entry is reported
 * (`console.error`, `window.__quiz.registryIssues`), and loading that remote then fails with the reason.
 *
 * The first load carries only the zod-free check of `@quiz/contract/registry-shape` (it accepts only what
 * the schema accepts); when anything fails it, the zod schema is loaded (a lazy chunk) and its verdict
 * and messages are taken. The server never serves a file the schema rejects, so that chunk is fetched
 * only when something between server and page is wrong (~6 KB gzip off every first load).
 */

import {
  checkRegistryShape,
  type NormalizedRegistry,
  REGISTRY_ELEMENT_ID,
  type RegistryIssue,
  type RegistryRemote,
} from '@quiz/contract/registry-shape';
import { recordRegistryIssue } from './debug';

export type RemoteRegistry = NormalizedRegistry;

/** The part of a federation instance the registry needs (the shell passes its own instance). */
export interface RegistryTarget {
  registerRemotes(remotes: Array<{ name: string; entry: string }>, options?: { force?: boolean }): void;
}

const STORE = Symbol.for('quiz.registry');
interface RegistryStore {
  /** the registered registry, with absolute URLs */
  remotes: NormalizedRegistry;
  /** remotes whose registry entry was invalid: name → reason */
  invalid: Record<string, string>;
}
type WithStore = typeof globalThis & { [STORE]?: RegistryStore };

/** What the page registered (shared by the registry loader and the fallback plugin of one page). */
export function registryStore(): RegistryStore {
  const g = globalThis as WithStore;
  g[STORE] ??= { remotes: {}, invalid: {} };
  return g[STORE];
}

/** The valid entries; reports each invalid one (never drops it silently). */
export async function parseRegistry(
  json: unknown,
): Promise<{ registry: RemoteRegistry; issues: RegistryIssue[] }> {
  const checked = checkRegistryShape(json);
  if (checked) return { registry: checked, issues: [] };
  const { parseRegistryEntries } = await import('@quiz/contract/registry');
  const result = parseRegistryEntries(json);
  for (const issue of result.issues) {
    recordRegistryIssue(issue);
    console.error(`[federation] remotes.json: ${issue.message}`);
  }
  return result;
}

/** Resolves a relative manifest URL against the registry's own URL. */
function absolute(entry: string, base: string): string {
  try {
    return new URL(entry, new URL(base, globalThis.location?.href ?? 'http://localhost/')).toString();
  } catch {
    return entry;
  }
}

function absoluteRemote(remote: RegistryRemote, base: string): RegistryRemote {
  return {
    entry: absolute(remote.entry, base),
    version: remote.version,
    previous: remote.previous ? { ...remote.previous, entry: absolute(remote.previous.entry, base) } : null,
  };
}

/** Registers a registry (as read: JSON of `/remotes.json` at `url`) and returns it with absolute URLs. */
export async function applyRegistry(
  json: unknown,
  url: string,
  target?: RegistryTarget,
): Promise<RemoteRegistry> {
  const { registry, issues } = await parseRegistry(json);
  const resolved: RemoteRegistry = Object.fromEntries(
    Object.entries(registry).map(([name, remote]) => [name, absoluteRemote(remote, url)]),
  );
  const store = registryStore();
  store.remotes = resolved;
  store.invalid = Object.fromEntries(issues.filter((i) => i.name).map((i) => [i.name, i.message]));
  if (target) {
    target.registerRemotes(Object.entries(resolved).map(([name, remote]) => ({ name, entry: remote.entry })));
  }
  return resolved;
}

export async function loadRemoteRegistry(
  url = '/remotes.json',
  target?: RegistryTarget,
  fetchImpl: typeof fetch = (input, init) => fetch(input, init),
): Promise<RemoteRegistry> {
  const response = await fetchImpl(url, { cache: 'no-store', headers: { Accept: 'application/json' } });
  if (!response.ok) throw new Error(`remotes.json: HTTP ${response.status}`);
  return applyRegistry(await response.json(), url, target);
}

/**
 * The registry the server wrote into this page (`REGISTRY_ELEMENT_ID`), taken once: the element is
 * removed, so a later read (a retry after a failed load) asks `/remotes.json`. Undefined when the page
 * has none (a server-rendered page, the dev server) or it does not parse.
 */
export function takePageRegistry(doc: Document | undefined = globalThis.document): unknown {
  const element = doc?.getElementById(REGISTRY_ELEMENT_ID);
  if (!element) return undefined;
  element.remove();
  try {
    return JSON.parse(element.textContent ?? '') as unknown;
  } catch {
    return undefined;
  }
}
