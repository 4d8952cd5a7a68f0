/**
 * Organizer console, scoring (mf-seating `/organizer/event/{id}/scores`) and the public live results
 * (`/game_result/{id}` and the venue's screen `/game_result/{id}/screen`).
 * - `GET organizer/events/{id}/scores/` → {@link ScoreSheet}: the teams that arrived (and any team that
 *   has scores) × the game's tours, each row with its total, place (shared: 1, 2, 2, 4) and the version
 *   of each of its cells (`versions`: tour → version).
 * - `PUT organizer/events/{id}/scores/{eventTeamId}/ {tour, score, version}`: one cell, the team's score
 *   of one tour (0–100 in half points; null clears it), with the version of THAT cell it was based on.
 *   Two organizers entering different tours of one team both keep their scores; a cell changed by
 *   someone else since it was loaded is refused with 409 {@link ScoreConflict} carrying the current row
 *   (nothing written), so nobody overwrites a score he has not seen. Answers the sheet. Once results
 *   are published, a correction republishes them (and the season rating is recomputed).
 * - `POST organizer/events/{id}/results/publish/` → {@link PublishResultsResponse}: the results become
 *   public (`events_scores`), the season rating is recomputed, the game is finished. Only once the game
 *   has started (the server's clock): before that, and for results already published, 409 with the
 *   Russian sentence of `@quiz/domain`'s results lifecycle (results.ts); nothing is written.
 * - `POST organizer/events/{id}/results/unpublish/` → {@link UnpublishResultsResponse}: the results are
 *   taken back (they leave `events_scores` and the rating, which is recomputed; the scores stay in the
 *   table to be corrected and published again); 409 when they are not published.
 * - `GET event/{id}/live_results/` (public) → {@link LiveResults}; `GET event/{id}/results_stream/`
 *   (public, `text/event-stream`): an `event: results` message with the whole {@link LiveResults} after
 *   every accepted score on any server process, a comment every 15 s.
 */
import { ID_MAX, MAX_TOURS, SCORE_TEXTS, scoreError } from '@quiz/domain';
import { z } from 'zod';
import { ResultRow } from '../../entities';
import { Id, IdText, IsoDateTime, WorkflowState } from '../../primitives';

export const ScoreValue = z.number({ error: SCORE_TEXTS.notNumber }).superRefine((value, ctx) => {
  const error = scoreError(value);
  if (error) ctx.addIssue({ code: 'custom', message: error });
});

const VERSION_TEXT = 'Не указана версия результата.';

export const SaveScoreBody = z
  .object({
    /** the cell's tour (1..20; the game's own number of tours is checked by the server) */
    tour: z
      .number({ error: SCORE_TEXTS.unknownTour })
      .int(SCORE_TEXTS.unknownTour)
      .min(1, SCORE_TEXTS.unknownTour)
      .max(MAX_TOURS, SCORE_TEXTS.unknownTour),
    /** the score; null: the cell is cleared (no score for the tour) */
    score: ScoreValue.nullable(),
    /** the version of this cell the score was based on (0: never saved) */
    version: z
      .number({ error: VERSION_TEXT })
      .int(VERSION_TEXT)
      .nonnegative(VERSION_TEXT)
      .max(ID_MAX, VERSION_TEXT),
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
  /** the row's count of accepted saves: 0 before the first score */
  version: z.number().int().nonnegative(),
  /** tour → the version of that cell (a cell never saved: absent, version 0); a save carries its cell's */
  versions: z.record(z.string(), z.number().int().nonnegative()),
  arrived: z.boolean(),
});
export type ScoreRow = z.infer<typeof ScoreRow>;

export const ScoreSheet = z.object({
  /** the game; its date, workflow state and `results_published_at` give its results' state (@quiz/domain results.ts) */
  event: z.object({
    id: Id,
    title: z.string(),
    date: IsoDateTime,
    timezone: z.string(),
    workflow_state: WorkflowState,
  }),
  /** tour numbers, 1..n */
  tours: z.array(z.number().int().positive()),
  /** the teams in Russian alphabetical order of their titles (ties of places keep this order) */
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

export const UnpublishResultsResponse = z.object({
  results_published_at: z.null(),
  /** the workflow state the game returned to: the one it had before its results were published */
  workflow_state: WorkflowState,
});
export type UnpublishResultsResponse = z.infer<typeof UnpublishResultsResponse>;

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
