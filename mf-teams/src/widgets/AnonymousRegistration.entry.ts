/** `./AnonymousRegistration` of mf_teams: single-spa lifecycles. */
import { defineRemote } from '@quiz/federation';
import { AnonymousRegistration } from './AnonymousRegistration';

export const { bootstrap, mount, unmount, update } = defineRemote(AnonymousRegistration, {
  cacheKey: 'tm',
  name: 'mf_teams/AnonymousRegistration',
});
