/**
 * The API calls of mf-seating's public screens, made by the screens (in the browser) and by their route
 * loaders (src/loaders.ts, on the server and for a prefetch) alike: both ask the same question, so the
 * answer a loader brings is the one the screen would have loaded itself.
 */
import { type CallOptions, createCallApi, isApiError } from '@quiz/api';
import type { EventResponse, EventScoresResponse, MonthScoresResponse, RatingResponse } from '@quiz/contract';
import { eventsEndpoints, resultsEndpoints } from '@quiz/contract/endpoints';

/**
 * `callApi` over the calls of these screens only: the loaders come with `./App` (for `prefetch`), and
 * the endpoint table of every remote has no business in that first chunk.
 */
const callApi = createCallApi({ ...resultsEndpoints, allowAnyEvent: eventsEndpoints.allowAnyEvent });

/** /game_results: the games of `month` (the city's latest month with results when null). */
export function loadMonthScores(
  month: string | null,
  cityId: number | null,
  options: CallOptions,
): Promise<MonthScoresResponse> {
  return callApi('monthScores', { query: { month: month ?? undefined, city: cityId ?? undefined } }, options);
}

/** One game's result rows, best first. */
export function loadEventScores(eventId: number, options: CallOptions): Promise<EventScoresResponse> {
  return callApi('eventScores', { params: { id: eventId } }, options);
}

/** The game of /game_result/{eventId} (any published game, finished ones included). */
export function loadPublicEvent(eventId: number, options: CallOptions): Promise<EventResponse> {
  return callApi('allowAnyEvent', { params: { id: eventId } }, options);
}

/** /rating: the city's seasons, newest first. */
export function loadRating(cityId: number | null, options: CallOptions): Promise<RatingResponse> {
  return callApi('rating', { query: { city: cityId ?? undefined } }, options);
}

/** What /game_result/{eventId} starts from: the game and its rows, or nulls when there is no such game. */
export type GameResultData =
  | { event: EventResponse; results: EventScoresResponse }
  | { event: null; results: null };

/** An id that can name a game (a route param is any string: «abc», «-1», «1.5» are not). */
export function isEventId(id: number): boolean {
  return Number.isInteger(id) && id > 0;
}

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

/** A game's title: its theme and postfix («Гарри Поттер #2»). */
export const gameTitle = (event: Pick<EventResponse, 'game' | 'postfix'>) =>
  [event.game.theme.title, event.postfix].filter(Boolean).join(' ');
