/** Standalone dev page of mf_teams (`pnpm --filter mf-teams dev`, http://localhost:3002/). */
import { mountDevHarness } from '@quiz/federation/dev-harness';

mountDevHarness({
  remote: 'mf_teams',
  modules: {
    'mf_teams/App': () => import('../entry'),
    'mf_teams/RegistrationModal': () => import('../widgets/RegistrationModal.entry'),
    'mf_teams/EventTeamPanel': () => import('../widgets/EventTeamPanel.entry'),
    'mf_teams/AnonymousRegistration': () => import('../widgets/AnonymousRegistration.entry'),
  },
});
