/**
 * `@quiz/contract/registry-shape`: the zod-free half of the registry schema (./registry.ts), for the
 * shell's first load. It holds the rules both halves use (names, URL and version patterns, the
 * normalised form) and `checkRegistryShape`, a plain check that accepts only what the zod schema
 * accepts. The shell takes its answer when every entry passes; on anything else it loads the zod
 * schema (a lazy chunk) and takes that schema's verdict and messages. The server validates a registry
 * file with the zod schema before serving it, so the plain check is the everyday path and the schema
 * the authority: a unit test runs both over generated registries and requires the same result.
 */

/**
 * The registry a page the browser renders itself arrives with: `<script type="application/json"
 * id="quiz-registry">`, what `/remotes.json` says at that moment. The shell takes it instead of fetching
 * `/remotes.json`, one round trip less before the screen's remote can load.
 */
export const REGISTRY_ELEMENT_ID = 'quiz-registry';

export const REMOTE_NAME_PATTERN = /^mf_[a-z0-9_]{1,40}$/;
/** A manifest URL: 1–2000 characters, no whitespace. */
export const URL_PATTERN = /^[^\s]+$/;
export const URL_MAX = 2000;
/** A version folder name like `0.1.0` or `0.1.0-20261126T0500`. */
export const VERSION_PATTERN = /^[0-9A-Za-z][0-9A-Za-z._+-]{0,63}$/;

/** A registry value as written: a manifest URL, or `{ entry, version?, previous?: { entry, version? } }`. */
export type RegistryEntryInput =
  | string
  | {
      entry: string;
      version?: string | undefined;
      previous?: { entry: string; version?: string | undefined } | undefined;
    };

/** One remote's place in the registry, normalised. */
export interface RegistryVersion {
  entry: string;
  /** from the entry, else from a `/<name>/<version>/mf-manifest.json` URL, else null */
  version: string | null;
}
export interface RegistryRemote extends RegistryVersion {
  previous: RegistryVersion | null;
}
export type NormalizedRegistry = Record<string, RegistryRemote>;

export interface RegistryIssue {
  /** the remote's key, or '' for the file as a whole */
  name: string;
  message: string;
}

/** `/mf/mf_seating/0.1.0/mf-manifest.json` → '0.1.0'. */
export function versionFromEntry(entry: string): string | null {
  const match = /\/([0-9A-Za-z][0-9A-Za-z._+-]{0,63})\/mf-manifest\.json(?:[?#].*)?$/.exec(entry);
  return match?.[1] && /\d/.test(match[1]) ? match[1] : null;
}

function normalizeVersion(value: { entry: string; version?: string | undefined }): RegistryVersion {
  return { entry: value.entry, version: value.version ?? versionFromEntry(value.entry) };
}

export function normalizeEntry(value: RegistryEntryInput): RegistryRemote {
  if (typeof value === 'string') return { ...normalizeVersion({ entry: value }), previous: null };
  return { ...normalizeVersion(value), previous: value.previous ? normalizeVersion(value.previous) : null };
}

/** The object of remotes, unwrapped from `{ remotes: … }`; null when the JSON is not an object. */
export function remotesObject(json: unknown): Record<string, unknown> | null {
  const source =
    json && typeof json === 'object' && !Array.isArray(json) && 'remotes' in json ? json.remotes : json;
  return source && typeof source === 'object' && !Array.isArray(source)
    ? (source as Record<string, unknown>)
    : null;
}

export const NOT_AN_OBJECT = 'expected an object of remote name → manifest URL or { entry, previous }';

const isUrl = (value: unknown): value is string =>
  typeof value === 'string' && value.length >= 1 && value.length <= URL_MAX && URL_PATTERN.test(value);
const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const optionalVersion = (value: unknown) =>
  value === undefined || (typeof value === 'string' && VERSION_PATTERN.test(value));
const isVersionObject = (value: unknown): boolean =>
  isPlainObject(value) && isUrl(value.entry) && optionalVersion(value.version);

/** True only for a value the zod schema (RegistryEntrySchema) accepts. */
export function isRegistryEntry(value: unknown): value is RegistryEntryInput {
  if (isUrl(value)) return true;
  return (
    isPlainObject(value) &&
    isUrl(value.entry) &&
    optionalVersion(value.version) &&
    (value.previous === undefined || isVersionObject(value.previous))
  );
}

/**
 * The registry when every name and entry passes the plain check (the normalised registry, as the zod
 * schema gives it), else null: then ask the zod schema (`parseRegistryEntries` of ./registry.ts) for the
 * verdict and the messages.
 */
export function checkRegistryShape(json: unknown): NormalizedRegistry | null {
  const source = remotesObject(json);
  if (!source) return null;
  const registry: NormalizedRegistry = {};
  for (const [name, value] of Object.entries(source)) {
    if (!REMOTE_NAME_PATTERN.test(name) || !isRegistryEntry(value)) return null;
    registry[name] = normalizeEntry(
      typeof value === 'string'
        ? value
        : {
            entry: value.entry,
            version: value.version,
            previous: value.previous
              ? { entry: value.previous.entry, version: value.previous.version }
              : undefined,
          },
    );
  }
  return registry;
}
