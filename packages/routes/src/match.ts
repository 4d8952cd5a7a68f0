/**
 * Links and matching over the route catalogue: the shell's router, the links of every remote and the
 * server's page meta read a path the same way. Matching is react-router's `matchRoutes` (it runs in
 * Node too, for the server render); links are filled by @quiz/domain's `fillPath`, so a remote that only
 * builds links carries none of react-router.
 */
import { fillPath } from '@quiz/domain';
import { matchRoutes } from 'react-router';
import { ROUTES, type RouteDef, type RouteName, type RouteParams } from './catalogue';

export type Query = Record<string, string | number | boolean | null | undefined>;

export interface RouteMatch {
  route: RouteDef & { name: RouteName };
  params: Record<string, string>;
  query: Record<string, string>;
}

const byName = new Map<string, RouteDef>(ROUTES.map((r) => [r.name, r]));

export function routeByName(name: RouteName): RouteDef {
  const route = byName.get(name);
  if (!route) throw new Error(`Unknown route ${name}`);
  return route;
}

type ParamsArg<N extends RouteName> = keyof RouteParams<N> extends never
  ? [params?: undefined, query?: Query]
  : [params: RouteParams<N>, query?: Query];

/** The query string of `query` ('' when empty); null and undefined values are left out. */
function searchOf(query: Query | undefined): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null) search.set(key, String(value));
  }
  const qs = search.toString();
  return qs ? `?${qs}` : '';
}

/** Builds a site path: href('eventPage', { eventId: 5 }, { from: '/x' }) → '/event/5?from=%2Fx'. */
export function href<N extends RouteName>(name: N, ...[params, query]: ParamsArg<N>): string {
  const route = routeByName(name);
  const values: Record<string, string> = {};
  for (const [key, value] of Object.entries((params ?? {}) as Record<string, string | number>)) {
    values[key] = String(value);
  }
  // an empty segment would name another page: a missing param is a programming error
  for (const [, key] of route.path.matchAll(/:([A-Za-z]+)/g)) {
    if (!values[key ?? '']) throw new Error(`Route ${name} needs param ${key}`);
  }
  return fillPath(route.path, values) + searchOf(query);
}

/** The catalogue as react-router route objects; SPEC paths are case sensitive. */
const routeObjects = ROUTES.map((def) => ({ path: def.path, caseSensitive: true, def }));

interface PathMatch {
  def: RouteDef;
  params: Readonly<Record<string, string>>;
}

/**
 * How many matched paths are remembered: a page start matches its path several times, and the server
 * matches every page request (its pages are one per game, so it needs many).
 */
const REMEMBERED_PATHS = 2000;
const matchedPaths = new Map<string, PathMatch | null>();

/**
 * react-router's matchRoutes for one path, remembered — the one memo of matching, in the browser and
 * on the server: it flattens and ranks the whole catalogue on every call (about 6 ms on a slow phone; a
 * CPU profile of the server's cached page hits at 200 connections put a fifth of its time there), and
 * a page start matches the same path in the shell's entry, its router and its prefetching. The least
 * recently used path is forgotten first.
 */
function matchPath(path: string): PathMatch | null {
  const known = matchedPaths.get(path);
  if (known !== undefined) {
    // most recently used last: the first key is the one to forget
    matchedPaths.delete(path);
    matchedPaths.set(path, known);
    return known;
  }
  const found = matchRoutes(routeObjects, path)?.[0];
  let result: PathMatch | null = null;
  if (found) {
    const params: Record<string, string> = {};
    for (const [key, value] of Object.entries(found.params)) if (value !== undefined) params[key] = value;
    result = { def: found.route.def, params };
  }
  if (matchedPaths.size >= REMEMBERED_PATHS) {
    const oldest = matchedPaths.keys().next().value;
    if (oldest !== undefined) matchedPaths.delete(oldest);
  }
  matchedPaths.set(path, result);
  return result;
}

/** Matches a path (with optional query string) against the catalogue; null when no route fits. */
export function match(url: string): RouteMatch | null {
  const [rawPath = '/', rawQuery = ''] = (url.split('#')[0] ?? '').split('?');
  const path = rawPath === '' ? '/' : rawPath;
  try {
    decodeURIComponent(path);
  } catch {
    // A malformed percent-encoding (URIError) is no route of ours: the caller treats it as unknown.
    return null;
  }
  const found = matchPath(path);
  if (!found) return null;
  const params = { ...found.params };
  const query: Record<string, string> = {};
  new URLSearchParams(rawQuery).forEach((value, key) => {
    query[key] = value;
  });
  return { route: found.def as RouteMatch['route'], params, query };
}

/**
 * The URL a server-rendered page is rendered and kept for: the route's path with its params (encoded
 * one way) and only the query parameters its markup depends on (`renderQuery`), in the order of their
 * names. The server keys its page cache on it and states it in the page; the browser compares it
 * with its own URL's.
 */
export function renderedPageUrl(found: RouteMatch): string {
  const search = new URLSearchParams();
  for (const name of [...(found.route.renderQuery ?? [])].sort()) {
    const value = found.query[name];
    if (value !== undefined) search.append(name, value);
  }
  const query = search.toString();
  const path = fillPath(found.route.path, found.params);
  return query ? `${path}?${query}` : path;
}
