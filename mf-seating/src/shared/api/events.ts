/** A game as anyone sees it: the results page (/game_result/{eventId}) and the big screen. */
import { type CallOptions, createCallApi } from '@quiz/api';
import type { EventResponse } from '@quiz/contract';
import { eventsEndpoints } from '@quiz/contract/endpoints';

const callApi = createCallApi({ allowAnyEvent: eventsEndpoints.allowAnyEvent });

/** Any published game, finished ones included (404: no such game). */
export function loadPublicEvent(eventId: number, options: CallOptions): Promise<EventResponse> {
  return callApi('allowAnyEvent', { params: { id: eventId } }, options);
}
