/**
 * Static serving for `start`: the built shell at `/`, each remote's versioned build at `/mf/<mf_x>/`,
 * the remote registry at `/remotes.json`, and the SPA fallback to the shell's index.html.
 *
 * - Precompressed `.br` / `.gz` siblings are sent per Accept-Encoding (`Content-Encoding`, `Vary`).
 * - Content-hashed files: `public, max-age=31536000, immutable`; index.html, remotes.json,
 *   mf-manifest.json, remoteEntry.js, sw.js and any other unhashed file: `no-cache`.
 * - Dotfiles (`.quiz-build-hash`, …) are never served: 404.
 * - Remote files and remotes.json carry `Access-Control-Allow-Origin: *` (the venue embed loads the
 *   preorder remote from another origin).
 * - Public routes are rendered on the server (ssr/render-page.ts), the rest is the shell's index.html;
 *   a public page of something that does not exist (`/event/999999`) is answered 404 with `noindex`.
 * - Personal routes (`personalRendered`) are rendered for the player of a valid `quiz_token` cookie,
 *   per request, answered `private, no-store` with `Vary: Cookie`; never kept by the page cache.
 *   Without a valid token they are the shell's page, which asks for the login.
 * - /embed/preorder.js: the venue embed's stable loader (embed-loader.ts).
 * - /remotes.json: the registry of registry.ts (the registry file when present and valid, else the
 *   last good one, else computed from the builds); `GET /api/health` reports its source, any error
 *   and each remote's version.
 */
import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { ENDPOINTS } from '@quiz/contract/endpoints';
import type { NormalizedRegistry } from '@quiz/contract/registry';
import { REGISTRY_ELEMENT_ID } from '@quiz/contract/registry-shape';
import { cookieValue, TOKEN_COOKIE } from '@quiz/domain';
import { earlyRemote, match, ROUTES } from '@quiz/routes';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { registryCompatibility } from './compat';
import { isPostgres } from './db/dialect';
import { registerEmbedLoader } from './embed-loader';
import { encodeBody, encodedFor } from './http/response-cache';
import { apiNotFound, isApiPath } from './plugins/errors';
import { RegistryHolder, remoteFolders, remoteName, toWire } from './registry';
import { injectMeta, pageMeta, robotsTxt, sitemapXml } from './seo/page-meta';
import { type FinishedPage, finishedPages, finishPage, sendFinished } from './ssr/finished-pages';
import { remotePreloads } from './ssr/remote-preloads';
import {
  isPersonalPage,
  type RenderedPage,
  renderedUrlOf,
  renderKey,
  renderPersonalPage,
  renderPublicPage,
  scriptJson,
  sessionOf,
  ssrCacheMs,
} from './ssr/render-page';
import { warmUp } from './ssr/warm-up';

export { computeRegistry, remoteFolders, remoteName } from './registry';

export interface StaticOptions {
  /** the repository root holding shell/ and mf-*\/ (default: the real one) */
  root: string;
  /** the registry file (see registry.ts); while it does not exist the computed registry is served */
  remotesFile?: string;
  /**
   * read the registry from the database too (registry-store.ts), polled every `pollMs`: default on with
   * PostgreSQL (several replicas), off with SQLite (one process and its file)
   */
  registryInDatabase?: boolean | { pollMs: number };
  /**
   * look at the registry file and the shell's page for changes at most this often (default 0: on every
   * request; the server uses 200 ms, so a release or a rebuild shows within that)
   */
  fileCheckMs?: number;
}

const NO_CACHE_FILES = new Set([
  'index.html',
  'remotes.json',
  'mf-manifest.json',
  'mf-stats.json',
  'remoteEntry.js',
  'sw.js',
]);
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** a webpack content hash in the file name: main.3f9a1c2b.js, 512.a1b2c3d4e5f6.chunk.js */
const HASHED = /[.-][0-9a-f]{8,}[.-]/i;

/** Cache-Control for a served file (its compressed sibling gets the same policy). */
export function cacheControlFor(filePath: string): string {
  const base = path.basename(filePath).replace(/\.(br|gz)$/, '');
  if (NO_CACHE_FILES.has(base) || base.endsWith('.html')) return 'no-cache';
  return HASHED.test(base) ? IMMUTABLE : 'no-cache';
}

