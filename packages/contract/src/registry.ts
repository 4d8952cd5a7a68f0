/**
 * The one schema of the remote registry (`/remotes.json`), read by the server (which validates a whole
 * REMOTES_FILE and never lets a bad one take effect) and by the shell (which registers the good entries
 * and reports each bad one). Written with `zod/mini` so the shell's first page pays ~2 KB, not full zod.
 *
 *   {
 *     "mf_seating": {
 *       "entry": "/mf/mf_seating/0.1.0-20261126T0500/mf-manifest.json",
 *       "version": "0.1.0-20261126T0500",
 *       "previous": { "entry": "/mf/mf_seating/0.1.0/mf-manifest.json", "version": "0.1.0" }
 *     },
 *     "mf_events": "/mf/mf_events/0.1.0/mf-manifest.json"
 *   }
 *
 * A value is a manifest URL (the short form) or `{ entry, version?, previous? }`; `previous` is the
 * last good version that the runtime loads when `entry` fails (runtime/fallback-plugin.ts). The whole
 * object may be wrapped as `{ "remotes": { … } }`. Names are Module Federation names (`mf_x`).
 */
import * as z from 'zod/mini';

export const REMOTE_NAME_PATTERN = /^mf_[a-z0-9_]{1,40}$/;

const url = z.string().check(z.minLength(1), z.maxLength(2000), z.regex(/^[^\s]+$/, 'a URL without spaces'));
const version = z.string().check(z.regex(/^[0-9A-Za-z][0-9A-Za-z._+-]{0,63}$/, 'a version like 0.1.0'));

export const RegistryVersionSchema = z.object({ entry: url, version: z.optional(version) });

export const RegistryEntrySchema = z.union([
  url,
  z.object({ entry: url, version: z.optional(version), previous: z.optional(RegistryVersionSchema) }),
]);

export type RegistryEntryInput = z.infer<typeof RegistryEntrySchema>;

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

function describe(error: z.core.$ZodError): string {
  return error.issues
    .map((issue) => {
      const where = issue.path.length > 0 ? `${issue.path.join('.')}: ` : '';
      return `${where}${issue.message}`;
    })
    .join('; ');
}

/** The object of remotes, unwrapped from `{ remotes: … }`; null when the JSON is not an object. */
function remotesObject(json: unknown): Record<string, unknown> | null {
  const source =
    json && typeof json === 'object' && !Array.isArray(json) && 'remotes' in json ? json.remotes : json;
  return source && typeof source === 'object' && !Array.isArray(source)
    ? (source as Record<string, unknown>)
    : null;
}

/**
 * Entry by entry: every valid remote, and one issue per invalid one (the shell registers the first
 * and reports the second; nothing is dropped silently).
 */
export function parseRegistryEntries(json: unknown): {
  registry: NormalizedRegistry;
  issues: RegistryIssue[];
} {
  const source = remotesObject(json);
  if (!source) {
    return {
      registry: {},
      issues: [
        { name: '', message: 'expected an object of remote name → manifest URL or { entry, previous }' },
      ],
    };
  }
  const registry: NormalizedRegistry = {};
  const issues: RegistryIssue[] = [];
  for (const [name, value] of Object.entries(source)) {
    if (!REMOTE_NAME_PATTERN.test(name)) {
      issues.push({ name, message: `"${name}" is not a remote name (mf_x)` });
      continue;
    }
    const parsed = RegistryEntrySchema.safeParse(value);
    if (parsed.success) registry[name] = normalizeEntry(parsed.data);
    else issues.push({ name, message: `${name}: ${describe(parsed.error)}` });
  }
  return { registry, issues };
}

/** All or nothing (the server): the normalised registry, or one message listing every problem. */
export function parseRegistryStrict(
  json: unknown,
): { ok: true; registry: NormalizedRegistry } | { ok: false; error: string } {
  const { registry, issues } = parseRegistryEntries(json);
  if (issues.length > 0) return { ok: false, error: issues.map((i) => i.message).join('; ') };
  if (Object.keys(registry).length === 0) return { ok: false, error: 'the registry lists no remote' };
  return { ok: true, registry };
}
