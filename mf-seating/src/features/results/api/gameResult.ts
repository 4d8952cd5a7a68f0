/** What /game_result/{eventId} starts from (its route loader fills it): the game and its rows. */
import { type CallOptions, isApiError } from '@quiz/api';
import type { EventResponse } from '@quiz/contract';
import type { QueryClient } from '@tanstack/react-query';
import { publicEventQueryOptions } from '../../../shared/api/events';
import { eventScoresQueryOptions } from './scores';

/**
 * Puts the game and its rows into `queryClient`, asked for together; answers the game (null: there is
 * no such game, and then its rows, a 404 too, are not kept).
 */
export async function ensureGameResult(
  queryClient: QueryClient,
  eventId: number,
  options: CallOptions,
): Promise<EventResponse | null> {
  const [event] = await Promise.all([
    queryClient.ensureQueryData(publicEventQueryOptions(eventId, options)),
    queryClient.ensureQueryData(eventScoresQueryOptions(eventId, options)).catch((error: unknown) => {
      if (!isApiError(error, 404)) throw error;
    }),
  ]);
  return event;
}
