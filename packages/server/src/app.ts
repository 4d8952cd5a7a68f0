/**
 * buildApp(): the whole server as one Fastify instance, ready to `listen()` or `inject()`.
 * Order matters: database → zod compilers → errors → security headers → OpenAPI → current user →
 * API routes → static files and the SPA fallback.
 */
import helmet from '@fastify/helmet';
import fastifySwagger from '@fastify/swagger';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type DbHandle, ensurePgSchema, isPostgresUrl, migrateToLatest, openDb } from './db';
import { seedIfEmpty } from './db/seed';
import { REPO_ROOT } from './paths';
import { registerEmbedCors } from './plugins/cors';
import { registerCurrentUser } from './plugins/current-user';
import { apiNotFound, isApiPath, registerErrorHandling } from './plugins/errors';
import './plugins/context';
import { ROUTE_MODULES } from './routes';
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
  /** fill an empty database with the demo seed (default false; server.ts turns it on) */
  seed?: boolean;
  /** where to serve the built shell and remotes from; false for API only (default: the repo root) */
  static?: StaticOptions | false;
  /** production mode: closes dev-only helpers (default NODE_ENV === 'production') */
  production?: boolean;
  /** trust X-Forwarded-* from a load balancer (default false) */
  trustProxy?: boolean;
  /** extra origins allowed by the CSP (remotes served from other origins), e.g. https://cdn.example */
  cspOrigins?: readonly string[];
  /** venue origins whose pages embed the preorder: `/api/*` answers CORS for them (default: none) */
  embedOrigins?: readonly string[];
}

const YANDEX_MAPS = [
  'https://api-maps.yandex.ru',
  'https://*.maps.yandex.net',
  'https://yandex.ru',
  'https://*.yandex.ru',
  'https://yastatic.net',
];

export async function buildApp(options: BuildAppOptions = {}): Promise<FastifyInstance> {
  const url = options.databaseUrl ?? process.env.DATABASE_URL;
  if (!options.db && url && options.pgSchema && isPostgresUrl(url))
    await ensurePgSchema(url, options.pgSchema);
  const handle = options.db ?? openDb({ url, pgSchema: options.pgSchema });
  const production = options.production ?? process.env.NODE_ENV === 'production';

  const app = Fastify({
    logger: options.logger ?? false,
    trustProxy: options.trustProxy ?? false,
    routerOptions: { ignoreTrailingSlash: true },
  });
  app.decorate('db', handle.db);
  app.decorate('settings', { production, dialect: handle.dialect });
  if (!options.db) app.addHook('onClose', async () => handle.destroy());

  try {
    if (options.migrate ?? true) await migrateToLatest(handle);
    if (options.seed) {
      const summary = await seedIfEmpty(handle.db);
      if (summary) app.log.info({ summary }, 'demo seed created');
    }
  } catch (error) {
    if (!options.db) await handle.destroy();
    throw error;
  }

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);

  const extra = options.cspOrigins ?? [];
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...YANDEX_MAPS, ...extra],
        // emotion injects <style> elements at runtime
        styleSrc: ["'self'", "'unsafe-inline'", ...extra],
        imgSrc: ["'self'", 'data:', 'blob:', ...YANDEX_MAPS, ...extra],
        connectSrc: ["'self'", ...YANDEX_MAPS, ...extra],
        fontSrc: ["'self'", 'data:', ...extra],
        frameSrc: ["'self'", ...YANDEX_MAPS],
        workerSrc: ["'self'", 'blob:'],
        mediaSrc: ["'self'", 'data:', 'blob:', ...extra],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    // remote files are loaded cross-origin by the venue embed
    crossOriginResourcePolicy: { policy: 'cross-origin' },
    crossOriginEmbedderPolicy: false,
    // keeps the origin for Yandex Maps (its keys are bound to the referring site)
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
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

  registerEmbedCors(app, options.embedOrigins ?? []);
  registerCurrentUser(app, handle.db);
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