const NOT_BUILT_PAGE = `<!doctype html>
<html lang="ru"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Сайт ещё не собран</title></head>
<body style="font-family: Arial, sans-serif; max-width: 40rem; margin: 4rem auto; padding: 0 1rem; color: #2C2D73">
<h1>Сайт ещё не собран</h1>
<p>Сервер работает, API доступно по адресу <a href="${ENDPOINTS.common.path}">${ENDPOINTS.common.path}</a>, но сборки оболочки
(<code>shell/dist/index.html</code>) нет.</p>
<p>Соберите всё командой <code>pnpm build</code> или запустите сайт целиком: <code>pnpm start</code>.</p>
</body></html>`;

/** Paths the SPA fallback answers: GETs that are not API, not remote files and not file names. */
function isAppRoute(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const pathname = request.url.split('?')[0] ?? '/';
  if (isApiPath(pathname) || pathname.startsWith('/mf/')) return false;
  const segments = pathname.split('/');
  // dotfiles (`/.quiz-build-hash`, `/.env`) are never files here nor pages
  if (segments.some((segment) => segment.startsWith('.'))) return false;
  const last = segments.pop() ?? '';
  return !/\.[a-z0-9]{1,8}$/i.test(last);
}

export async function registerStatic(app: FastifyInstance, options: StaticOptions): Promise<void> {
  const shellDist = path.join(options.root, 'shell', 'dist');
  const registry = await startRegistry(app, options);
  await registerFiles(app, options.root, shellDist);

  app.get('/remotes.json', { schema: { hide: true } }, async (_request, reply) =>
    reply
      .header('cache-control', 'no-cache')
      .header('access-control-allow-origin', '*')
      .send(toWire(registry.current())),
  );

  // the venue embed's stable address: follows the registry's current mf_preorder (embed-loader.ts)
  registerEmbedLoader(app, registry);
  registerPages(
    app,
    createPageSender(app, options.root, shellPageReader(shellDist, options.fileCheckMs ?? 0), {
      // the rendered pages' key may trail a registry file change by fileCheckMs; the registry written
      // into a page is read exactly, like /remotes.json, so a page never starts an older release
      cached: () => registry.current(options.fileCheckMs ?? 0),
      exact: () => registry.current(),
    }),
  );
}

/** The remotes' registry (file or database), kept current until the server closes. */
async function startRegistry(app: FastifyInstance, options: StaticOptions): Promise<RegistryHolder> {
  const inDatabase = options.registryInDatabase ?? isPostgres(app.db);
  const registry: RegistryHolder = new RegistryHolder(
    options.root,
    options.remotesFile,
    app.log,
    inDatabase
      ? {
          db: app.db,
          ...(typeof inDatabase === 'object' ? inDatabase : {}),
          // a release switches every replica within a poll, its pages rendered once before (ssr/warm-up.ts)
          prepare: (next): Promise<void> => warmUp(app, options.root, registry.current(), next),
        }
      : undefined,
  );
  await registry.start();
  app.addHook('onClose', async () => registry.stop());
  // every remote's server bundle loaded and rendered once, not on its first visitor (ssr/warm-up.ts)
  app.addHook('onListen', (done) => {
    warmUp(app, options.root, {}, registry.current()).catch((error: unknown) =>
      app.log.warn({ err: error }, 'server bundles: warm-up failed'),
    );
    done();
  });
  // GET /api/health (modules/platform) reports it, and whether the shell can host each remote
  app.remoteRegistry = registry;
  app.sharedHealth = () => registryCompatibility(options.root, registry.current());
  return registry;
}

const setCacheHeaders = (reply: FastifyReply, filePath: string) => {
  reply.header('cache-control', cacheControlFor(filePath));
};

