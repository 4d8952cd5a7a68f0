/**
 * SPEC §7 calls owned by mf-seating: a game's results, the results of a month, the team rating.
 */
import type { EventScoresResponse, MonthScoresResponse, RatingResponse } from '@quiz/contract';
import { type CallOptions, clientOf } from '../client';

/** The result rows of one game, best total first (GET events_scores/{id}/). 404 for an unknown event. */
export async function getEventScores(eventId: number, options?: CallOptions): Promise<EventScoresResponse> {
  const { data } = await clientOf(options).get<EventScoresResponse>(`events_scores/${eventId}/`, {
    signal: options?.signal,
  });
  return data;
}

/**
 * The games of a month with their results and the months that have results
 * (GET events_scores/?month=YYYY-MM&city=). Without a month: the latest month with results.
 */
export async function getMonthScores(
  query: { month?: string | null; cityId?: number | null } = {},
  options?: CallOptions,
): Promise<MonthScoresResponse> {
  const params: Record<string, string | number> = {};
  if (query.month) params.month = query.month;
  if (query.cityId) params.city = query.cityId;
  const { data } = await clientOf(options).get<MonthScoresResponse>('events_scores/', {
    params,
    signal: options?.signal,
  });
  return data;
}

/** Rating seasons, newest first (GET rating/). */
export async function getRating(cityId?: number | null, options?: CallOptions): Promise<RatingResponse> {
  const { data } = await clientOf(options).get<RatingResponse>('rating/', {
    params: cityId ? { city: cityId } : undefined,
    signal: options?.signal,
  });
  return data;
}
