/** What /game_result/{eventId} starts from (its screen and its route loader): the game and its rows. */
import { type CallOptions, isApiError } from '@quiz/api';
import type { EventResponse, EventScoresResponse } from '@quiz/contract';
import { loadPublicEvent } from '../../../shared/api/events';
import { loadEventScores } from './scores';

/** The game and its rows, or nulls when there is no such game. */
export type GameResultData =
  | { event: EventResponse; results: EventScoresResponse }
  | { event: null; results: null };

/** The game and its rows, asked for together; both answer 404 only when there is no such game. */
export async function loadGameResult(eventId: number, options: CallOptions): Promise<GameResultData> {
  try {
    const [event, results] = await Promise.all([
      loadPublicEvent(eventId, options),
      loadEventScores(eventId, options),
    ]);
    return { event, results };
  } catch (error) {
    if (isApiError(error, 404)) return { event: null, results: null };
    throw error;
  }
}
