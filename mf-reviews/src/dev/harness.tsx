/** Standalone dev page of mf_reviews (`pnpm --filter mf-reviews dev`, http://localhost:3004/). */
import { mountDevHarness } from '@quiz/federation/dev-harness';

mountDevHarness({
  remote: 'mf_reviews',
  modules: {
    'mf_reviews/App': () => import('../entry'),
  },
});
