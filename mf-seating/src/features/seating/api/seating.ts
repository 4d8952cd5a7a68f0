/** The seating of one game: its query, a team's change, and the stream that says when it changed. */
import { type CallOptions, createCallApi, createCallStream, type StreamHandlers } from '@quiz/api';
import { queryKey } from '@quiz/api/query';
import type { SeatingState } from '@quiz/contract';
import { seatingEndpoints } from '@quiz/contract/endpoints';
import { queryOptions } from '@tanstack/react-query';

// over the seating's area only: no chunk of mf-seating carries the whole endpoint table
export const callSeating = createCallApi(seatingEndpoints);
const openStream = createCallStream(seatingEndpoints);

export const seatingKey = (eventId: number) => queryKey('seating', eventId);

/**
 * The game's seating now. Fresh as any answer while the screen shows it (the answer the page arrived
 * with, the server's, is not asked again on hydration), made stale by the stream's word and when the
 * screen closes (`useSeating`): another organizer may change it meanwhile, so a screen opened again asks
 * again.
 */
export const seatingQueryOptions = (eventId: number, options: CallOptions = {}) =>
  queryOptions({
    queryKey: seatingKey(eventId),
    queryFn: ({ signal }): Promise<SeatingState> =>
      callSeating('seating', { params: { id: eventId } }, { ...options, signal }),
  });

/** Listens to the game's seating stream; answers the function that closes it. */
export function watchSeating(eventId: number, handlers: StreamHandlers): () => void {
  return openStream('seatingStream', { params: { id: eventId } }, handlers);
}
