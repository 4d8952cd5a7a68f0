/** `./App` of mf_preorder: single-spa lifecycles (bootstrap, mount, unmount, update). */
import { defineRemote } from '@quiz/federation';
import { App } from './App';

export const { bootstrap, mount, unmount, update } = defineRemote(App, {
  cacheKey: 'po',
  name: 'mf_preorder',
});
