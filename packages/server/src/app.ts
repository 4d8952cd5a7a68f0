/**
 * buildApp(): the whole server as one Fastify instance, ready to `listen()` or `inject()`.
 * Order matters: database → zod compilers → errors → security headers → OpenAPI → current user →
 * API routes → static files and the SPA fallback.
 */
import fastifySwagger from '@fastify/swagger';
import Fastify, {
  type FastifyInstance,
  type FastifyServerOptions,
  LogController,
  type RouteOptions,
} from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { assertSafeForProduction, devOutboxFromEnv } from './auth/dev-outbox';
import { type DbHandle, ensurePgSchema, isPostgresUrl, migrateToLatest, openDb, withStartupLock } from './db';
import { prepareData } from './first-run';
import { type PublicCacheOptions, registerPublicCache } from './http/public-cache';
import { createMetrics, registerMetricsRoute } from './metrics';
import { guardOrganizerRoute } from './modules/organizer/guard';
import { REPO_ROOT } from './paths';
import type { RegisteredRoute } from './plugins/context';
import { registerEmbedCors } from './plugins/cors';
import { registerCurrentUser } from './plugins/current-user';
import { apiNotFound, badRequest, isApiPath, registerErrorHandling } from './plugins/errors';
import { registerLifecycle, replicaName, requestIdOf } from './plugins/lifecycle';
import { registerLiveHubs } from './plugins/live-hubs';
import { registerMalformedApiPaths } from './plugins/malformed-paths';
import { type RateLimitOptions, registerRateLimits } from './plugins/rate-limits';
import { registerSecurityHeaders } from './plugins/security-headers';
import { registerSessionStreams } from './plugins/session-streams';
import { ROUTE_MODULES, SERVICE_PLUGINS } from './routes';
import { registerStatic, type StaticOptions } from './static';

// Russian messages for every zod issue that has no message of its own (SPEC: a Russian product).
z.config(z.locales.ru());

export interface BuildAppOptions {
  /** postgres://… or a SQLite path / `sqlite:<path>`; default: env DATABASE_URL, else <DATA_DIR|repo/data>/quiz.sqlite */
  databaseUrl?: string;
  /** PostgreSQL schema to use (created if missing); tests use one per file */
  pgSchema?: string;
  /** an already opened database; the app then does not close it */
  db?: DbHandle;
  /** Fastify logger option; default false */
  logger?: FastifyServerOptions['logger'];
  /** run pending migrations before answering (default true) */
  migrate?: boolean;
  /**
   * fill an empty database with the demo seed (default false; server.ts turns it on when a development
   * start asks: SEED_DEMO=1 or --seed-demo). Refused with a log line when `production`.
   */
  seed?: boolean;
  /** where to serve the built shell and remotes from; false for API only (default: the repo root) */
  static?: StaticOptions | false;
  /** production mode: closes dev-only helpers (default NODE_ENV === 'production') */
  production?: boolean;
  /**
   * which proxies' X-Forwarded-* to believe: a hop count or proxy addresses/CIDRs (see
   * parseTrustProxy); default none, so a client's own X-Forwarded-For is ignored
   */
  trustProxy?: number | string | readonly string[];
  /** GET /api/dev/outbox (loopback clients only; never with production) — default env DEV_OUTBOX=1 */
  devOutbox?: boolean;
  /** the environment the code channel and limits are read from (default process.env) */
  env?: NodeJS.ProcessEnv;
  /** request limits of plugins/rate-limits.ts */
  rateLimits?: RateLimitOptions;
  /** extra origins allowed by the CSP (remotes served from other origins), e.g. https://cdn.example */
  cspOrigins?: readonly string[];
  /** sees every route as it is registered (tests check that each /api route comes from a descriptor) */
  onRoute?: (route: RouteOptions) => void;
  /** venue origins whose pages embed the preorder: `/api/*` answers CORS for them (default: none) */
  embedOrigins?: readonly string[];
  /** the cache of public answers (http/public-cache.ts); default on, Redis when REDIS_URL is set */
  publicCache?: PublicCacheOptions;
  /** the name of this process among replicas (default env REPLICA_ID, else host:pid) */
  replica?: string;
  /**
   * `GET /metrics` and `GET /api/health`'s details also answer non-loopback clients presenting
   * `Bearer <token>` (default env METRICS_TOKEN)
   */
  metricsToken?: string;
  /**
   * the site's canonical origin for absolute URLs (default env PUBLIC_ORIGIN, else PUBLIC_URL, else
   * http://localhost; server.ts passes the listen address)
   */
  publicOrigin?: string;
}

/** `https://quiz.example` from a configured origin or URL; refuses anything that is not http(s). */
export function canonicalOrigin(value: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`PUBLIC_ORIGIN is not a URL: ${JSON.stringify(value)}`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new Error(`PUBLIC_ORIGIN must be an http(s) origin: ${JSON.stringify(value)}`);
  return url.origin;
}

