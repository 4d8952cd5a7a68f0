/**
 * The form's cells kept in step with the server, cell by cell. Each cell remembers what it was last
 * given and the version of the server's cell that was (its base: what a save of it names). A new
 * version of a cell reaches the form unless the cell is being edited: holding text other than what it
 * was given (typed, on its way to the server, or breaking a rule). A cell that only has the focus (the
 * Tab out of the last one lands there) takes the other's value, so both organizers see both. A cell being edited
 * keeps its text and its base, so a save of it names the version the person typed over, and a change
 * by someone else in between comes back as a 409 instead of being overwritten.
 */
import { parseScoreInput } from '@quiz/domain';
import { type FormApi, type FormState, getIn } from 'final-form';
import { changeCell } from './cellStore';
import { cellName, type SheetValues, scoreText } from './scoreForm';
import { type Cell, cellOf } from './sheetCells';
import type { CellOutcome } from './useScoreSheet';

/** What a cell was last given and the version of the server's cell it was. */
export interface Shown {
  text: string;
  version: number;
}
export type ShownCells = Map<string, Shown>;

type RowCells = Parameters<typeof cellOf>[0] & { event_team_id: number };

const textOf = (state: FormState<SheetValues>, name: string) =>
  (getIn(state.values, name) as string | undefined) ?? '';
const sameScore = (text: string, score: number | null) => parseScoreInput(text) === score;

/** Every cell of the rows as the server has them: what a freshly opened sheet shows. */
export function shownOf(rows: readonly RowCells[], tours: readonly number[]): ShownCells {
  const shown: ShownCells = new Map();
  for (const row of rows)
    for (const tour of tours) {
      const cell = cellOf(row, tour);
      shown.set(cellName(row.event_team_id, tour), {
        text: scoreText(cell.score ?? undefined),
        version: cell.version,
      });
    }
  return shown;
}

/** Gives one cell the server's newer value unless it is being edited. */
function applyCell(form: FormApi<SheetValues>, name: string, cell: Cell, shown: ShownCells) {
  const was = shown.get(name);
  if (was && was.version >= cell.version) return;
  const text = textOf(form.getState(), name);
  if (was && text !== was.text) {
    // being edited: the text stays; when it already says what the server has, it is in step with it
    if (sameScore(text, cell.score)) shown.set(name, { text, version: cell.version });
    return;
  }
  const next = scoreText(cell.score ?? undefined);
  shown.set(name, { text: next, version: cell.version });
  if (text !== next) changeCell(form, name, next);
}

/** Brings every cell that is not being edited to the server's value (a live update or an answer). */
export function syncCells(
  form: FormApi<SheetValues>,
  sheet: { rows: readonly RowCells[]; tours: readonly number[] },
  shown: ShownCells,
) {
  form.batch(() => {
    for (const row of sheet.rows)
      for (const tour of sheet.tours)
        applyCell(form, cellName(row.event_team_id, tour), cellOf(row, tour), shown);
  });
}

/** A cell just left unchanged catches up with what arrived while it was being edited. */
export function catchUp(form: FormApi<SheetValues>, name: string, cell: Cell, shown: ShownCells) {
  applyCell(form, name, cell, shown);
}

/**
 * After a cell's save: a saved cell is based on the version it produced; a refused one shows the
 * other's value, unless the person has typed something new in it meanwhile (then it keeps its old
 * base, and that save is refused in turn). A failed one keeps its text to be tried again.
 */
export function afterSave(
  form: FormApi<SheetValues>,
  { name, sent, focused }: { name: string; sent: string; focused: boolean },
  outcome: CellOutcome,
  shown: ShownCells,
) {
  if (outcome.state === 'error') return;
  const text = textOf(form.getState(), name);
  const next = scoreText(outcome.cell.score ?? undefined);
  const version = outcome.cell.version;
  if (text !== sent) {
    if (outcome.state === 'saved') shown.set(name, { text: next, version });
    return;
  }
  if (outcome.state === 'saved' && focused) {
    shown.set(name, { text, version });
    return;
  }
  shown.set(name, { text: next, version });
  if (text !== next) changeCell(form, name, next);
}
