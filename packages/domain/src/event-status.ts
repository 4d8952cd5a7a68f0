/**
 * What a player is told about a game that is not as it was announced: cancelled, or moved to another
 * date (with the date it had before). One rule for every screen that shows a game — mf-events' card
 * and page, mf-teams' cabinet, registration page and form — and the words they say. A cancelled game
 * offers no registration, no preorder and no «Добавить в календарь»; its calendar file says CANCELLED.
 * Small on purpose: the home page's event card imports it.
 */
import { isPassed } from './rules';

export const EVENT_STATUS_TEXTS = {
  cancelled: 'Игра отменена',
  cancelledHint: 'Регистрация, предзаказ и календарь для этой игры закрыты.',
  postponed: 'Игра перенесена',
  /** `before`: the date it had, as the screen formats it («28 ноября, 19:30») */
  postponedFrom: (before: string): string => `Раньше игра была назначена на ${before}.`,
  /** the registration form and the server's refusal of a registration for a cancelled game */
  registrationCancelled: 'Игра отменена: регистрация на неё закрыта.',
} as const;

/** The fields of a game (the contract's Event) its status is read from. */
export interface EventStatusFields {
  workflow_state: string;
  date: string;
  /** the start the game had before its latest move; null or absent when it never moved */
  postponed_from?: string | null | undefined;
}

export type EventStatus = { kind: 'cancelled' } | { kind: 'postponed'; from: string } | null;

export function isCancelled(event: { workflow_state: string }): boolean {
  return event.workflow_state === 'cancelled';
}

/**
 * `cancelled`; `postponed` (with the date before the move) while the moved game is still ahead; else
 * null (a game on as announced, or a moved one already played: its date is simply its date).
 */
export function eventStatus(event: EventStatusFields, now: Date = new Date()): EventStatus {
  if (isCancelled(event)) return { kind: 'cancelled' };
  const from = event.postponed_from;
  if (from && Date.parse(from) !== Date.parse(event.date) && !isPassed(event.date, now))
    return { kind: 'postponed', from };
  return null;
}
