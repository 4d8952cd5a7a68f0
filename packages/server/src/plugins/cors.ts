/**
 * CORS for the venue embed: `/api/*` answers cross-origin requests only from the configured venue
 * origins (env PREORDER_EMBED_ORIGINS, comma separated), echoing the one origin (never `*`) and never
 * allowing credentials: the embed sends its token in the `Authorization` header, not in a cookie.
 * Preflights (OPTIONS) of an allowed origin get 204 with the methods and headers the API uses; any
 * other origin gets no CORS headers, so the browser blocks the call.
 */
import type { FastifyInstance } from 'fastify';
import { isApiPath } from './errors';

const METHODS = 'GET, POST, PUT, PATCH, DELETE';
const HEADERS = 'Authorization, Content-Type';

/** `https://Venue.example/` → `https://venue.example`; anything that is not an http(s) origin → null. */
export function normalizeOrigin(value: string): string | null {
  try {
    const url = new URL(value.trim());
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    return url.origin;
  } catch {
    return null;
  }
}

export function parseOrigins(list: string | undefined): string[] {
  return (list ?? '')
    .split(/[\s,]+/)
    .map((o) => (o === '*' ? null : normalizeOrigin(o)))
    .filter((o): o is string => o !== null);
}

export function registerEmbedCors(app: FastifyInstance, origins: readonly string[]): void {
  const allowed = new Set(origins.map(normalizeOrigin).filter((o): o is string => o !== null));
  app.addHook('onRequest', async (request, reply) => {
    if (!isApiPath(request.url)) return;
    const origin = request.headers.origin;
    if (!origin) return;
    reply.header('vary', 'Origin');
    if (!allowed.has(origin)) return;
    reply.header('access-control-allow-origin', origin);
    if (request.method === 'OPTIONS') {
      return reply
        .header('access-control-allow-methods', METHODS)
        .header('access-control-allow-headers', HEADERS)
        .header('access-control-max-age', '600')
        .code(204)
        .send();
    }
  });
}
