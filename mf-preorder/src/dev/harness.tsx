/** Standalone dev page of mf_preorder (`pnpm --filter mf-preorder dev`, http://localhost:3003/). */
import { mountDevHarness } from '@quiz/federation/dev-harness';

mountDevHarness({
  remote: 'mf_preorder',
  modules: {
    'mf_preorder/App': () => import('../entry'),
  },
});
