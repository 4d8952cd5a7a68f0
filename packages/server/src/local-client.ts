/**
 * Is a request from this machine? What the dev outbox, the dev message log and `/api/health`'s details
 * ask. The answer rests on the request's real peer (the socket), never on an address a header claims,
 * unless TRUST_PROXY names the peer as a proxy (trust-proxy.ts):
 *
 * - a peer that is not loopback: `remote`;
 * - a loopback peer without X-Forwarded-For, Forwarded or X-Real-IP: `local` (`npm start`, e2e, the
 *   scripts, `pnpm dev`'s webpack proxy, which adds none);
 * - a loopback peer that sends one of them is a proxy in front of the server (a dev or staging server
 *   behind a local nginx): when TRUST_PROXY names it, Fastify reads the client from its
 *   X-Forwarded-For (`request.ips` then holds the peer and the forwarded addresses) and that client
 *   decides; else `untrusted-proxy` (the client is unknown: a stranger, as far as anyone can tell).
 */
import { timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';

const LOOPBACK = /^(127\.\d{1,3}\.\d{1,3}\.\d{1,3}|::1|::ffff:127\.\d{1,3}\.\d{1,3}\.\d{1,3})$/;

export const isLoopback = (address: string | undefined): boolean => !!address && LOOPBACK.test(address);

/** The headers by which a proxy says whom it forwards. */
export const FORWARDING_HEADERS = ['x-forwarded-for', 'forwarded', 'x-real-ip'] as const;

export type ClientPlace = 'local' | 'remote' | 'untrusted-proxy';

export function clientPlace(request: FastifyRequest): ClientPlace {
  if (!isLoopback(request.socket.remoteAddress)) return 'remote';
  if (!FORWARDING_HEADERS.some((name) => request.headers[name] !== undefined)) return 'local';
  // undefined without TRUST_PROXY; only the peer when TRUST_PROXY does not name it or it sent no X-Forwarded-For
  const chain = request.ips ?? [];
  if (chain.length < 2) return 'untrusted-proxy';
  return isLoopback(request.ip) ? 'local' : 'remote';
}

/**
 * May this request see the server's details (`/api/health`'s host:pid, registry and job counts,
 * `/api/health/jobs/`)? A client on this machine, or the bearer of METRICS_TOKEN.
 */
export const seesServerDetails = (request: FastifyRequest): boolean =>
  clientPlace(request) === 'local' || bearsToken(request, request.server.settings.metricsToken);

/** `Authorization: Bearer <token>` with the configured token (compared in constant time); never without one. */
export function bearsToken(request: FastifyRequest, token: string | undefined): boolean {
  const header = request.headers.authorization;
  if (!token || typeof header !== 'string') return false;
  const given = Buffer.from(header);
  const wanted = Buffer.from(`Bearer ${token}`);
  return given.length === wanted.length && timingSafeEqual(given, wanted);
}
