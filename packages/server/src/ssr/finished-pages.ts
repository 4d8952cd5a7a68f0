/**
 * A server-rendered public page, kept finished: the HTML as sent, its brotli and gzip forms and its
 * ETag, per cache key (URL, `quiz_city` cookie, public data version, the bundles and the shell's page),
 * so a repeat visit costs what a static file costs: a lookup, a conditional check and a write.
 *
 * - The response cache of the public answers too (../http/response-cache.ts), in memory: `If-None-Match`
 *   naming the ETag → 304 without a body; the body in the best encoding the request accepts (br, then
 *   gzip, a `q=0` refusing, else as is), with `Vary: Cookie, Accept-Encoding` (the city comes from a cookie).
 * - Pages are rendered for a visitor without a session (render-page.ts), so one copy serves everyone.
 * - Fresh for `SSR_CACHE_MS` (10 s), like the rendered frames, then sent (for up to 5 × that more) while
 *   one background render replaces it; requests missing together share one render. A change to public
 *   data is a new data version, so a new key at once.
 * - The key's URL is the rendered URL (render-page.ts `renderKey`: the path and only the query
 *   parameters the page reads), so unique query strings share one page; the store keeps at most 500
 *   pages and `FINISHED_PAGES_MAX_BYTES` of them (all three encodings counted).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { type EncodedBody, encodeBody, ResponseCache, sendEncoded } from '../http/response-cache';
import { memoryStore } from '../http/response-store';

export type FinishedPage = EncodedBody;

/** Compresses once, when the page is stored (brotli and the best gzip). */
export const finishPage = (status: number, html: string): Promise<FinishedPage> =>
  encodeBody(html, { status, br: true, best: true });

/** Sends a finished page: 304 when the client has it, else the body in the accepted encoding. */
export function sendFinished(request: FastifyRequest, reply: FastifyReply, page: FinishedPage): FastifyReply {
  reply
    .header('cache-control', 'no-cache')
    .header('vary', 'Cookie, Accept-Encoding')
    .type('text/html; charset=utf-8');
  return sendEncoded(request, reply, page);
}

/** Bytes of finished pages (identity, brotli and gzip together) one server keeps at most. */
export const FINISHED_PAGES_MAX_BYTES = 64 * 1024 * 1024;

const stores = new WeakMap<FastifyInstance, ResponseCache>();

/** The finished pages of `app` (null when pages are not kept: `ttl` 0). */
export function finishedPages(app: FastifyInstance, ttl: number): ResponseCache | null {
  if (ttl <= 0) return null;
  let store = stores.get(app);
  if (!store) {
    const bounds = { maxEntries: 500, maxBytes: FINISHED_PAGES_MAX_BYTES };
    store = new ResponseCache(memoryStore(bounds), { ttlMs: ttl, keepMs: 6 * ttl });
    stores.set(app, store);
  }
  return store;
}
