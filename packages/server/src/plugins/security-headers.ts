/**
 * Security headers of every answer (helmet + what helmet does not send):
 * - CSP: `self`, plus the exact Yandex Maps 2.1 hosts the venue map loads (no `*.yandex.ru`), plus
 *   CSP_ORIGINS (remotes on a CDN); frames: the map and exactly the promo video embeds
 *   (VIDEO_FRAME_ORIGINS of @quiz/domain: YouTube's nocookie player, VK Video, Rutube);
 * - `Permissions-Policy`: no camera, microphone, payment, USB…; geolocation only for this origin;
 * - HSTS only on an HTTPS request (directly, or `X-Forwarded-Proto: https` from a trusted proxy):
 *   over plain HTTP it means nothing and would pin a local site to HTTPS.
 *
 * helmet itself, built once: `@fastify/helmet` builds the middleware (parsing every CSP directive) again
 * on each request, which a CPU profile of cached page hits put at 6 % of the server's time.
 */

import { VIDEO_FRAME_ORIGINS } from '@quiz/domain';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

/** Scripts of the Yandex Maps JS API 2.1 (loader, its modules and the suggest JSONP). */
export const MAP_SCRIPT_HOSTS = [
  'https://api-maps.yandex.ru',
  'https://suggest-maps.yandex.ru',
  'https://yastatic.net',
] as const;
/** Tiles, pictures and XHR of the map. */
export const MAP_DATA_HOSTS = [
  'https://api-maps.yandex.ru',
  'https://suggest-maps.yandex.ru',
  'https://*.maps.yandex.net',
  'https://yandex.ru',
  'https://yastatic.net',
] as const;

/** Frames the site shows: the Yandex map and the promo video players (nothing else). */
export const FRAME_HOSTS = [
  "'self'",
  'https://api-maps.yandex.ru',
  'https://yandex.ru',
  ...VIDEO_FRAME_ORIGINS,
] as const;

export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'camera=()',
  'display-capture=()',
  'geolocation=(self)',
  'gyroscope=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  'usb=()',
  'interest-cohort=()',
].join(', ');

export const HSTS = 'max-age=31536000; includeSubDomains';

export async function registerSecurityHeaders(
  app: FastifyInstance,
  extra: readonly string[] = [],
): Promise<void> {
  const applyHelmet = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...MAP_SCRIPT_HOSTS, ...extra],
        // emotion injects <style> elements at runtime
        styleSrc: ["'self'", "'unsafe-inline'", ...extra],
        imgSrc: ["'self'", 'data:', 'blob:', ...MAP_DATA_HOSTS, ...extra],
        connectSrc: ["'self'", ...MAP_DATA_HOSTS, ...extra],
        fontSrc: ["'self'", 'data:', ...extra],
        frameSrc: [...FRAME_HOSTS],
        workerSrc: ["'self'", 'blob:'],
        mediaSrc: ["'self'", 'data:', 'blob:', ...extra],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    // sent below, only over HTTPS
    strictTransportSecurity: false,
    // remote files are loaded cross-origin by the venue embed
    crossOriginResourcePolicy: { policy: 'cross-origin' },
    crossOriginEmbedderPolicy: false,
    // keeps the origin for Yandex Maps (its keys are bound to the referring site)
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
  app.addHook('onRequest', (request, reply, done) => {
    applyHelmet(request.raw, reply.raw, (error?: unknown) =>
      done(error instanceof Error ? error : undefined),
    );
  });
  app.addHook('onRequest', async (request, reply) => {
    reply.header('permissions-policy', PERMISSIONS_POLICY);
    if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
  });
}
