/** The seating of one game: its state, a team's change, and the stream that says when it changed. */
import { type CallOptions, createCallApi, createCallStream, type StreamHandlers } from '@quiz/api';
import type { SeatingState, SeatTeamBody } from '@quiz/contract';
import { seatingEndpoints } from '@quiz/contract/endpoints';

// over the seating's area only: no chunk of mf-seating carries the whole endpoint table
const callApi = createCallApi(seatingEndpoints);
const openStream = createCallStream(seatingEndpoints);

/** The game's seating now (never from a cache: another organizer may have just changed it). */
export function loadSeating(eventId: number, options: CallOptions = {}): Promise<SeatingState> {
  return callApi('seating', { params: { id: eventId } }, { fresh: true, ...options });
}

/** One team in or out of the game or to another seat; answers the seating after it (409: refused). */
export function seatTeam(eventId: number, eventTeamId: number, body: SeatTeamBody): Promise<SeatingState> {
  return callApi('seatTeam', { params: { id: eventId, eventTeamId }, body });
}

/** Listens to the game's seating stream; answers the function that closes it. */
export function watchSeating(eventId: number, handlers: StreamHandlers): () => void {
  return openStream('seatingStream', { params: { id: eventId } }, handlers);
}
