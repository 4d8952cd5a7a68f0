/**
 * An endpoint's path is spelled in one place: its descriptor (packages/contract/src/endpoints).
 * - every /api route the server registers comes from a descriptor (`config.call`), and every
 *   descriptor has its route;
 * - no client or server source writes an API path literal of its own.
 */
import fs from 'node:fs';
import path from 'node:path';
import { type AnyCall, CALLS } from '@quiz/contract';
import type { RouteOptions } from 'fastify';
import { startTestApp } from '../../test/helpers';
import { REPO_ROOT } from '../paths';

/** /api routes that are not calls of the product: the OpenAPI document itself. */
const NOT_CALLS = new Set(['GET /api/docs/json']);

interface Seen {
  key: string;
  call: AnyCall | undefined;
}

async function apiRoutes(production: boolean): Promise<Seen[]> {
  const seen: Seen[] = [];
  const onRoute = (route: RouteOptions) => {
    if (!route.url.startsWith('/api/')) return;
    const methods = (Array.isArray(route.method) ? route.method : [route.method]).filter((m) => m !== 'HEAD');
    for (const method of methods) seen.push({ key: `${method} ${route.url}`, call: route.config?.call });
  };
  // a production server needs a real code channel (it refuses the dev-only `other` one)
  const env = production
    ? { CODE_CHANNEL: 'sms_aero', SMS_AERO_LOGIN: 'quiz', SMS_AERO_KEY: 'key' }
    : process.env;
  const { close } = await startTestApp('sqlite', { onRoute, production, env });
  await close();
  return seen;
}

const methodsOf = (call: AnyCall) => [call.method, ...(call.also ?? [])];

describe('every /api route comes from a call descriptor', () => {
  it('each registered route has its descriptor, with the same method and path', async () => {
    const routes = await apiRoutes(false);
    const strays = routes.filter((r) => !r.call && !NOT_CALLS.has(r.key)).map((r) => r.key);
    expect(strays).toEqual([]);
    for (const route of routes.filter((r) => r.call)) {
      const call = route.call as AnyCall;
      expect(methodsOf(call).map((m) => `${m} ${call.path}`)).toContain(route.key);
    }
  });

  it('each descriptor has its route (the dev outbox only outside production)', async () => {
    const expected = (calls: AnyCall[]) =>
      calls.flatMap((c) => methodsOf(c).map((m) => `${m} ${c.path}`)).sort();
    const all = Object.values(CALLS) as AnyCall[];
    const dev = (await apiRoutes(false)).filter((r) => r.call).map((r) => r.key);
    expect(dev.sort()).toEqual(expected(all));
    const prod = (await apiRoutes(true)).filter((r) => r.call).map((r) => r.key);
    expect(prod.sort()).toEqual(expected(all.filter((c) => c.name !== 'devOutbox')));
  });
});

// ---------------------------------------------------------------- no path literals elsewhere

const SOURCE_ROOTS = ['packages/api/src', 'packages/server/src', 'shell/src'];
const ENDPOINTS_DIR = path.join(REPO_ROOT, 'packages/contract/src/endpoints');
/** Literals that mention /api/ without naming a call: the client's base URL and the server's API prefix. */
const ALLOWED = new Set(['/api/', '/api/docs/json']);

function sourceFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory())
      return entry.name === 'node_modules' || entry.name === 'test' ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** Each call's path relative to the client's base, as a pattern: `event/[^/]+/album/?`. */
const CALL_PATTERNS = (Object.values(CALLS) as AnyCall[]).map((call) => {
  const relative = call.path
    .replace(/^\/api\//, '')
    .replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
    .replace(/:[A-Za-z_]\w*/g, '[^/]+')
    .replace(/\/$/, '');
  return { name: call.name, re: new RegExp(`^${relative}/?$`) };
});

/** The source without comments (a comment may name a call's path to explain it). */
const withoutComments = (source: string) =>
  source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|\s)\/\/.*$/gm, '$1');

/** The API paths a source writes itself: literals under /api/ or matching a call's path. */
export function pathLiterals(source: string): string[] {
  const found: string[] = [];
  for (const match of withoutComments(source).matchAll(/(['"`])((?:\\.|(?!\1)[^\\\n])*)\1/g)) {
    const text = (match[2] ?? '').replace(/\$\{[^}]*\}/g, 'x');
    if (ALLOWED.has(text)) continue;
    if (/^\/?api\//.test(text) || (text.includes('/') && CALL_PATTERNS.some((p) => p.re.test(text))))
      found.push(text);
  }
  return found;
}

describe('no API path is written outside packages/contract/src/endpoints', () => {
  it('finds a hand-written path (the check can fail)', () => {
    // biome-ignore lint/suspicious/noTemplateCurlyInString: the text of a source under test
    expect(pathLiterals("client.get(`event/${id}/album`); get('/api/common'); x('games/past/')")).toEqual([
      'event/x/album',
      '/api/common',
      'games/past/',
    ]);
    expect(pathLiterals("href('/games/past'); t('Вопрос 1/2') // see 'games/past/'")).toEqual([]);
  });

  it('packages/api, the server, the shell and every remote use the descriptors only', () => {
    const remotes = fs
      .readdirSync(REPO_ROOT)
      .filter((name) => name.startsWith('mf-'))
      .map((name) => `${name}/src`);
    const offenders: string[] = [];
    for (const root of [...SOURCE_ROOTS, ...remotes]) {
      for (const file of sourceFiles(path.join(REPO_ROOT, root))) {
        if (file.startsWith(ENDPOINTS_DIR)) continue;
        for (const literal of pathLiterals(fs.readFileSync(file, 'utf8')))
          offenders.push(`${path.relative(REPO_ROOT, file)}: ${literal}`);
      }
    }
    expect(offenders).toEqual([]);
  });
});
