/**
 * The scoring grid: checked-in teams (in the sheet's order: by title, as the server sorts them) × tours, one number per cell (half points, a decimal keyboard on a
 * phone), the team's total and place beside, following the typing. A cell is saved on its own when it
 * loses focus (Enter moves down the tour's column, the way a tour is scored); the row says how its last
 * save went, naming the tour.
 */
import type { ScoreRow, ScoreSheet } from '@quiz/contract';
import { colors, fontSize, fontWeight, formatNumber, space, Table, type TableColumn } from '@quiz/ui';
import { getIn } from 'final-form';
import type { KeyboardEvent } from 'react';
import { useField, useFormState } from 'react-final-form';
import { cellError, cellName, type SheetValues, standings } from './scoreForm';
import type { RowSave } from './useScoreSheet';

export const SCORES_TEXTS = {
  team: 'Команда',
  tour: (n: number) => `Тур ${n}`,
  total: 'Итого',
  place: 'Место',
  saving: 'Сохраняется…',
  saved: 'Сохранено',
  cellLabel: (team: string, tour: number) => `${team}, тур ${tour}`,
  noTeams: 'Пока ни одна команда не отмечена как пришедшая. Отметьте команды на странице «Кто придёт».',
} as const;

const inputCss = {
  width: 64,
  minHeight: 48,
  boxSizing: 'border-box',
  padding: `${space(2)} ${space(1)}`,
  border: `1px solid ${colors.border}`,
  borderRadius: 8,
  fontSize: fontSize.lg,
  textAlign: 'center',
  '&[aria-invalid="true"]': { borderColor: colors.danger, background: colors.dangerSoft },
  '&:focus-visible': { outline: `3px solid ${colors.focus}`, outlineOffset: 1 },
} as const;

/**
 * A team's name in the team column: it wraps anywhere (a name of one long word too) and stops at three
 * lines with «…», the whole name in its title, so it never runs over the tour inputs beside it.
 */
const teamNameCss = {
  fontWeight: fontWeight.medium,
  overflowWrap: 'anywhere',
  display: '-webkit-box',
  WebkitBoxOrient: 'vertical',
  WebkitLineClamp: 3,
  overflow: 'hidden',
} as const;

/** Enter: the same tour of the next team (the cell below). */
function focusBelow(event: KeyboardEvent<HTMLInputElement>) {
  if (event.key !== 'Enter') return;
  event.preventDefault();
  const { tour, row } = event.currentTarget.dataset;
  const cells = Array.from(document.querySelectorAll<HTMLInputElement>(`input[data-tour="${tour}"]`));
  const next = cells[cells.findIndex((c) => c.dataset.row === row) + 1];
  if (next) next.focus();
  else event.currentTarget.blur();
}

function ScoreCell({ row, tour, onCommit }: { row: ScoreRow; tour: number; onCommit: () => void }) {
  const { input, meta } = useField<string>(cellName(row.event_team_id, tour), {
    validate: cellError,
    subscription: { value: true, error: true, touched: true },
  });
  const invalid = Boolean(meta.touched && meta.error);
  return (
    <input
      {...input}
      value={input.value ?? ''}
      type="text"
      inputMode="decimal"
      enterKeyHint="next"
      autoComplete="off"
      aria-label={SCORES_TEXTS.cellLabel(row.title, tour)}
      aria-invalid={invalid}
      title={invalid ? meta.error : undefined}
      data-tour={tour}
      data-row={row.event_team_id}
      onKeyDown={focusBelow}
      onBlur={(event) => {
        input.onBlur(event);
        onCommit();
      }}
      css={inputCss}
    />
  );
}

function rowStatus(save: RowSave | undefined) {
  if (!save) return null;
  if (save.state === 'saving') return <span css={{ color: colors.muted }}>{SCORES_TEXTS.saving}</span>;
  if (save.state === 'saved') return <span css={{ color: colors.success }}>{SCORES_TEXTS.saved}</span>;
  return (
    <span role="alert" css={{ color: colors.danger }}>
      {`${SCORES_TEXTS.tour(save.tour)}: ${save.message}`}
    </span>
  );
}

export interface ScoreTableProps {
  sheet: ScoreSheet;
  saves: Readonly<Record<number, RowSave>>;
  /** a cell was left: save it */
  onCommit: (eventTeamId: number, tour: number) => void;
}

export function ScoreTable({ sheet, saves, onCommit }: ScoreTableProps) {
  const { values } = useFormState<SheetValues>({ subscription: { values: true } });
  const now = standings(sheet, values);
  const columns: TableColumn<ScoreRow>[] = [
    {
      key: 'team',
      header: SCORES_TEXTS.team,
      rowHeader: true,
      sticky: 'start',
      width: 140,
      render: (row) => (
        <span css={{ display: 'grid', gap: space(1), minWidth: 120, fontSize: fontSize.md }}>
          <span title={row.title} css={teamNameCss}>
            {row.title}
          </span>
          <span aria-live="polite" css={{ fontSize: fontSize.xs, fontWeight: fontWeight.regular }}>
            {rowStatus(saves[row.event_team_id])}
          </span>
        </span>
      ),
    },
    ...sheet.tours.map(
      (tour): TableColumn<ScoreRow> => ({
        key: `tour-${tour}`,
        header: SCORES_TEXTS.tour(tour),
        align: 'center',
        render: (row) => (
          <ScoreCell row={row} tour={tour} onCommit={() => onCommit(row.event_team_id, tour)} />
        ),
      }),
    ),
    {
      key: 'place',
      header: SCORES_TEXTS.place,
      align: 'center',
      render: (row) => now.get(row.event_team_id)?.rank ?? '',
    },
    {
      key: 'total',
      header: SCORES_TEXTS.total,
      align: 'right',
      sticky: 'end',
      render: (row) => <strong>{formatNumber(now.get(row.event_team_id)?.total ?? 0)}</strong>,
    },
  ];
  return (
    <Table
      columns={columns}
      rows={sheet.rows}
      rowKey={(row) => row.event_team_id}
      caption={`Баллы: ${sheet.event.title}`}
      emptyText={SCORES_TEXTS.noTeams}
    />
  );
}

/** The messages of the cells that break a rule, under the grid (a cell is too narrow to hold one). */
export function CellErrors({ sheet }: { sheet: ScoreSheet }) {
  const { errors, touched } = useFormState({ subscription: { errors: true, touched: true } });
  const list: string[] = [];
  for (const row of sheet.rows) {
    for (const tour of sheet.tours) {
      const name = cellName(row.event_team_id, tour);
      const message = getIn(errors ?? {}, name) as string | undefined;
      if (message && touched?.[name]) list.push(`${SCORES_TEXTS.cellLabel(row.title, tour)}: ${message}`);
    }
  }
  if (list.length === 0) return null;
  return (
    <ul role="alert" css={{ margin: 0, paddingLeft: space(5), color: colors.danger }}>
      {list.map((line) => (
        <li key={line}>{line}</li>
      ))}
    </ul>
  );
}
