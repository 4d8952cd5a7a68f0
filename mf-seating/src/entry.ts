/** `./App` of mf_seating: single-spa lifecycles (bootstrap, mount, unmount, update). */
import { defineRemote } from '@quiz/federation';
import { App } from './App';

export const { bootstrap, mount, unmount, update } = defineRemote(App, {
  cacheKey: 'st',
  name: 'mf_seating',
});
