/**
 * The one schema of the remote registry (`/remotes.json`), read by the server (which validates a whole
 * REMOTES_FILE and never lets a bad one take effect) and by the shell (which registers the good entries
 * and reports each bad one). Written with `zod/mini`; the zod-free half (./registry-shape.ts) is what the shell's first load carries.
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
import {
  NOT_AN_OBJECT,
  type NormalizedRegistry,
  normalizeEntry,
  REMOTE_NAME_PATTERN,
  type RegistryIssue,
  remotesObject,
  URL_MAX,
  URL_PATTERN,
  VERSION_PATTERN,
} from './registry-shape';

export * from './registry-shape';

const url = z
  .string()
  .check(z.minLength(1), z.maxLength(URL_MAX), z.regex(URL_PATTERN, 'a URL without spaces'));
const version = z.string().check(z.regex(VERSION_PATTERN, 'a version like 0.1.0'));

export const RegistryVersionSchema = z.object({ entry: url, version: z.optional(version) });

export const RegistryEntrySchema = z.union([
  url,
  z.object({ entry: url, version: z.optional(version), previous: z.optional(RegistryVersionSchema) }),
]);

function describe(error: z.core.$ZodError): string {
  return error.issues
    .map((issue) => {
      const where = issue.path.length > 0 ? `${issue.path.join('.')}: ` : '';
      return `${where}${issue.message}`;
    })
    .join('; ');
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
      issues: [{ name: '', message: NOT_AN_OBJECT }],
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
