/**
 * One event as the public screens load it (event page, photo report, the `?regonevent=` link; their route
 * loaders too): `event` with the visitor's session (`personal`: their registration in it), else
 * `allowAnyEvent`; a 404 is «no such game» (null), not a failure.
 */
import { type CallOptions, createCallApi } from '@quiz/api';
import type { Event } from '@quiz/contract';
import { eventsEndpoints } from '@quiz/contract/endpoints';
import { isAxiosError } from 'axios';

const callApi = createCallApi({ event: eventsEndpoints.event, allowAnyEvent: eventsEndpoints.allowAnyEvent });

export function isNotFound(error: unknown): boolean {
  return isAxiosError(error) && error.response?.status === 404;
}

/** The event, or null for a 404 (another failure rejects). */
export async function loadEvent(
  eventId: number,
  personal: boolean,
  options: CallOptions,
): Promise<Event | null> {
  try {
    return await callApi(personal ? 'event' : 'allowAnyEvent', { params: { id: eventId } }, options);
  } catch (error) {
    if (isNotFound(error)) return null;
    throw error;
  }
}

/** Any published game as anyone sees it (a 404 rejects: the caller tells «Игра не найдена»). */
export function loadPublicEvent(eventId: number, options: CallOptions = {}): Promise<Event> {
  return callApi('allowAnyEvent', { params: { id: eventId } }, options);
}
