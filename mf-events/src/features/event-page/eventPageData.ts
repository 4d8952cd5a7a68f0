/**
 * What the event page starts from (route loader `eventPage`) and loads on its own: the event,
 * or `null` when there is no such game (404, or an id that is not a number: «Игра не найдена»).
 * `personal`: asked with the visitor's session (`event`, with their registration) rather than as anyone
 * (`allowAnyEvent`); a screen takes over an answer only when it would have asked the same way.
 */
import type { CallOptions } from '@quiz/api';
import type { Event } from '@quiz/contract';
import { loadEvent } from '../../shared/api/events';
import type { LoadedAt } from '../../shared/now';

export interface EventPageData extends LoadedAt {
  /** the id of the URL (null: not a number) */
  eventId: number | null;
  event: Event | null;
  personal: boolean;
}

export async function loadEventPage(
  eventId: number | null,
  personal: boolean,
  options: CallOptions,
): Promise<EventPageData> {
  const event = eventId === null ? null : await loadEvent(eventId, personal, options);
  return { eventId, event, personal, at: Date.now() };
}
