/**
 * One event as a public screen loads it (event page, photo report; their route loaders too):
 * `event` with the visitor's session (`personal`: their registration in it), else `allowAnyEvent`;
 * a 404 is «no such game» (null), not a failure.
 */
import type { CallOptions } from '@quiz/api';
import type { Event } from '@quiz/contract';
import { isAxiosError } from 'axios';
import { callApi } from './api';

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
