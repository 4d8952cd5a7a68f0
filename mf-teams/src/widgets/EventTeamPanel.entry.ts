/** `./EventTeamPanel` of mf_teams: single-spa lifecycles. */
import { defineRemote } from '@quiz/federation';
import { EventTeamPanel } from './EventTeamPanel';

export const { bootstrap, mount, unmount, update } = defineRemote(EventTeamPanel, {
  cacheKey: 'tm',
  name: 'mf_teams/EventTeamPanel',
});
