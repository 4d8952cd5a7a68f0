/**
 * The scoring table's form values: one text per cell (`e<eventTeamId>.t<tour>`, what the organizer
 * typed: «7», «7,5», blank), read with the domain's rules (`parseScoreInput`, `scoreError`).
 */
import type { ScoreRow, ScoreSheet } from '@quiz/contract';
import { isValidScore, parseScoreInput, rankScores, scoreError } from '@quiz/domain';

export type SheetValues = Record<string, Record<string, string> | undefined>;

export const rowKey = (eventTeamId: number) => `e${eventTeamId}`;
export const cellKey = (tour: number) => `t${tour}`;
export const cellName = (eventTeamId: number, tour: number) => `${rowKey(eventTeamId)}.${cellKey(tour)}`;

/** A score as the cell shows it: «7,5», blank when there is none. */
export const scoreText = (score: number | undefined) =>
  score === undefined ? '' : String(score).replace('.', ',');

/** The message for what a cell holds, else undefined (blank is fine: no score yet). */
export function cellError(text: string | undefined): string | undefined {
  const value = parseScoreInput(text ?? '');
  return value === null ? undefined : scoreError(value);
}

export function sheetValues(sheet: ScoreSheet): SheetValues {
  return Object.fromEntries(
    sheet.rows.map((row) => [
      rowKey(row.event_team_id),
      Object.fromEntries(sheet.tours.map((t) => [cellKey(t), scoreText(row.tour_scores[String(t)])])),
    ]),
  );
}

/**
 * The scores a row's cells say (tour → score): blank cells are left out (no score), a cell that breaks
 * a rule keeps the score the server has, so a typo never clears a saved score.
 */
export function rowScores(
  row: Pick<ScoreRow, 'event_team_id' | 'tour_scores'>,
  tours: readonly number[],
  values: SheetValues,
): Record<string, number> {
  const cells = values[rowKey(row.event_team_id)] ?? {};
  const scores: Record<string, number> = {};
  for (const tour of tours) {
    const key = String(tour);
    const typed = parseScoreInput(cells[cellKey(tour)] ?? '');
    const saved = row.tour_scores[key];
    if (typed !== null && isValidScore(typed)) scores[key] = typed;
    else if (typed !== null && saved !== undefined) scores[key] = saved;
  }
  return scores;
}

/** Totals and places by event team id. */
export type Standings = ReadonlyMap<number, { total: number; rank: number }>;

/** Totals and places (shared: 1, 2, 2, 4) of what is typed now, by event team id. */
export function standings(sheet: ScoreSheet, values: SheetValues): Standings {
  const ranked = rankScores(
    sheet.rows.map((row) => ({
      id: row.event_team_id,
      title: row.title,
      tour_scores: rowScores(row, sheet.tours, values),
    })),
  );
  return new Map(ranked.map((r) => [r.id, { total: r.total, rank: r.rank }]));
}
