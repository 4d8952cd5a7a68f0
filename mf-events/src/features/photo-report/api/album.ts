/** A game's photo report album. */
import { type CallOptions, createCallApi } from '@quiz/api';
import type { EventAlbumResponse } from '@quiz/contract';
import { eventsEndpoints } from '@quiz/contract/endpoints';

const callApi = createCallApi({ eventAlbum: eventsEndpoints.eventAlbum });

/** The album of the game (404 rejects: the game has none yet). */
export function loadEventAlbum(eventId: number, options: CallOptions = {}): Promise<EventAlbumResponse> {
  return callApi('eventAlbum', { params: { id: eventId } }, options);
}
