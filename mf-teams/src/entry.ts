/** `./App` of mf_teams: single-spa lifecycles (bootstrap, mount, unmount, update). */
import { defineRemote } from '@quiz/federation';
import { App } from './App';

export const { bootstrap, mount, unmount, update } = defineRemote(App, { cacheKey: 'tm', name: 'mf_teams' });
