/**
 * The venue embed's stable address, `GET /embed/preorder.js` (mf-preorder README "Venue embed"): a
 * venue pastes it once and follows every release and rollback of mf_preorder without editing its page.
 *
 * It answers a tiny script, written from the registry's current entry of mf_preorder at the time of the
 * request: it adds the current version's immutable `embed.js` (`/mf/mf_preorder/<version>/embed.js`,
 * beside that version's `mf-manifest.json`) to the page, and when that fails to load, the registry's
 * `previous` version's — the fallback the site's runtime makes for a remote. Addresses are resolved
 * against the loader's own URL, so the site's origin is wherever the venue loaded it from.
 *
 * Cached briefly (`public, max-age=60`: a venue's visitors pick a release up within a minute) with an
 * ETag of its content (a revalidation that finds no change is a 304). The registry is read only through
 * its holder's `current()`, so the loader follows whatever backs the registry.
 */
import { createHash } from 'node:crypto';
import type { NormalizedRegistry } from '@quiz/contract/registry';
import type { FastifyInstance } from 'fastify';

export const EMBED_LOADER_PATH = '/embed/preorder.js';
export const EMBED_LOADER_CACHE = 'public, max-age=60';
const REMOTE = 'mf_preorder';

/** A version's embed bundle: `embed.js` beside its manifest (relative entries stay relative). */
export function embedBundleUrl(manifestEntry: string): string | null {
  return /mf-manifest\.json$/.test(manifestEntry)
    ? manifestEntry.replace(/mf-manifest\.json$/, 'embed.js')
    : null;
}

/** The embed bundles to try, in order: the current version's, then the previous one's. */
export function embedCandidates(registry: NormalizedRegistry): string[] {
  const entry = registry[REMOTE];
  if (!entry) return [];
  const urls = [embedBundleUrl(entry.entry), entry.previous ? embedBundleUrl(entry.previous.entry) : null];
  return [...new Set(urls.filter((url): url is string => url !== null))];
}

/**
 * The loader's source. Each candidate is added as a script (classic, async: `embed.js` finds its own
 * address through `document.currentScript`); an error event moves on to the next one.
 */
export function embedLoaderSource(candidates: readonly string[]): string {
  return `/* quiz preorder embed loader: ${candidates.join(' → ')} */
(function () {
  var self = document.currentScript;
  var base = self && self.src ? self.src : location.href;
  var urls = ${JSON.stringify(candidates)};
  function load(i) {
    if (i >= urls.length) {
      console.error('[quiz preorder embed] could not load ' + urls.join(', '));
      return;
    }
    var script = document.createElement('script');
    script.src = new URL(urls[i], base).href;
    script.async = true;
    script.onerror = function () {
      script.remove();
      load(i + 1);
    };
    (document.head || document.documentElement).appendChild(script);
  }
  load(0);
})();
`;
}

/** Registers `GET /embed/preorder.js` over `registry` (the holder's `current()`). */
export function registerEmbedLoader(
  app: FastifyInstance,
  registry: { current(): NormalizedRegistry | Promise<NormalizedRegistry> },
): void {
  app.get(EMBED_LOADER_PATH, { schema: { hide: true } }, async (request, reply) => {
    const candidates = embedCandidates(await registry.current());
    reply.header('access-control-allow-origin', '*');
    if (candidates.length === 0) {
      return reply
        .status(404)
        .header('cache-control', 'no-cache')
        .type('application/javascript; charset=utf-8')
        .send(`console.error('[quiz preorder embed] ${REMOTE} is not deployed');\n`);
    }
    const source = embedLoaderSource(candidates);
    const etag = `"${createHash('sha256').update(source).digest('base64url').slice(0, 22)}"`;
    reply
      .header('cache-control', EMBED_LOADER_CACHE)
      .header('etag', etag)
      .type('application/javascript; charset=utf-8');
    if (request.headers['if-none-match'] === etag) return reply.status(304).send();
    return reply.send(source);
  });
}
