/**
 * One event as the public screens show it (event page, photo report; their route loaders too), a query
 * of the page's cache: with the visitor's session (`event`, their registration in it) or as anyone
 * (`allowAnyEvent`) — the key says which, so an anonymous answer (the server's) is never taken for a
 * logged-in visitor's. A 404 is «no such game» (null), not a failure. The `?regonevent=` link asks once.
 */
import { type CallOptions, createCallApi, isApiError } from '@quiz/api';
import { queryKey } from '@quiz/api/query';
import type { Event } from '@quiz/contract';
import { eventsEndpoints } from '@quiz/contract/endpoints';
import { queryOptions } from '@tanstack/react-query';

const callApi = createCallApi({ event: eventsEndpoints.event, allowAnyEvent: eventsEndpoints.allowAnyEvent });

export function isNotFound(error: unknown): boolean {
  return isApiError(error, 404);
}

/** The event, or null for a 404 (another failure rejects). */
async function loadEvent(eventId: number, personal: boolean, options: CallOptions): Promise<Event | null> {
  try {
    return await callApi(personal ? 'event' : 'allowAnyEvent', { params: { id: eventId } }, options);
  } catch (error) {
    if (isNotFound(error)) return null;
    throw error;
  }
}

/** The event (null: no such game) asked with the session when `loggedIn`, else as anyone. */
export const eventQueryOptions = (eventId: number, loggedIn: boolean, options: CallOptions = {}) =>
  queryOptions({
    queryKey: queryKey('event', eventId, { loggedIn }),
    queryFn: ({ signal }) => loadEvent(eventId, loggedIn, { ...options, signal }),
  });

/** Any published game as anyone sees it (a 404 rejects: the caller tells «Игра не найдена»). */
export function loadPublicEvent(eventId: number, options: CallOptions = {}): Promise<Event> {
  return callApi('allowAnyEvent', { params: { id: eventId } }, options);
}
