/**
 * Publishing a game's results and taking them back (the results lifecycle of @quiz/domain): the
 * organizer endpoint area's caller, so these rows stay in the scoring screen's chunk.
 */
import { createCallApi } from '@quiz/api';
import type { PublishResultsResponse, UnpublishResultsResponse } from '@quiz/contract';
import { organizerEndpoints } from '@quiz/contract/endpoints';

const callOrganizer = createCallApi(organizerEndpoints);

/** Publishes the game's results (409 with the domain's sentence before the start or when published). */
export function publishResults(eventId: number): Promise<PublishResultsResponse> {
  return callOrganizer('organizerPublishResults', { params: { id: eventId } });
}

/** Takes the game's published results back (the scores stay, to be corrected and published again). */
export function unpublishResults(eventId: number): Promise<UnpublishResultsResponse> {
  return callOrganizer('organizerUnpublishResults', { params: { id: eventId } });
}