export async function buildApp(options: BuildAppOptions = {}): Promise<FastifyInstance> {
  const url = options.databaseUrl ?? process.env.DATABASE_URL;
  if (!options.db && url && options.pgSchema && isPostgresUrl(url))
    await ensurePgSchema(url, options.pgSchema);
  const handle = options.db ?? openDb({ url, pgSchema: options.pgSchema });
  const production = options.production ?? process.env.NODE_ENV === 'production';
  const env = options.env ?? process.env;
  const devOutbox = options.devOutbox ?? devOutboxFromEnv(env);
  const publicOrigin = canonicalOrigin(
    options.publicOrigin ?? (env.PUBLIC_ORIGIN || env.PUBLIC_URL || 'http://localhost'),
  );
  // Refuses before opening anything: a production server never shows login codes.
  if (production) assertSafeForProduction({ env, devOutbox });

  const app = Fastify({
    logger: options.logger ?? false,
    // production logs no line per request (errors are still logged by the error handler)
    logController: new LogController({ disableRequestLogging: production }),
    trustProxy: trustProxyOption(options.trustProxy),
    routerOptions: { ignoreTrailingSlash: true },
    // X-Request-Id of the client or proxy when it is a plain token, else a new UUID (plugins/lifecycle.ts)
    requestIdHeader: false,
    genReqId: (request) => requestIdOf(request.headers['x-request-id']),
    // a path Fastify cannot even decode (`/api/%zz`): under /api it is an unknown call, so 404
    frameworkErrors: (_error, request, reply) => {
      if (isApiPath(request.url)) return apiNotFound(reply);
      return badRequest(reply);
    },
  });
  if (options.onRoute) app.addHook('onRoute', options.onRoute);
  app.decorate('db', handle.db);
  const metricsToken = options.metricsToken ?? env.METRICS_TOKEN;
  app.decorate('settings', {
    production,
    devOutbox,
    env,
    publicOrigin,
    metricsToken,
  });
  if (!options.db) app.addHook('onClose', async () => handle.destroy());
  registerLifecycle(app, options.replica ?? replicaName(env), options.publicCache?.redisUrl ?? env.REDIS_URL);
  const metrics = createMetrics(app, handle);
  app.decorate('metrics', metrics);

  try {
    // replicas started at once on an empty database: one migrates and seeds, the others wait
    await withStartupLock(handle, async () => {
      if (options.migrate ?? true) await migrateToLatest(handle);
      await prepareData(handle.db, { seed: options.seed ?? false, production, log: app.log });
    });
    app.lifecycle.migrated = true;
  } catch (error) {
    if (!options.db) await handle.destroy();
    throw error;
  }

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);

  registerMalformedApiPaths(app);
  await registerSecurityHeaders(app, options.cspOrigins ?? []);
  await registerRateLimits(app, handle.db, options.rateLimits);
  // API answers depend on the user: never cached unless a route says otherwise (media does).
  app.addHook('onSend', async (request, reply, payload) => {
    if (isApiPath(request.url) && !reply.hasHeader('cache-control'))
      reply.header('cache-control', 'no-store');
    return payload;
  });

  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.0.3',
      info: { title: 'Квиз API', description: 'Every call of SPEC §7, under /api/.', version: '0.1.0' },
      components: {
        securitySchemes: {
          token: { type: 'apiKey', in: 'header', name: 'Authorization', description: 'Token <40 hex>' },
        },
      },
    },
    transform: jsonSchemaTransform,
  });
  app.get('/api/docs/json', { schema: { hide: true } }, async () => app.swagger());
  registerMetricsRoute(app, metrics, metricsToken);

  // Every call as registered (method, url, schema): the property tests walk it.
  const registered: RegisteredRoute[] = [];
  app.decorate('registeredRoutes', registered);
  app.decorate('remoteRegistry', null);
  app.decorate('sharedHealth', null);
  app.addHook('onRoute', (route) => {
    const methods = typeof route.method === 'string' ? [route.method] : [...route.method];
    registered.push({ methods, url: route.url, call: route.config?.call, schema: route.schema ?? {} });
  });

  registerEmbedCors(app, options.embedOrigins ?? []);
  // after the hooks that add security and CORS headers, before the request limits of each route
  registerPublicCache(app, handle.db, options.publicCache);
  registerCurrentUser(app, handle.db);
  registerSessionStreams(app);
  await registerLiveHubs(app);
  // every organizer route, in any module, gets its city guard (modules/organizer/guard.ts)
  app.addHook('onRoute', guardOrganizerRoute);
  for (const services of SERVICE_PLUGINS) await app.register(services);
  for (const routes of ROUTE_MODULES) await app.register(routes);

  if (options.static !== false) {
    await registerStatic(app, options.static ?? { root: REPO_ROOT, remotesFile: process.env.REMOTES_FILE });
  } else {
    app.setNotFoundHandler(async (request, reply) =>
      isApiPath(request.url) ? apiNotFound(reply) : reply.status(404).send({ detail: 'Не найдено.' }),
    );
  }

  await app.ready();
  return app;
}

/** Fastify's trustProxy from ours: none by default; never `true` (that would believe any client). */
function trustProxyOption(
  value: BuildAppOptions['trustProxy'],
): string | string[] | false | ((address: string, hop: number) => boolean) {
  if (value === undefined) return false;
  // a hop count: the n nearest peers are proxies (Fastify's numeric trustProxy)
  if (typeof value === 'number') return value > 0 ? (_address, hop) => hop < value : false;
  return typeof value === 'string' ? value : [...value];
}
