/**
 * Server-rendered public pages. For a GET of a public route (`serverRendered` in the route
 * catalogue) the page arrives with its content: the owning remote's server bundle renders its screen
 * (after running the screen's route loader against this server's own API, in-process), the shell's
 * server bundle renders the frame around it, and the state both used is embedded for the browser, which
 * takes the markup over (hydration) without fetching it again.
 *
 * Rendered pages are kept for `SSR_CACHE_MS` (default 10 s) per rendered URL, city cookie, public data
 * version and bundle files, so a burst of visitors costs one render; a change to public data is a new
 * version, so it shows at once. The rendered URL is the route's path and only the query parameters
 * its markup reads (`renderQuery` of the route catalogue, @quiz/routes `renderedPageUrl`): the page is
 * rendered for that URL and states it, so unknown parameters (utm tags, unique junk) cost no render
 * and no cache entry, and the browser takes the page over when its own URL renders to the same one.
 * The kept frames are bounded by count and bytes (500, `RENDERED_FRAMES_MAX_BYTES`).
 *
 * A route loader that says the URL names nothing (an unknown game) gives the same page with
 * `<meta name="robots" content="noindex">`, answered 404 (static.ts).
 *
 * Never worse than before: a missing bundle, a render that throws or one slower than the budget
 * (`SSR_BUDGET_MS`, default 150 ms) gives today's client-rendered page, with a warning in the log.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { User } from '@quiz/contract';
import { ENDPOINTS } from '@quiz/contract/endpoints';
import type { NormalizedRegistry } from '@quiz/contract/registry';
import {
  type RemoteServerBundle,
  type ShellServerBundle,
  SSR_STATE_ELEMENT_ID,
  type SsrPageState,
} from '@quiz/contract/ssr-page';
import { cityIdFromCookies, cookieValue, parseId, TOKEN_COOKIE } from '@quiz/domain';
import { match, type RouteMatch, renderedPageUrl } from '@quiz/routes';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import { citiesOf, organizes } from '../modules/organizer/access';
import { tokenFromHeader } from '../plugins/current-user';
import { bundleStamp, remoteBundle, remoteBundleFile, shellBundle, shellBundleFile } from './bundles';
import { zoneOffsetsScript } from './zone-offsets';

export const DEFAULT_SSR_BUDGET_MS = 150;

export function ssrBudgetMs(env: NodeJS.ProcessEnv = process.env): number {
  const value = Number(env.SSR_BUDGET_MS);
  return Number.isFinite(value) && value > 0 ? value : DEFAULT_SSR_BUDGET_MS;
}

export const DEFAULT_SSR_CACHE_MS = 10_000;

export function ssrCacheMs(env: NodeJS.ProcessEnv = process.env): number {
  const value = Number(env.SSR_CACHE_MS);
  return env.SSR_CACHE_MS !== undefined && Number.isFinite(value) && value >= 0
    ? value
    : DEFAULT_SSR_CACHE_MS;
}

/** Rendered pages by URL, city cookie, data version and bundles (the HTML around them is added per request). */
const pages = new WeakMap<
  FastifyInstance,
  LRUCache<string, { frame: string; state: SsrPageState; notFound: boolean }>
>();

/** Bytes of rendered frames and their states one server keeps at most. */
export const RENDERED_FRAMES_MAX_BYTES = 32 * 1024 * 1024;

function pageCacheOf(app: FastifyInstance, ttl: number) {
  let cache = pages.get(app);
  if (!cache) {
    cache = new LRUCache({
      max: 500,
      ttl,
      maxSize: RENDERED_FRAMES_MAX_BYTES,
      sizeCalculation: (page) => Math.max(1, page.frame.length + JSON.stringify(page.state).length),
    });
    pages.set(app, cache);
  }
  return cache;
}

/** JSON inside `<script type="application/json">`: nothing in it can close the element. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** The shell's entry script in its index.html (minified: `<script defer src=/main.<hash>.js></script>`). */
const MAIN_SCRIPT = /<script defer(?:="")? src="?(\/main\.[0-9a-f]+\.js)"?><\/script>/;

/**
 * Puts the rendered frame into the shell's `#root`, the state after it and the city zone's offsets
 * (./zone-offsets.ts). With `bootScript` (the
 * shell's `boot.js`), the page starts with that script instead of the app's entry: the content is
 * there, and the app's code is fetched once the page has loaded (shell/src/boot.ts).
 */
