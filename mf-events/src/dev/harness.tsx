/** Standalone dev page of mf_events (`pnpm --filter mf-events dev`, http://localhost:3001/). */
import { mountDevHarness } from '@quiz/federation/dev-harness';

mountDevHarness({
  remote: 'mf_events',
  modules: {
    'mf_events/App': () => import('../entry'),
  },
});
