/**
 * The remote registry: `/remotes.json` maps a remote name to its manifest URL, e.g.
 *   { "mf_events": "/mf/mf_events/0.1.0/mf-manifest.json", … }
 * (an object `{ "remotes": { … } }` is accepted too). The shell reads it at start and registers the
 * remotes on its own federation instance, so a remote's URL changes without rebuilding the shell.
 */
export type RemoteRegistry = Record<string, string>;

/** The part of a federation instance the registry needs (the shell passes its own instance). */
export interface RegistryTarget {
  registerRemotes(remotes: Array<{ name: string; entry: string }>, options?: { force?: boolean }): void;
}

export function parseRegistry(json: unknown): RemoteRegistry {
  const source =
    json && typeof json === 'object' && 'remotes' in json && typeof json.remotes === 'object'
      ? (json.remotes as unknown)
      : json;
  if (!source || typeof source !== 'object' || Array.isArray(source)) {
    throw new Error('remotes.json: expected an object of remote name → manifest URL');
  }
  const registry: RemoteRegistry = {};
  for (const [name, value] of Object.entries(source as Record<string, unknown>)) {
    const entry = typeof value === 'string' ? value : (value as { entry?: unknown } | null)?.entry;
    if (typeof entry === 'string' && entry.length > 0) registry[name] = entry;
  }
  return registry;
}

/** Resolves a relative manifest URL against the registry's own URL. */
function absolute(entry: string, base: string): string {
  try {
    return new URL(entry, new URL(base, globalThis.location?.href ?? 'http://localhost/')).toString();
  } catch {
    return entry;
  }
}

export async function loadRemoteRegistry(
  url = '/remotes.json',
  target?: RegistryTarget,
  fetchImpl: typeof fetch = (input, init) => fetch(input, init),
): Promise<RemoteRegistry> {
  const response = await fetchImpl(url, { cache: 'no-store', headers: { Accept: 'application/json' } });
  if (!response.ok) throw new Error(`remotes.json: HTTP ${response.status}`);
  const registry = parseRegistry(await response.json());
  if (target) {
    target.registerRemotes(
      Object.entries(registry).map(([name, entry]) => ({ name, entry: absolute(entry, url) })),
    );
  }
  return registry;
}
