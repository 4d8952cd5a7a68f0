/**
 * Scoring a game night. A save is one cell (team, tour) with the version of that cell it was based on
 * (`tour_versions`, migration 0024): two organizers entering different tours of one team both keep
 * their scores, and a cell changed by someone else since it was loaded is refused with 409 and the
 * current row. The save runs in a transaction that first locks the game's row (PostgreSQL
 * `FOR UPDATE`; SQLite has one writer at a time), reads the team's row, and writes it back only
 * `WHERE version = ` the row version it read: of 20 writes to one cell carrying the same version
 * exactly one is accepted, and writes to other cells of the row all are. Totals and places are
 * @quiz/domain `rankScores` (shared places 1, 2, 2, 4). The sheet's rows come in Russian alphabetical
 * order of their titles, sorted here: the browser keeps that order and breaks ties of places by it, so
 * the organizer's phone never loads a collator. Publishing (./publishing.ts, by the results
 * lifecycle of @quiz/domain) copies the rows into the public results, finishes the game and recomputes
 * the rating seasons it counts for (`recomputeSeason`); a correction after publishing republishes.
 */
import type {
  LiveResults,
  ResultRow,
  SaveScoreBody,
  ScoreRow,
  ScoreSheet,
  WorkflowState,
} from '@quiz/contract';
import {
  ORGANIZER_TEXTS,
  rankScores,
  resultsRefusal,
  resultsState,
  SCORE_TEXTS,
  withPlaces,
} from '@quiz/domain';
import type { Db } from '../../../db';
import { parseJson, toBool } from '../../../db/schema';
import { fieldErrors, HttpError, httpError, orNotFound } from '../../../errors';
import { recomputeSeason } from '../../rating/service';
import { record } from '../audit/service';
import { type EventJoined, lockedEvent, requireEvent } from '../events/repository';
import { toursOfEvent } from '../events/rules';
import { eventTitle } from '../events/view';
import { lineupAt } from '../teams/repository';
import * as repo from './repository';

async function toursOf(db: Db, event: EventJoined): Promise<number[]> {
  const n = await toursOfEvent(db, event);
  return Array.from({ length: n }, (_, i) => i + 1);
}

const titleOrder = new Intl.Collator('ru');

/** The sheet's rows: in title order, each with its total and place. */
function rowsOf(teams: readonly repo.ScoringTeam[]): ScoreRow[] {
  return withPlaces(
    teams
      .map((t) => ({
        event_team_id: t.id,
        team_id: t.team_id,
        title: t.title,
        tour_scores: parseJson<Record<string, number>>(t.tour_scores, {}),
        version: t.version ?? 0,
        versions: parseJson<Record<string, number>>(t.tour_versions, {}),
        arrived: toBool(t.is_in_game),
      }))
      .sort((a, b) => titleOrder.compare(a.title, b.title)),
  );
}

async function sheetOf(db: Db, eventId: number) {
  const event = await requireEvent(db, eventId);
  const [tours, teams] = await Promise.all([toursOf(db, event), repo.scoringTeams(db, eventId)]);
  return { event, tours, teams, rows: rowsOf(teams) };
}

export async function scoreSheet(db: Db, eventId: number): Promise<ScoreSheet> {
  const { event, tours, rows } = await sheetOf(db, eventId);
  return {
    event: {
      id: event.id,
      title: eventTitle(event),
      date: event.date,
      timezone: event.timezone,
      workflow_state: event.workflow_state as WorkflowState,
    },
    tours,
    rows,
    results_published_at: event.results_published_at,
  };
}

export const asResultRow = (row: ScoreRow): ResultRow => ({
  rank: row.rank,
  team_id: row.team_id,
  team_title: row.title,
  tour_score: row.tour_scores,
  total_score: row.total,
});

/** The public view of the sheet: the teams that have scores, ranked (what the hall's screen shows). */
export async function liveResults(db: Db, eventId: number): Promise<LiveResults> {
  const { event, tours, teams, rows } = await sheetOf(db, eventId);
  const scored = rows.filter((r) => r.version > 0);
  const updated = teams.reduce<string | null>(
    (at, t) => (t.version && t.updated_at && (!at || t.updated_at > at) ? t.updated_at : at),
    null,
  );
  return {
    event_id: eventId,
    state: event.results_published_at ? 'published' : scored.length ? 'scoring' : 'none',
    tours,
    rows: rankScores(scored).map(asResultRow),
    updated_at: updated,
  };
}

