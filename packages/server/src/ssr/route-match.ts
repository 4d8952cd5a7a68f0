/**
 * The route catalogue's `match`, remembered per URL. react-router's `matchRoutes` flattens and ranks the
 * whole catalogue on every call; a CPU profile of cached page hits at 200 connections put a fifth of
 * the server's time there. The catalogue never changes while the process runs, so a URL's match is
 * looked up once (an LRU bounds URLs with arbitrary query strings). Callers must not change the result.
 */
import { match, type RouteMatch } from '@quiz/routes';
import { LRUCache } from 'lru-cache';

const matches = new LRUCache<string, { found: RouteMatch | null }>({ max: 2000 });

export function matchRoute(url: string): RouteMatch | null {
  const known = matches.get(url);
  if (known) return known.found;
  const found = match(url);
  matches.set(url, { found });
  return found;
}
