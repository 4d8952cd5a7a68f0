/**
 * `./App` of mf_seating: single-spa lifecycles (bootstrap, mount, unmount, update), and `prefetch`, which
 * the shell calls when a link to one of this remote's routes is hovered or focused (route data loaders).
 */
import type { City } from '@quiz/contract';
import { defineRemote, prefetchRoute } from '@quiz/federation';
import { App } from './App';

export const { bootstrap, mount, unmount, update, version } = defineRemote(App, {
  cacheKey: 'st',
  name: 'mf_seating',
});

/** The routes with a loader (src/loaders.ts); `sitting` is for organizers and has none. */
const PUBLIC_ROUTES: ReadonlySet<string> = new Set(['GameResults', 'gameResult', 'Rating']);

/**
 * Runs the route's loader ahead of a navigation. The loaders (and the calls they make) come in a chunk
 * of their own on the first hover, so `./App` stays as small as it was before them.
 */
export function prefetch(
  route: string,
  params: Record<string, string>,
  query: Record<string, string>,
  city: City | null,
): Promise<unknown> | null {
  if (!PUBLIC_ROUTES.has(route)) return null;
  return import('./loaders').then(({ loaders }) => prefetchRoute(loaders, route, { params, query, city }));
}