export function injectRendered(
  indexHtml: string,
  frameHtml: string,
  state: SsrPageState,
  bootScript: string | null = null,
): string | null {
  const empty = /<div id=("?)root\1><\/div>/;
  if (!empty.test(indexHtml)) return null;
  const html = bootScript
    ? indexHtml.replace(
        MAIN_SCRIPT,
        (_tag, main: string) => `<script defer src="${bootScript}" data-main="${main}"></script>`,
      )
    : indexHtml;
  return html.replace(
    empty,
    () =>
      `<div id="root">${frameHtml}</div><script id="${SSR_STATE_ELEMENT_ID}" type="application/json">${scriptJson(state)}</script>${zoneOffsetsScript(state.city?.timezone, scriptJson)}`,
  );
}

class BudgetExceeded extends Error {}

/** `work` within `ms`, else BudgetExceeded (and `controller` aborted, so the render stops early). */
async function withinBudget<T>(ms: number, controller: AbortController, work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      controller.abort();
      reject(new BudgetExceeded(`server render over ${ms} ms`));
    }, ms);
  });
  try {
    return await Promise.race([work, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * The route of a request rendered on the server, and the URL its page is rendered for (the path and
 * the parameters of its `renderQuery`); null for a route that is not server-rendered.
 */
function renderedRoute(
  request: FastifyRequest,
  kind: 'serverRendered' | 'personalRendered' = 'serverRendered',
): { found: RouteMatch; url: string } | null {
  const asked = match(request.url);
  if (!asked || !(kind in asked.route) || !(asked.route as { [k in typeof kind]?: boolean })[kind])
    return null;
  const url = renderedPageUrl(asked);
  const found = match(url);
  return found ? { found, url } : null;
}

/** The URL the page of `request` is rendered for; null for a route that is not server-rendered. */
export const renderedUrlOf = (request: FastifyRequest): string | null => renderedRoute(request)?.url ?? null;

/**
 * What a rendered page depends on: the rendered URL (`renderedRoute`), the `quiz_city` cookie, the public data version and the bundles
 * (the shell's, and the registry's current one of the route's owner); null for a route that is not
 * server-rendered.
 */
export async function renderKey(
  app: FastifyInstance,
  request: FastifyRequest,
  root: string,
  registry: NormalizedRegistry,
): Promise<string | null> {
  const rendered = renderedRoute(request);
  if (!rendered) return null;
  const { found, url } = rendered;
  return [
    url,
    cityIdFromCookies(request.headers.cookie) ?? '',
    await app.publicDataVersion(),
    bundleStamp(shellBundleFile(root)),
    bundleStamp(remoteBundleFile(root, registry, found.route.owner) ?? ''),
  ].join('|');
}

export interface RenderPageOptions {
  root: string;
  registry: NormalizedRegistry;
  budgetMs?: number;
  /** how long a rendered page is reused (0: never) */
  cacheMs?: number;
}

/** A rendered public page; `notFound`: the route's loader said the URL names nothing (answered 404). */
export interface RenderedPage {
  html: string;
  notFound: boolean;
}

/** `<meta name="robots" content="noindex">` in the page's head: a page of something that does not exist. */
export function noindex(html: string): string {
  return html.replace(/<\/head>/i, '<meta name="robots" content="noindex"></head>');
}

/** The finished page: the rendered frame in the shell's page, `noindex` when it names nothing. */
function finish(
  indexHtml: string,
  page: { frame: string; state: SsrPageState; notFound: boolean },
  boot: string | null,
): RenderedPage | null {
  const html = injectRendered(indexHtml, page.frame, page.state, boot);
  if (html === null) return null;
  return { html: page.notFound ? noindex(html) : html, notFound: page.notFound };
}

/**
 * The cache of rendered frames (public pages only) and the key of this page in it, asked once the
 * bundles are loaded (their stamps are part of it).
 */
interface FrameCache {
  cache: LRUCache<string, { frame: string; state: SsrPageState; notFound: boolean }>;
  key: () => Promise<string>;
}

/** Who a personal page is rendered for: the player, and the header his in-process calls carry. */
export interface PageSession {
  user: User;
  /** `Token <key>`: never leaves the server (the page carries the user only) */
  authorization: string;
}

/** The server's own API, in-process (`app.inject`): the transport of a remote's route loader. */
export function inProcessTransport(app: FastifyInstance, authorization: string | null): RemoteTransport {
  return async ({ method, url: target }) => {
    const response = await app.inject({
      method: method as 'GET',
      url: target,
      headers: { accept: 'application/json', ...(authorization ? { authorization } : {}) },
    });
    let body: unknown = null;
    try {
      body = response.body ? (JSON.parse(response.body) as unknown) : null;
    } catch {
      body = response.body;
    }
    return { status: response.statusCode, body };
  };
}

export type RemoteTransport = Parameters<RemoteServerBundle['render']>[0]['transport'];

/**
 * The player of the request's `quiz_token` cookie, asked of the server's own API in-process
 * (`user_detail`, as the browser asks it); null without a cookie, for a malformed one, or one the
 * server does not know (expired, logged out).
 */
export async function sessionOf(app: FastifyInstance, request: FastifyRequest): Promise<PageSession | null> {
  const cookie = cookieValue(request.headers.cookie, TOKEN_COOKIE);
  const token = cookie ? tokenFromHeader(`Token ${cookie}`) : null;
  if (!token) return null;
  const authorization = `Token ${token}`;
  const answer = await app.inject({
    method: 'GET',
    url: ENDPOINTS.userDetail.path,
    headers: { accept: 'application/json', authorization },
  });
  if (answer.statusCode !== 200) return null;
  const user = JSON.parse(answer.body) as User | null;
  return user && typeof user.id === 'number' ? { user, authorization } : null;
}

/**
 * The frame and state of one render (the route's loader, the remote's screen, the shell's frame). The
 * cities and the site's common data are the same for everyone: asked without the player's token
 * (`publicTransport`), they come from the public answers' cache (http/public-cache.ts) with no
 * database work, on a personal page too.
 */
async function renderFrameAndState(
  request: FastifyRequest,
  { found, url }: { found: RouteMatch; url: string },
  bundles: { shell: ShellServerBundle; remote: RemoteServerBundle },
  {
    registry,
    budgetMs,
    transport,
    publicTransport,
    user,
  }: {
    registry: NormalizedRegistry;
    budgetMs: number;
    transport: RemoteTransport;
    publicTransport: RemoteTransport;
    user: User | null;
  },
): Promise<{ frame: string; state: SsrPageState; notFound: boolean }> {
  const owner = found.route.owner;
  const controller = new AbortController();
  const state = await withinBudget(
    budgetMs,
    controller,
    (async () => {
      const [citiesAnswer, commonAnswer] = await Promise.all([
        publicTransport({ method: 'GET', url: ENDPOINTS.citiesList.path }),
        publicTransport({ method: 'GET', url: ENDPOINTS.common.path }),
      ]);
      const cities = citiesAnswer.status === 200 ? (citiesAnswer.body as SsrPageState['cities']) : [];
      const common = commonAnswer.status === 200 ? (commonAnswer.body as SsrPageState['common']) : null;
      const wanted = cityIdFromCookies(request.headers.cookie);
      const city =
        (wanted !== null ? cities.find((c) => c.id === wanted) : undefined) ?? common?.default_city ?? null;
      const params = Object.fromEntries(Object.entries(found.params).map(([k, v]) => [k, String(v)]));
      const query = Object.fromEntries(Object.entries(found.query).map(([k, v]) => [k, String(v)]));
      const rendered = await bundles.remote.render({
        route: found.route.name,
        params,
        query,
        city,
        ...(user ? { user } : {}),
        transport,
        signal: controller.signal,
      });
      const pageState: SsrPageState = {
        url,
        route: found.route.name,
        owner,
        version: registry[owner]?.version ?? null,
        params,
        query,
        city,
        cities,
        common,
        data: rendered.data,
        ...(user ? { user } : {}),
      };
      return { pageState, html: rendered.html, notFound: rendered.notFound === true };
    })(),
  );
  const frame = bundles.shell.renderFrame(state.pageState, state.html);
  return { frame, state: state.pageState, notFound: state.notFound };
}

/**
 * One page rendered (or taken from `frames`): null when a bundle is missing or the render failed or
 * ran over the budget (the caller then sends the shell's page as it is).
 */
async function renderPage(
  app: FastifyInstance,
  request: FastifyRequest,
  indexHtml: string,
  rendered: { found: RouteMatch; url: string },
  { root, registry, budgetMs = ssrBudgetMs() }: RenderPageOptions,
  who: {
    session: PageSession | null;
    frames: FrameCache | null;
    /** an organizer's page: a call the API refuses (401, 403) makes no page */
    organizers?: boolean;
  },
): Promise<RenderedPage | null> {
  const owner = rendered.found.route.owner;
  const started = performance.now();
  const calls = refusalsOf(inProcessTransport(app, who.session?.authorization ?? null));
  try {
    const shell = shellBundle(root);
    const file = remoteBundleFile(root, registry, owner);
    const remote = file ? remoteBundle(file) : null;
    if (!shell || !remote) {
      request.log.warn({ owner, file }, 'server render: no server bundle, the page renders in the browser');
      return null;
    }
    const boot = fs.existsSync(path.join(root, 'shell', 'dist', 'boot.js')) ? '/boot.js' : null;
    const { frames } = who;
    const key = frames ? await frames.key() : '';
    const cached = frames?.cache.get(key);
    if (frames) app.metrics.ssrPageCache.inc({ result: cached ? 'hit' : 'miss' });
    if (cached) return finish(indexHtml, cached, boot);

    const done = await renderFrameAndState(
      request,
      rendered,
      { shell, remote },
      {
        registry,
        budgetMs,
        transport: calls.transport,
        publicTransport: inProcessTransport(app, null),
        user: who.session?.user ?? null,
      },
    );
    if (who.organizers && calls.refused()) return refusedPage(request, owner);
    frames?.cache.set(key, done);
    const page = finish(indexHtml, done, boot);
    app.metrics.ssrRender.observe({ owner }, (performance.now() - started) / 1000);
    request.log.debug({ owner, ms: Math.round(performance.now() - started) }, 'server render');
    return page;
  } catch (error) {
    if (who.organizers && calls.refused()) return refusedPage(request, owner);
    request.log.warn(
      { err: error, owner, ms: Math.round(performance.now() - started) },
      'server render failed, the page renders in the browser',
    );
    return null;
  }
}

/** A transport that remembers whether the API refused any of its calls (401, 403). */
function refusalsOf(transport: RemoteTransport): { transport: RemoteTransport; refused: () => boolean } {
  let refused = false;
  return {
    transport: async (call) => {
      const answer = await transport(call);
      if (answer.status === 401 || answer.status === 403) refused = true;
      return answer;
    },
    refused: () => refused,
  };
}

/** An organizer's page the API refused a call of: no page of it, whatever the loader made of the refusal. */
function refusedPage(request: FastifyRequest, owner: string): null {
  request.log.info(
    { owner },
    "server render: the API refused the organizer's page a call, the shell's page goes",
  );
  return null;
}

/**
 * The public page's HTML with its content, or null when the route is not server-rendered or the render
 * did not succeed in time (the caller then sends the shell's page as it is).
 */
export async function renderPublicPage(
  app: FastifyInstance,
  request: FastifyRequest,
  indexHtml: string,
  options: RenderPageOptions,
): Promise<RenderedPage | null> {
  const rendered = renderedRoute(request);
  if (!rendered) return null;
  const cacheMs = options.cacheMs ?? ssrCacheMs();
  const cache = cacheMs > 0 ? pageCacheOf(app, cacheMs) : null;
  const frames = cache
    ? {
        cache,
        key: async () => (await renderKey(app, request, options.root, options.registry)) ?? rendered.url,
      }
    : null;
  return renderPage(app, request, indexHtml, rendered, options, { session: null, frames });
}

/** Is `request` for a personal page (`personalRendered` in the route catalogue)? */
export const isPersonalPage = (request: FastifyRequest): boolean =>
  renderedRoute(request, 'personalRendered') !== null;

/**
 * A personal page's HTML with its content, rendered for `session`'s player and for this request only
 * (no cache of any kind: the caller answers it `private, no-store`); null when the route is not
 * personal, is an organizer's page (`organizerOnly`, `organizerData`) and he is no organizer of its
 * game's city (`organizerMayOpen`: the shell's page, which sends him home or tells him it is for
 * organizers), the API refused one of such a page's calls, or the render did not succeed in time.
 */
export async function renderPersonalPage(
  app: FastifyInstance,
  request: FastifyRequest,
  indexHtml: string,
  session: PageSession,
  options: RenderPageOptions,
): Promise<RenderedPage | null> {
  const rendered = renderedRoute(request, 'personalRendered');
  if (!rendered) return null;
  const organizers = forOrganizers(rendered.found.route);
  if (organizers && !(await organizerMayOpen(app, rendered.found, session.user))) return null;
  return renderPage(app, request, indexHtml, rendered, options, { session, frames: null, organizers });
}

/** A page only an organizer of its game's city gets rendered (`organizerOnly`, `organizerData`). */
const forOrganizers = (route: RouteMatch['route']): boolean =>
  route.organizerOnly === true || route.organizerData === true;

/**
 * May `user` get the organizer's page `found` rendered? By the rules of the API's organizer guard
 * (modules/organizer/guard.ts): an organizer (`is_organizer`) of the game's city when the route names a
 * game (`:eventId`; a game that does not exist: no, as `organizerOfEvent`), else of at least one city
 * (`organizerOfCity`). A route naming anything else is never rendered until this learns its rule.
 */
async function organizerMayOpen(app: FastifyInstance, found: RouteMatch, user: User): Promise<boolean> {
  if (!user.is_organizer) return false;
  if (Object.keys(found.params).some((name) => name !== 'eventId')) return false;
  if (found.params.eventId === undefined) return (await citiesOf(app.db, user.id)).length > 0;
  const eventId = parseId(found.params.eventId);
  if (eventId === null) return false;
  const game = await app.db
    .selectFrom('events')
    .select('city_id')
    .where('id', '=', eventId)
    .executeTakeFirst();
  return game !== undefined && (await organizes(app.db, user.id, game.city_id));
}
