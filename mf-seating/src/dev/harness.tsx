/** Standalone dev page of mf_seating (`pnpm --filter mf-seating dev`, http://localhost:3005/). */
import { mountDevHarness } from '@quiz/federation/dev-harness';

mountDevHarness({
  remote: 'mf_seating',
  modules: {
    'mf_seating/App': () => import('../entry'),
    'mf_seating/ResultsTable': () => import('../widgets/ResultsTable.entry'),
  },
});
