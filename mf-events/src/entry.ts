/**
 * `./App` of mf_events: single-spa lifecycles (bootstrap, mount, unmount, update), and `prefetch`, which
 * the shell calls when a link to one of this remote's routes is hovered or focused (route data loaders).
 */
import type { City } from '@quiz/contract';
import { defineRemote, prefetchRoute } from '@quiz/federation';
import { App } from './App';
import { loaders } from './loaders';

export const { bootstrap, mount, unmount, update, version } = defineRemote(App, {
  cacheKey: 'ev',
  name: 'mf_events',
});

export function prefetch(
  route: string,
  params: Record<string, string>,
  query: Record<string, string>,
  city: City | null,
): Promise<unknown> | null {
  return prefetchRoute(loaders, route, { params, query, city });
}
