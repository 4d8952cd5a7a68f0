/**
 * `./App` of mf_events: single-spa lifecycles (bootstrap, mount, unmount, update), its build `version`,
 * and `prefetch`, which the shell calls when a link to one of this remote's routes is hovered or focused
 * (route data loaders).
 */
import { definePrefetch, defineRemote } from '@quiz/federation';
import { App } from './App';
import { loaders } from './loaders';

export const { bootstrap, mount, unmount, update, version } = defineRemote(App, {
  cacheKey: 'ev',
  name: 'mf_events',
});

export const prefetch = definePrefetch(loaders);
