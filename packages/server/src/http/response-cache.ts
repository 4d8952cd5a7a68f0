/**
 * The one response cache under both caches of whole answers: the public API answers (./public-cache.ts)
 * and the server-rendered pages (../ssr/finished-pages.ts).
 *
 * - An entry is a body encoded once (`encodeBody`: as is, gzip and, for pages, brotli) with its status
 *   and ETag, so a repeat costs a lookup, a conditional check and a write.
 * - Store (./response-store.ts): memory or Redis, bounded by the cache's own caps.
 * - Stale-while-revalidate: an entry is fresh for `ttlMs`, then still sent (until `keepMs`) while one
 *   computation replaces it. Single flight: requests that miss together share one computation.
 *   `get(key, compute)` does both for a computation that runs on its own (a page render); a cache whose
 *   computation is the request's own handler (the API answers) uses `peek`, `pending` and `claim`.
 * - Encoding (`negotiateEncoding`, `sendEncoded`): the one reading of `Accept-Encoding` — the codings the
 *   entry has, br before gzip, a `q=0` refuses its coding (`*` stands for the codings not named), and
 *   the body as is when none is accepted.
 */
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Found, Store } from './response-store';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

export interface EncodedBody {
  readonly status: number;
  readonly etag: string;
  /** the body, UTF-8 encoded once */
  readonly identity: Buffer;
  readonly gzip: Buffer;
  /** brotli, when the cache keeps it (pages) */
  readonly br: Buffer | null;
}

type Encoding = 'br' | 'gzip';

const etagOf = (body: Buffer | string): string => `"${createHash('sha1').update(body).digest('base64url')}"`;

/**
 * Encodes a body once, when it is stored: gzip (level 6, or 9 with `best`) and, with `br`, brotli
 * (quality 9: most of 11's gain for a fraction of its time).
 */
export async function encodeBody(
  text: string,
  options: { status?: number; br: boolean; best?: boolean },
): Promise<EncodedBody> {
  const identity = Buffer.from(text, 'utf8');
  const brotliParams = {
    [zlib.constants.BROTLI_PARAM_QUALITY]: 9,
    [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
    [zlib.constants.BROTLI_PARAM_SIZE_HINT]: identity.length,
  };
  const [gz, br] = await Promise.all([
    gzip(identity, { level: options.best ? 9 : 6 }),
    options.br ? brotli(identity, { params: brotliParams }) : null,
  ]);
  return { status: options.status ?? 200, etag: etagOf(identity), identity, gzip: gz, br };
}

/**
 * The coding to send of those `offered` (in the server's order of preference), as `Accept-Encoding`
 * allows: a coding named with `q=0` is refused, one not named is accepted only through `*` (with its
 * q); null: send the body as is.
 */
export function negotiateEncoding(header: string | undefined, offered: readonly Encoding[]): Encoding | null {
  if (!header) return null;
  const weights = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.split(';').map((p) => p.trim().toLowerCase());
    const q = params.find((p) => /^q\s*=/.test(p));
    const weight = q === undefined ? 1 : Number(q.replace(/^q\s*=\s*/, ''));
    if (name) weights.set(name, Number.isFinite(weight) ? weight : 0);
  }
  return offered.find((coding) => (weights.get(coding) ?? weights.get('*') ?? 0) > 0) ?? null;
}

/** Does `If-None-Match` name `etag` (weak or strong, a list, or `*`)? */
export function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((tag) => {
    const t = tag.trim();
    return t === '*' || t === etag || t === `W/${etag}`;
  });
}

/** The bytes of `entry` this request takes (its `content-encoding` set on the reply). */
export function encodedFor(request: FastifyRequest, reply: FastifyReply, entry: EncodedBody): Buffer {
  const offered: Encoding[] = entry.br ? ['br', 'gzip'] : ['gzip'];
  const coding = negotiateEncoding(request.headers['accept-encoding'], offered);
  if (coding) reply.header('content-encoding', coding);
  return coding === 'br' && entry.br ? entry.br : coding === 'gzip' ? entry.gzip : entry.identity;
}

/** Sends `entry` with its ETag: 304 when the client has it, else its status and accepted encoding. */
export function sendEncoded(request: FastifyRequest, reply: FastifyReply, entry: EncodedBody): FastifyReply {
  reply.header('etag', entry.etag);
  if (matchesEtag(request.headers['if-none-match'], entry.etag)) return reply.code(304).send();
  return reply.code(entry.status).send(encodedFor(request, reply, entry));
}

export interface ResponseCacheOptions {
  /** how long an entry is fresh */
  readonly ttlMs: number;
  /** how long it is kept in all: sent stale while one computation replaces it (default 2 × ttlMs) */
  readonly keepMs?: number;
}

type Compute = () => Promise<EncodedBody | null>;

export class ResponseCache {
  private readonly flights = new Map<string, Promise<EncodedBody | null>>();

  constructor(
    private readonly store: Store,
    private readonly options: ResponseCacheOptions,
  ) {}

  /**
   * The entry of `key`: a fresh one; a stale one at once while one background computation replaces it;
   * else `compute`'s, shared by every request for the key meanwhile (null: nothing to keep).
   */
  async get(key: string, compute: Compute, onError?: (error: unknown) => void): Promise<EncodedBody | null> {
    const found = await this.store.get(key);
    if (found) {
      if (!found.fresh && !this.flights.has(key)) this.run(key, compute).catch((e) => onError?.(e));
      return found.entry;
    }
    return this.pending(key) ?? this.run(key, compute);
  }

  /** The stored entry of `key`, fresh or not. */
  peek(key: string): Promise<Found | null> {
    return this.store.get(key);
  }

  /** The computation of `key` under way, if any. */
  pending(key: string): Promise<EncodedBody | null> | null {
    return this.flights.get(key) ?? null;
  }

  /**
   * Claims the computation of `key` for a caller that computes it elsewhere: requests asking for it
   * meanwhile share its result. Call the returned function once with the result (stored when not null).
   */
  claim(key: string): (entry: EncodedBody | null) => Promise<void> {
    let settle: (entry: EncodedBody | null) => void = () => undefined;
    this.flights.set(
      key,
      new Promise((resolve) => {
        settle = resolve;
      }),
    );
    return async (entry) => {
      if (entry) await this.set(key, entry);
      this.flights.delete(key);
      settle(entry);
    };
  }

  /** Stores the entry of `key` (fresh from now). */
  set(key: string, entry: EncodedBody): Promise<void> {
    const { ttlMs, keepMs = 2 * ttlMs } = this.options;
    return this.store.set(key, entry, ttlMs, keepMs);
  }

  close(): Promise<void> {
    return this.store.close();
  }

  private run(key: string, compute: Compute): Promise<EncodedBody | null> {
    const done = this.claim(key);
    return compute().then(
      async (entry) => {
        await done(entry);
        return entry;
      },
      async (error: unknown) => {
        await done(null);
        throw error;
      },
    );
  }
}
