import type { EventResponse } from '@quiz/contract';

/** An id that can name a game (a route param is any string: «abc», «-1», «1.5» are not). */
export function isEventId(id: number): boolean {
  return Number.isInteger(id) && id > 0;
}

/** A game's title: its theme and postfix («Гарри Поттер #2»). */
export const gameTitle = (event: Pick<EventResponse, 'game' | 'postfix'>) =>
  [event.game.theme.title, event.postfix].filter(Boolean).join(' ');
