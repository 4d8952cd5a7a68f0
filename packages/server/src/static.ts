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
 * - /remotes.json maps remote name → manifest URL: from REMOTES_FILE when given (re-read on each
 *   request, so a remote is moved or rolled back without a restart or a shell rebuild), else computed
 *   at start from `mf-<x>/dist/<version>/mf-manifest.json` (version from mf-<x>/package.json, falling
 *   back to the newest folder holding a manifest).
 */
import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { apiNotFound, isApiPath } from './plugins/errors';

export interface StaticOptions {
  /** the repository root holding shell/ and mf-*\/ (default: the real one) */
  root: string;
  /** JSON file mapping remote name → manifest URL; overrides the computed registry */
  remotesFile?: string;
}

export type RemoteRegistry = Record<string, string>;

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

/** Remote folder `mf-events` → federation name `mf_events`. */
export const remoteName = (folder: string): string => folder.replace(/-/g, '_');

function readVersion(dir: string): string | null {
  try {
    const pkg: unknown = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8'));
    return typeof pkg === 'object' && pkg !== null && 'version' in pkg && typeof pkg.version === 'string'
      ? pkg.version
      : null;
  } catch {
    return null;
  }
}

/** The remote folders of the repository that have a dist/ folder. */
export function remoteFolders(root: string): string[] {
  if (!fs.existsSync(root)) return [];
  return fs
    .readdirSync(root, { withFileTypes: true })
    .filter(
      (d) =>
        d.isDirectory() && /^mf-[a-z0-9-]+$/.test(d.name) && fs.existsSync(path.join(root, d.name, 'dist')),
    )
    .map((d) => d.name)
    .sort();
}

/** The registry computed from the dist folders (see the module comment). */
export function computeRegistry(root: string): RemoteRegistry {
  const registry: RemoteRegistry = {};
  for (const folder of remoteFolders(root)) {
    const dist = path.join(root, folder, 'dist');
    const name = remoteName(folder);
    const version = readVersion(path.join(root, folder));
    if (version && fs.existsSync(path.join(dist, version, 'mf-manifest.json'))) {
      registry[name] = `/mf/${name}/${version}/mf-manifest.json`;
      continue;
    }
    const candidates = fs
      .readdirSync(dist, { withFileTypes: true })
      .filter((d) => d.isDirectory() && fs.existsSync(path.join(dist, d.name, 'mf-manifest.json')))
      .map((d) => ({ name: d.name, mtime: fs.statSync(path.join(dist, d.name, 'mf-manifest.json')).mtimeMs }))
      .sort((a, b) => b.mtime - a.mtime);
    const newest = candidates[0];
    if (newest) registry[name] = `/mf/${name}/${newest.name}/mf-manifest.json`;
    else if (fs.existsSync(path.join(dist, 'mf-manifest.json')))
      registry[name] = `/mf/${name}/mf-manifest.json`;
  }
  return registry;
}

function readRegistryFile(file: string): RemoteRegistry {
  const parsed: unknown = JSON.parse(fs.readFileSync(file, 'utf8'));
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw new Error(`${file}: expected an object mapping remote name to manifest URL`);
  }
  const registry: RemoteRegistry = {};
  for (const [key, value] of Object.entries(parsed)) if (typeof value === 'string') registry[key] = value;
  return registry;
}

const NOT_BUILT_PAGE = `<!doctype html>
<html lang="ru"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Сайт ещё не собран</title></head>
<body style="font-family: Arial, sans-serif; max-width: 40rem; margin: 4rem auto; padding: 0 1rem; color: #2C2D73">
<h1>Сайт ещё не собран</h1>
<p>Сервер работает, API доступно по адресу <a href="/api/common">/api/common</a>, но сборки оболочки
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
  const computed = computeRegistry(options.root);
  const setHeaders = (reply: FastifyReply, filePath: string) => {
    reply.header('cache-control', cacheControlFor(filePath));
  };

  await app.register(fastifyStatic, {
    root: shellDist,
    prefix: '/',
    wildcard: true,
    index: 'index.html',
    preCompressed: true,
    dotfiles: 'ignore',
    cacheControl: false,
    suppressWarning: true,
    schemaHide: true,
    setHeaders,
  });

  for (const folder of remoteFolders(options.root)) {
    const name = remoteName(folder);
    await app.register(fastifyStatic, {
      root: path.join(options.root, folder, 'dist'),
      prefix: `/mf/${name}/`,
      wildcard: true,
      index: false,
      preCompressed: true,
      dotfiles: 'ignore',
      cacheControl: false,
      decorateReply: false,
      schemaHide: true,
      setHeaders: (reply, filePath) => {
        setHeaders(reply, filePath);
        reply.header('access-control-allow-origin', '*');
      },
    });
  }

  app.get('/remotes.json', { schema: { hide: true } }, async (request, reply) => {
    let registry = computed;
    if (options.remotesFile) {
      try {
        registry = readRegistryFile(options.remotesFile);
      } catch (error) {
        request.log.error({ err: error }, 'REMOTES_FILE unreadable; serving the computed registry');
      }
    }
    return reply
      .header('cache-control', 'no-cache')
      .header('access-control-allow-origin', '*')
      .send(registry);
  });

  app.setNotFoundHandler(async (request, reply) => {
    if (!isAppRoute(request)) {
      if (isApiPath(request.url)) return apiNotFound(reply);
      return reply.status(404).header('cache-control', 'no-cache').send({ detail: 'Не найдено.' });
    }
    if (!fs.existsSync(path.join(shellDist, 'index.html'))) {
      return reply
        .status(503)
        .header('cache-control', 'no-store')
        .type('text/html; charset=utf-8')
        .send(NOT_BUILT_PAGE);
    }
    return reply.sendFile('index.html', shellDist);
  });
}
