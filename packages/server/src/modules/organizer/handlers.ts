/** What every organizer handler shares: the hubs it publishes to and the type of its handler map. */
import type { organizerCalls } from '@quiz/contract';
import type { CallHandlers } from '../../http/calls';
import type { LiveHubs } from '../../plugins/live-hubs';

export type OrganizerHandlers = CallHandlers<typeof organizerCalls>;

/** The live hubs a handler publishes to (`app.live`, ../../plugins/live-hubs.ts). */
export type Hubs = Pick<LiveHubs, 'seating' | 'results'>;
