/**
 * Calls of SPEC §7 owned by mf-seating: a game's results (`events_scores/{id}`), the results of a
 * month (`/api/events_scores/?month=YYYY-MM`) and the team rating (`/api/rating/`).
 *
 * Design where SPEC says "not shown" (documented in mf-seating/README.md):
 * - `events_scores/{id}/` answers the result rows ordered by total (best first); 404 for an
 *   unknown event, `[]` for a game without results yet.
 * - `events_scores/` answers `{ month, months, games }`: the month shown (`YYYY-MM`, the latest
 *   month with results in the city when absent; `null` when the city has no results at all), every
 *   month with results, newest first (the month picker), and the games of that month, each as its
 *   Event plus its rows. Months are counted in the city's own time zone.
 * - `rating/` answers the seasons, newest first, each with rows ranked by points.
 */
import { z } from 'zod';
import { defineCalls } from '../define-call';
import { resultsEndpoints } from '../endpoints/results';
import { Event, RatingSeason, ResultRow } from '../entities';
import { CityQuery, EventIdParams } from './events';

/** `YYYY-MM`, months 01–12. */
export const MONTH_PATTERN = /^\d{4}-(0[1-9]|1[0-2])$/;
export const Month = z.string().regex(MONTH_PATTERN, 'Месяц нужно указать в виде ГГГГ-ММ, например 2026-11.');
export type Month = z.infer<typeof Month>;

// ---------------------------------------------------------------- events_scores/{id}/

export const EventScoresResponse = z.array(ResultRow);
export type EventScoresResponse = z.infer<typeof EventScoresResponse>;

// ---------------------------------------------------------------- events_scores/?month=

export const MonthScoresQuery = CityQuery.extend({ month: Month.optional() });
export type MonthScoresQuery = z.infer<typeof MonthScoresQuery>;

export const GameScores = z.object({ event: Event, results: z.array(ResultRow) });
export type GameScores = z.infer<typeof GameScores>;

export const MonthScoresResponse = z.object({
  /** the month shown; null when the city has no results at all */
  month: Month.nullable(),
  /** months with results, newest first */
  months: z.array(Month),
  /** the month's games, latest first */
  games: z.array(GameScores),
});
export type MonthScoresResponse = z.infer<typeof MonthScoresResponse>;

// ---------------------------------------------------------------- rating/

export const RatingQuery = CityQuery;
export type RatingQuery = z.infer<typeof RatingQuery>;
export const RatingResponse = z.array(RatingSeason);
export type RatingResponse = z.infer<typeof RatingResponse>;

// ---------------------------------------------------------------- descriptors

export const resultsCalls = defineCalls('results', resultsEndpoints, {
  eventScores: {
    summary: 'Результаты игры: строки команд по убыванию суммы',
    params: EventIdParams,
    response: EventScoresResponse,
  },
  monthScores: {
    summary: 'Итоги игр за месяц (по умолчанию — последний месяц с результатами) и месяцы с итогами',
    query: MonthScoresQuery,
    response: MonthScoresResponse,
  },
  rating: {
    summary: 'Рейтинг команд по сезонам, новые сезоны первыми',
    query: RatingQuery,
    response: RatingResponse,
  },
});
