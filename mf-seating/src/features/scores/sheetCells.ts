/**
 * The score sheet cell by cell: each cell (team, tour) has its score and its own version on the server.
 * Answers can arrive out of order (a reload asked before a save, answered after it), so sheets are
 * merged per cell and the newer version of a cell always wins.
 */
import type { ScoreRow, ScoreSheet } from '@quiz/contract';
import { scoreTotal } from '@quiz/domain';

/** One cell as the server has it: the score (null: none) and the cell's version (0: never saved). */
export interface Cell {
  score: number | null;
  version: number;
}

export const cellOf = (row: Pick<ScoreRow, 'tour_scores' | 'versions'>, tour: number): Cell => ({
  score: row.tour_scores[String(tour)] ?? null,
  version: row.versions[String(tour)] ?? 0,
});

/** `next` with every cell `known` holds at a newer version kept from `known`. */
export function mergeRow(known: ScoreRow, next: ScoreRow): ScoreRow {
  const tours = new Set([...Object.keys(known.versions), ...Object.keys(next.versions)]);
  const tourScores: Record<string, number> = { ...next.tour_scores };
  const versions: Record<string, number> = { ...next.versions };
  let kept = false;
  for (const tour of tours) {
    const mine = known.versions[tour] ?? 0;
    if (mine <= (next.versions[tour] ?? 0)) continue;
    kept = true;
    versions[tour] = mine;
    const score = known.tour_scores[tour];
    if (score === undefined) delete tourScores[tour];
    else tourScores[tour] = score;
  }
  if (!kept) return next;
  return {
    ...next,
    tour_scores: tourScores,
    versions,
    total: scoreTotal(tourScores),
    version: Math.max(known.version, next.version),
  };
}

/** The sheet `next` answered, each of its rows merged cell by cell with what `known` has. */
export function mergeSheets(known: ScoreSheet | null, next: ScoreSheet): ScoreSheet {
  if (!known) return next;
  const rows = next.rows.map((row) => {
    const old = known.rows.find((r) => r.event_team_id === row.event_team_id);
    return old ? mergeRow(old, row) : row;
  });
  return { ...next, rows };
}

/** The sheet with one row merged cell by cell with `row` (a refused save's current row). */
export function withRow(sheet: ScoreSheet, row: ScoreRow): ScoreSheet {
  return {
    ...sheet,
    rows: sheet.rows.map((r) => (r.event_team_id === row.event_team_id ? mergeRow(r, row) : r)),
  };
}

/** The sheet with one cell set to `cell` (an optimistic score, or a failed save's cell put back). */
export function withCell(sheet: ScoreSheet, eventTeamId: number, tour: number, cell: Cell): ScoreSheet {
  const key = String(tour);
  return {
    ...sheet,
    rows: sheet.rows.map((row) => {
      if (row.event_team_id !== eventTeamId) return row;
      const tourScores: Record<string, number> = { ...row.tour_scores };
      if (cell.score === null) delete tourScores[key];
      else tourScores[key] = cell.score;
      return {
        ...row,
        tour_scores: tourScores,
        versions: { ...row.versions, [key]: cell.version },
        total: scoreTotal(tourScores),
      };
    }),
  };
}

/** One cell of the sheet (null: no such row). */
export function cellIn(sheet: ScoreSheet | null | undefined, eventTeamId: number, tour: number): Cell | null {
  const row = sheet?.rows.find((r) => r.event_team_id === eventTeamId);
  return row ? cellOf(row, tour) : null;
}
