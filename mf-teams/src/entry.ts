/**
 * `./App` of mf_teams: single-spa lifecycles (bootstrap, mount, unmount, update), its build `version`,
 * and `prefetch`, which the shell calls when a link to one of this remote's personal routes is hovered
 * or focused (route data loaders).
 */
import { definePrefetch, defineRemote } from '@quiz/federation';
import { App } from './App';

export const { bootstrap, mount, unmount, update, version } = defineRemote(App, {
  cacheKey: 'tm',
  name: 'mf_teams',
});

/** The loaders (and the calls they make) come in a chunk of their own on the first hover. */
export const prefetch = definePrefetch({
  routes: ['cabinet', 'myTeams', 'teamCabinet', 'regTeamOnEvent', 'organizerEventTeams'],
  load: () => import('./loaders').then(({ loaders }) => loaders),
});
