/** `./RegistrationModal` of mf_teams: single-spa lifecycles. */
import { defineRemote } from '@quiz/federation';
import { RegistrationModal } from './RegistrationModal';

export const { bootstrap, mount, unmount, update } = defineRemote(RegistrationModal, {
  cacheKey: 'tm',
  name: 'mf_teams/RegistrationModal',
});