/** The built files: the shell's at `/`, each remote's at `/mf/<name>/` (open to every origin). */
async function registerFiles(app: FastifyInstance, root: string, shellDist: string): Promise<void> {
  await app.register(fastifyStatic, {
    root: shellDist,
    prefix: '/',
    wildcard: true,
    // `/` is a page like the others: index.html with its meta (createPageSender)
    index: false,
    preCompressed: true,
    dotfiles: 'ignore',
    cacheControl: false,
    suppressWarning: true,
    schemaHide: true,
    setHeaders: setCacheHeaders,
  });

  for (const folder of remoteFolders(root)) {
    const name = remoteName(folder);
    await app.register(fastifyStatic, {
      root: path.join(root, folder, 'dist'),
      prefix: `/mf/${name}/`,
      wildcard: true,
      index: false,
      preCompressed: true,
      dotfiles: 'ignore',
      cacheControl: false,
      decorateReply: false,
      schemaHide: true,
      setHeaders: (reply, filePath) => {
        setCacheHeaders(reply, filePath);
        reply.header('access-control-allow-origin', '*');
      },
    });
  }
}

type PageSender = (request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply>;

interface ShellPage {
  mtimeMs: number;
  html: string;
}

/**
 * The shell's built index.html, read again when it changes; looked at (a `stat`) at most every
 * `checkMs`, since a stat per request was a tenth of a cached page's cost. Null while not built.
 */
function shellPageReader(shellDist: string, checkMs: number): () => ShellPage | null {
  const indexPath = path.join(shellDist, 'index.html');
  let known: (ShellPage & { checkedAt: number }) | null = null;
  return () => {
    const now = Date.now();
    if (known && now - known.checkedAt < checkMs) return known;
    const stat = fs.statSync(indexPath, { throwIfNoEntry: false });
    if (!stat) {
      known = null;
      return null;
    }
    known =
      known?.mtimeMs === stat.mtimeMs
        ? { ...known, checkedAt: now }
        : { mtimeMs: stat.mtimeMs, html: fs.readFileSync(indexPath, 'utf8'), checkedAt: now };
    return known;
  };
}

/** Answers a page request: the public route rendered (kept finished), else the shell's page with its meta. */
function createPageSender(
  app: FastifyInstance,
  root: string,
  shellPage: () => ShellPage | null,
  registries: { cached: () => NormalizedRegistry; exact: () => NormalizedRegistry },
): PageSender {
  // absolute URLs from the configured origin (app.settings.publicOrigin), never from the request's
  // Host header: these answers are cached publicly, and a Host is whatever the client wrote
  const origin = app.settings.publicOrigin;

  /** The shell's page with the route's own meta: what goes out when a page is not rendered. */
  const plainPage = async (
    request: FastifyRequest,
    indexHtml: string,
    url = request.url,
  ): Promise<string> => {
    const meta = await pageMeta(app.db, url, origin).catch((error: unknown) => {
      request.log.warn({ err: error }, 'page meta');
      return null;
    });
    return meta ? injectMeta(indexHtml, meta) : indexHtml;
  };

  /** A public route's page rendered and finished (null: the render did not succeed). */
  const renderedPage = async (
    request: FastifyRequest,
    indexHtml: string,
    current: NormalizedRegistry,
  ): Promise<FinishedPage | null> => {
    // one kept page serves every URL that renders to it: its meta is the rendered URL's
    const html = await plainPage(request, indexHtml, renderedUrlOf(request) ?? request.url);
    const rendered = await renderPublicPage(app, request, html, { root, registry: current });
    return rendered ? finishPage(rendered.notFound ? 404 : 200, rendered.html) : null;
  };

  return async (request, reply) => {
    const shell = shellPage();
    if (!shell) {
      return reply
        .status(503)
        .header('cache-control', 'no-store')
        .type('text/html; charset=utf-8')
        .send(NOT_BUILT_PAGE);
    }
    const index = shell.html;
    // public routes arrive rendered, kept finished (ssr/finished-pages.ts); anything else,
    // or a failed render, as the shell's page
    if (request.method === 'GET') {
      const current = registries.cached();
      const rendered = await renderKey(app, request, root, current);
      if (rendered !== null) {
        const store = finishedPages(app, ssrCacheMs());
        const render = () => renderedPage(request, index, current);
        const page = store
          ? await store.get(`${rendered}|${origin}|${shell.mtimeMs}`, render, (error) =>
              request.log.warn({ err: error }, 'page refresh failed'),
            )
          : await render();
        if (page) return sendFinished(request, reply, page);
      }
      const personal = isPersonalPage(request) ? await sessionOf(app, request) : null;
      if (personal) {
        // the registry inline, as on a page the browser renders, but no preloads: the page shows its
        // content at once and its scripts come after the first paint (boot.js), as on a public page
        const html = withRemoteStart(request, await plainPage(request, index), root, registries.exact(), {
          preloads: false,
        });
        const page = await renderPersonalPage(app, request, html, personal, {
          root,
          registry: registries.exact(),
        });
        if (page) return sendPersonal(request, reply, page);
      }
    }
    return reply
      .header('cache-control', 'no-cache')
      .header('vary', 'Cookie')
      .type('text/html; charset=utf-8')
      .send(withRemoteStart(request, await plainPage(request, index), root, registries.exact()));
  };
}

/**
 * A personal page rendered for the player of the request's cookie: for him alone, now. Never stored by
 * anyone (`private, no-store`, no ETag) and varying by the cookie; compressed per request.
 */
async function sendPersonal(
  request: FastifyRequest,
  reply: FastifyReply,
  page: RenderedPage,
): Promise<FastifyReply> {
  const body = await encodeBody(page.html, { status: page.notFound ? 404 : 200, br: false });
  reply
    .header('cache-control', 'private, no-store')
    .header('vary', 'Cookie, Accept-Encoding')
    .type('text/html; charset=utf-8');
  return reply.code(body.status).send(encodedFor(request, reply, body));
}

/**
 * A page the browser renders itself carries the registry (what `/remotes.json` says now: the shell
 * reads it instead of fetching it) and names its remote's first files as preloads
 * (ssr/remote-preloads.ts), by the rule the shell's entry starts that remote early with (@quiz/routes
 * `earlyRemote`). A personal page the server rendered carries the registry only (`preloads: false`):
 * preloaded scripts would compete with its first paint, which needs none of them.
 */
function withRemoteStart(
  request: FastifyRequest,
  html: string,
  root: string,
  registry: NormalizedRegistry,
  { preloads = true }: { preloads?: boolean } = {},
): string {
  if (request.method !== 'GET') return html;
  const found = match(request.url);
  const hasToken = Boolean(cookieValue(request.headers.cookie, TOKEN_COOKIE));
  const remote = found && preloads ? earlyRemote(found.route, hasToken) : null;
  const links = remote && found ? remotePreloads(root, registry, remote, found.route.name) : '';
  const registryScript = `<script id="${REGISTRY_ELEMENT_ID}" type="application/json">${scriptJson(toWire(registry))}</script>`;
  return html.replace('</head>', () => `${links}${registryScript}</head>`);
}

/** The page routes, robots.txt, sitemap.xml and the fallback: a page for app routes, else 404. */
function registerPages(app: FastifyInstance, sendPage: PageSender): void {
  const origin = app.settings.publicOrigin;
  app.get('/', { schema: { hide: true } }, sendPage);
  // every page of the route catalogue by its own route: without one, a page request first goes through
  // the static files' wildcard, which reads the shell's folder to tell a missing file from a misspelled
  // one (a profile of /event/{id} at load: a third of the CPU) before it falls back to the page
  for (const route of ROUTES)
    if (route.path !== '/') app.get(route.path, { schema: { hide: true } }, sendPage);
  app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) =>
    reply
      .header('cache-control', 'public, max-age=3600')
      .type('text/plain; charset=utf-8')
      .send(robotsTxt(origin)),
  );
  app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) =>
    reply
      .header('cache-control', 'public, max-age=300')
      .type('application/xml; charset=utf-8')
      .send(await sitemapXml(app.db, origin)),
  );

  app.setNotFoundHandler(async (request, reply) => {
    if (!isAppRoute(request)) {
      if (isApiPath(request.url)) return apiNotFound(reply);
      return reply.status(404).header('cache-control', 'no-cache').send({ detail: 'Не найдено.' });
    }
    return sendPage(request, reply);
  });
}
