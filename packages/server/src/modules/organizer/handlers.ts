/** What every organizer handler shares: the hubs it publishes to and the type of its handler map. */
import type { organizerCalls } from '@quiz/contract';
import type { CallHandlers } from '../../http/calls';
import type { SeatingHub } from '../seating/live';
import type { ResultsHub } from './results-live';

export type OrganizerHandlers = CallHandlers<typeof organizerCalls>;

export interface Hubs {
  seating: SeatingHub;
  results: ResultsHub;
}
