/**
 * Organizer console, scoring (mf-seating `/organizer/event/{id}/scores`) and the public live results
 * (`/game_result/{id}` and the venue's screen `/game_result/{id}/screen`).
 * - `GET organizer/events/{id}/scores/` → {@link ScoreSheet}: the teams that arrived (and any team that
 *   has scores) × the game's tours, each row with its version, total and place (shared: 1, 2, 2, 4).
 * - `PUT organizer/events/{id}/scores/{eventTeamId}/ {tour_scores, version}`: the team's whole row
 *   (tour number → score, 0–100 in half points; a tour left out has no score yet) and the version it
 *   was based on. A stale version is refused with 409 {@link ScoreConflict} carrying the current row,
 *   so two organizers scoring at once never overwrite each other silently. Answers the sheet. Once
 *   results are published, a correction republishes them (and the season rating is recomputed).
 * - `POST organizer/events/{id}/results/publish/` → {@link PublishResultsResponse}: the results become
 *   public (`events_scores`), the season rating is recomputed, the review window opens.
 * - `GET event/{id}/live_results/` (public) → {@link LiveResults}; `GET event/{id}/results_stream/`
 *   (public, `text/event-stream`): an `event: results` message with the whole {@link LiveResults} after
 *   every accepted score on any server process, a comment every 15 s.
 */
import { ID_MAX, MAX_TOURS, SCORE_TEXTS, scoreError } from '@quiz/domain';
import { z } from 'zod';
import { ResultRow } from '../../entities';
import { Id, IdText, IsoDateTime } from '../../primitives';

const TourNumber = z
  .string()
  .regex(/^[1-9]\d?$/, SCORE_TEXTS.unknownTour)
  .refine((n) => Number(n) <= MAX_TOURS, SCORE_TEXTS.unknownTour);

export const ScoreValue = z.number({ error: SCORE_TEXTS.notNumber }).superRefine((value, ctx) => {
  const error = scoreError(value);
  if (error) ctx.addIssue({ code: 'custom', message: error });
});

/** Tour number ("1".."20") → score. */
export const TourScores = z.record(TourNumber, ScoreValue);
export type TourScoresValue = z.infer<typeof TourScores>;

export const SaveScoreBody = z
  .object({
    tour_scores: TourScores,
    version: z
      .number({ error: 'Не указана версия результата.' })
      .int('Не указана версия результата.')
      .nonnegative('Не указана версия результата.')
      .max(ID_MAX, 'Не указана версия результата.'),
  })
  .strict();
export type SaveScoreBody = z.infer<typeof SaveScoreBody>;

export const ScoreRow = z.object({
  event_team_id: Id,
  team_id: Id.nullable(),
  title: z.string(),
  tour_scores: z.record(z.string(), z.number()),
  total: z.number(),
  rank: z.number().int().positive(),
  /** 0 before the first score; a write must carry the version it was based on */
  version: z.number().int().nonnegative(),
  arrived: z.boolean(),
});
export type ScoreRow = z.infer<typeof ScoreRow>;

export const ScoreSheet = z.object({
  event: z.object({ id: Id, title: z.string(), date: IsoDateTime, timezone: z.string() }),
  /** tour numbers, 1..n */
  tours: z.array(z.number().int().positive()),
  rows: z.array(ScoreRow),
  results_published_at: IsoDateTime.nullable(),
});
export type ScoreSheet = z.infer<typeof ScoreSheet>;

export const ScoreConflict = z.object({ detail: z.string(), current: ScoreRow });
export type ScoreConflict = z.infer<typeof ScoreConflict>;

export const PublishResultsResponse = z.object({
  results_published_at: IsoDateTime,
  results: z.array(ResultRow),
});
export type PublishResultsResponse = z.infer<typeof PublishResultsResponse>;

export const LiveResultsParams = z.object({ id: IdText });

export const LiveResults = z.object({
  event_id: Id,
  /** none: nothing scored yet; scoring: scores being entered; published: the results are final */
  state: z.enum(['none', 'scoring', 'published']),
  tours: z.array(z.number().int().positive()),
  /** best first, shared places */
  rows: z.array(ResultRow),
  updated_at: IsoDateTime.nullable(),
});
export type LiveResults = z.infer<typeof LiveResults>;
