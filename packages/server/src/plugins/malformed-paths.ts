/**
 * Malformed /api paths (`/api//common`, `/api/%00`, `/api/%zz`, `/api/../x`) answer the JSON 404 of
 * an unknown call, before any route or the static files see them (they used to reach the static
 * wildcard and answer 403).
 */
import type { FastifyInstance } from 'fastify';
import { apiNotFound } from './errors';

/** true for a path under /api that no call can have. */
export function isMalformedApiPath(url: string): boolean {
  const pathname = url.split('?')[0] ?? '';
  if (!/^\/+api(\/|$)/i.test(pathname) && !/^\/api%2f/i.test(pathname)) return false;
  if (pathname.includes('//')) return true;
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return true;
  }
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is refused
  if (/[\u0000-\u001f\u007f\\]/.test(decoded)) return true;
  return decoded.split('/').some((segment) => segment === '.' || segment === '..');
}

export function registerMalformedApiPaths(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    if (isMalformedApiPath(request.url)) return apiNotFound(reply);
  });
}
