/**
 * A server-rendered public page, kept finished: the HTML as sent, its brotli and gzip forms and its
 * ETag, per cache key (URL, `quiz_city` cookie, public data version, the bundles and the shell's page),
 * so a repeat visit costs what a static file costs: a lookup, a conditional check and a write.
 *
 * - `If-None-Match` naming the ETag → 304 without a body.
 * - The body goes out in the best encoding the request accepts (br, then gzip, else as is), with
 *   `Vary: Cookie, Accept-Encoding` (the city comes from a cookie).
 * - Pages are rendered for a visitor without a session (render-page.ts), so one copy serves everyone.
 * - Fresh for `SSR_CACHE_MS` (10 s), like the rendered frames, then sent while one background render
 *   replaces it; requests missing together share one render. A change to public data is a new data
 *   version, so a new key at once.
 * - The key's URL is the rendered URL (render-page.ts `renderKey`: the path and only the query
 *   parameters the page reads), so unique query strings share one page; the store keeps at most 500
 *   pages and `FINISHED_PAGES_MAX_BYTES` of them (all three encodings counted).
 */
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import { matchesEtag } from '../http/public-cache';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

export interface FinishedPage {
  status: number;
  etag: string;
  identity: Buffer;
  br: Buffer;
  gzip: Buffer;
}

/** Compresses once, when the page is stored (brotli quality 9: most of 11's gain for a fraction of its time). */
export async function finishPage(status: number, html: string): Promise<FinishedPage> {
  const identity = Buffer.from(html, 'utf8');
  const [br, gz] = await Promise.all([
    brotli(identity, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: 9,
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: identity.length,
      },
    }),
    gzip(identity, { level: 9 }),
  ]);
  const etag = `"${createHash('sha1').update(identity).digest('base64url')}"`;
  return { status, etag, identity, br, gzip: gz };
}

/** The encoding to send: br, then gzip, when the request accepts it (a `q=0` refuses). */
export function pickEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | null {
  if (!acceptEncoding) return null;
  const accepted = new Set<string>();
  for (const part of acceptEncoding.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (q && Number(q.slice(2)) === 0) continue;
    accepted.add(name.trim());
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip') || accepted.has('*')) return 'gzip';
  return null;
}

/** Sends a finished page: 304 when the client has it, else the body in the accepted encoding. */
export function sendFinished(request: FastifyRequest, reply: FastifyReply, page: FinishedPage): FastifyReply {
  reply
    .header('cache-control', 'no-cache')
    .header('vary', 'Cookie, Accept-Encoding')
    .header('etag', page.etag)
    .type('text/html; charset=utf-8');
  if (matchesEtag(request.headers['if-none-match'], page.etag)) return reply.status(304).send();
  const encoding = pickEncoding(request.headers['accept-encoding']);
  reply.status(page.status);
  if (encoding) reply.header('content-encoding', encoding);
  return reply.send(encoding === 'br' ? page.br : encoding === 'gzip' ? page.gzip : page.identity);
}

/** Bytes of finished pages (identity, brotli and gzip together) one server keeps at most. */
export const FINISHED_PAGES_MAX_BYTES = 64 * 1024 * 1024;

interface Stored {
  page: FinishedPage;
  /** after this, the page is still sent while one render makes its successor */
  freshUntil: number;
}

/**
 * The finished pages of one server. A key's page is fresh for `ttl`; after that it is still sent (for up
 * to 5 × `ttl` more) while one render in the background replaces it, so a busy page never waits for a
 * render. Requests that miss at the same time share one render (no stampede under load).
 */
export class FinishedPageStore {
  private readonly cache: LRUCache<string, Stored>;
  private readonly rendering = new Map<string, Promise<FinishedPage | null>>();

  constructor(
    private readonly ttl: number,
    maxBytes = FINISHED_PAGES_MAX_BYTES,
  ) {
    this.cache = new LRUCache({
      max: 500,
      ttl: ttl * 6,
      maxSize: maxBytes,
      sizeCalculation: ({ page }) => Math.max(1, page.identity.length + page.br.length + page.gzip.length),
    });
  }

  /**
   * The page of `key`: from the store (refreshed in the background once stale), else `render`'s, shared
   * by every request for the key meanwhile; null when `render` made none (the caller sends the plain page).
   */
  async get(
    key: string,
    render: () => Promise<FinishedPage | null>,
    onError: (error: unknown) => void,
  ): Promise<FinishedPage | null> {
    const stored = this.cache.get(key);
    if (stored) {
      if (stored.freshUntil <= Date.now()) this.run(key, render).catch(onError);
      return stored.page;
    }
    return this.run(key, render);
  }

  private run(key: string, render: () => Promise<FinishedPage | null>): Promise<FinishedPage | null> {
    const running = this.rendering.get(key);
    if (running) return running;
    const promise = render()
      .then((page) => {
        if (page) this.cache.set(key, { page, freshUntil: Date.now() + this.ttl });
        return page;
      })
      .finally(() => this.rendering.delete(key));
    this.rendering.set(key, promise);
    return promise;
  }
}

const stores = new WeakMap<FastifyInstance, FinishedPageStore>();

/** The finished pages of `app` (null when pages are not kept: `ttl` 0). */
export function finishedPages(app: FastifyInstance, ttl: number): FinishedPageStore | null {
  if (ttl <= 0) return null;
  let store = stores.get(app);
  if (!store) {
    store = new FinishedPageStore(ttl);
    stores.set(app, store);
  }
  return store;
}