/**
 * Copies the scored rows into the public results, finishes the game and recomputes its rating seasons
 * (publishing, ./publishing.ts, and a correction of published results).
 */
export async function publishWithin(db: Db, event: EventJoined, at: string): Promise<ScoreRow[]> {
  const scored = rankScores(rowsOf(await repo.scoringTeams(db, event.id)).filter((r) => r.version > 0));
  await repo.replaceResults(db, event.id, scored);
  await db
    .updateTable('events')
    .set({ results_published_at: at, workflow_state: 'finished', is_completed: 1 })
    .where('id', '=', event.id)
    .execute();
  for (const season of await repo.seasonsFor(db, event.date, event.city_id))
    await recomputeSeason(db, season.id);
  return scored;
}

export interface SaveScoreInput {
  eventId: number;
  eventTeamId: number;
  body: SaveScoreBody;
  userId: number;
}

const byTour = <T>(entries: Array<[string, T]>): Record<string, T> =>
  Object.fromEntries(entries.sort(([a], [b]) => Number(a) - Number(b)));

/** The row after a cell's save: its scores (a null score clears the tour) and its cells' versions. */
function withCell(row: ScoreRow, tour: number, score: number | null) {
  const key = String(tour);
  const scores = Object.entries(row.tour_scores).filter(([t]) => t !== key);
  if (score !== null) scores.push([key, score]);
  const versions = Object.entries(row.versions).filter(([t]) => t !== key);
  versions.push([key, (row.versions[key] ?? 0) + 1]);
  return { tourScores: byTour(scores), tourVersions: byTour(versions) };
}

/**
 * Writes one cell of a team's row if that cell is still at the version the save was based on; 404 /
 * 400 / 409 (with the current row) change nothing. Other cells of the row keep what they have.
 */
export async function saveScore(db: Db, input: SaveScoreInput): Promise<void> {
  const { tour, score, version } = input.body;
  await db.transaction().execute(async (trx) => {
    const event = await lockedEvent(trx, input.eventId);
    // the results lifecycle of @quiz/domain: scores in every state but a cancelled game (400: this
    // call's 409 is a stale cell, with the current row)
    const refusal = resultsRefusal(resultsState(event), 'score');
    if (refusal) throw httpError(400, refusal);
    if (!(await toursOf(trx, event)).includes(tour)) throw fieldErrors({ tour: [SCORE_TEXTS.unknownTour] });
    orNotFound(await lineupAt(trx, input.eventId, input.eventTeamId), ORGANIZER_TEXTS.teamNotFound);
    const current = rowsOf(await repo.scoringTeams(trx, input.eventId)).find(
      (r) => r.event_team_id === input.eventTeamId,
    );
    if (!current) throw httpError(400, SCORE_TEXTS.notCheckedIn);
    if ((current.versions[String(tour)] ?? 0) !== version)
      throw new HttpError(409, { detail: SCORE_TEXTS.stale, current });
    const next = withCell(current, tour, score);
    const written = await repo.writeScores(trx, {
      eventTeamId: input.eventTeamId,
      eventId: input.eventId,
      tourScores: JSON.stringify(next.tourScores),
      tourVersions: JSON.stringify(next.tourVersions),
      expected: current.version,
      by: input.userId,
    });
    if (!written) throw new HttpError(409, { detail: SCORE_TEXTS.stale, current });
    await record(trx, {
      userId: input.userId,
      event: input.eventId,
      action: 'score.save',
      summary: `Баллы команды «${current.title}», тур ${tour}`,
      changes: [
        {
          field: `tour_scores:${input.eventTeamId}:${tour}`,
          before: current.tour_scores[String(tour)] ?? null,
          after: score,
        },
      ],
    });
    if (event.results_published_at) await publishWithin(trx, event, new Date().toISOString());
  });
}
