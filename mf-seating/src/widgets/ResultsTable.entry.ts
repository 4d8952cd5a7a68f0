/** `./ResultsTable` of mf_seating: single-spa lifecycles. */
import { defineRemote } from '@quiz/federation';
import { ResultsTable } from './ResultsTable';

export const { bootstrap, mount, unmount, update } = defineRemote(ResultsTable, {
  cacheKey: 'st',
  name: 'mf_seating/ResultsTable',
});
