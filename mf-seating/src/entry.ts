/**
 * `./App` of mf_seating: single-spa lifecycles (bootstrap, mount, unmount, update), its build `version`,
 * and `prefetch`, which the shell calls when a link to one of this remote's routes is hovered or focused
 * (route data loaders).
 */
import { definePrefetch, defineRemote } from '@quiz/federation';
import { App } from './App';

export const { bootstrap, mount, unmount, update, version } = defineRemote(App, {
  cacheKey: 'st',
  name: 'mf_seating',
});

/**
 * The loaders (and the calls they make) come in a chunk of their own on the first hover, so `./App`
 * stays as small as it was before them; the organizer's (score sheet, seating) bring their calls along
 * when they run.
 */
export const prefetch = definePrefetch({
  routes: ['gameResults', 'gameResult', 'rating', 'organizerEventScores', 'sitting'],
  load: () => import('./loaders').then(({ loaders }) => loaders),
});
