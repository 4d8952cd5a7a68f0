/** The seating of one game: its query, a team's change, and the stream that says when it changed. */
import { type CallOptions, createCallApi, createCallStream, type StreamHandlers } from '@quiz/api';
import { queryKey } from '@quiz/api/query';
import type { SeatingState, SeatTeamBody } from '@quiz/contract';
import { seatingEndpoints } from '@quiz/contract/endpoints';
import { queryOptions } from '@tanstack/react-query';

// over the seating's area only: no chunk of mf-seating carries the whole endpoint table
const callApi = createCallApi(seatingEndpoints);
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
      callApi('seating', { params: { id: eventId } }, { ...options, signal }),
  });

/** One team in or out of the game or to another seat; answers the seating after it (409: refused). */
export function seatTeam(eventId: number, eventTeamId: number, body: SeatTeamBody): Promise<SeatingState> {
  return callApi('seatTeam', { params: { id: eventId, eventTeamId }, body });
}

/** Listens to the game's seating stream; answers the function that closes it. */
export function watchSeating(eventId: number, handlers: StreamHandlers): () => void {
  return openStream('seatingStream', { params: { id: eventId } }, handlers);
}
