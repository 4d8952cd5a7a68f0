/**
 * `./App` of mf_preorder: single-spa lifecycles (bootstrap, mount, unmount, update) and its build
 * `version` (a page the server rendered with another version is rendered anew, not hydrated).
 */
import { defineRemote } from '@quiz/federation';
import { App } from './App';

export const { bootstrap, mount, unmount, update, version } = defineRemote(App, {
  cacheKey: 'po',
  name: 'mf_preorder',
});
