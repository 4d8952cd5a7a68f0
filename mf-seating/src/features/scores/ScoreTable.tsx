/**
 * The scoring grid: checked-in teams (in the sheet's order: by title, as the server sorts them) × tours, one number per cell (half points, a decimal keyboard on a
 * phone), the team's total and place beside, following the typing. A cell is saved on its own when it
 * loses focus (Enter moves down the tour's column, the way a tour is scored); the row says how its last
 * save went, naming the tour.
 *
 * A full hall is 30 teams × 6–7 tours, and a keystroke must not draw the whole grid again on an
 * organizer's phone: the grid is drawn when the sheet changes, a keystroke draws its own cell, and the
 * places, totals and save states (which every keystroke or save may move) are small parts of their own
 * that read the typing's standings and the saves from context.
 */
import type { ScoreRow, ScoreSheet } from '@quiz/contract';
import { colors, fontSize, fontWeight, formatNumber, space, Table, type TableColumn } from '@quiz/ui';
import {
  createContext,
  type KeyboardEvent,
  memo,
  type ReactNode,
  useContext,
  useMemo,
  useSyncExternalStore,
} from 'react';
import { type CellStore, useCell } from './cellStore';
import { cellError, cellName, type Standings, standings } from './scoreForm';
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

/** Leaving a cell: save it (stable for the sheet's life, so a keystroke draws only its own cell). */
export type CommitCell = (eventTeamId: number, tour: number) => void;

const CellStoreContext = createContext<CellStore | null>(null);

function useCellStore(): CellStore {
  const store = useContext(CellStoreContext);
  if (!store) throw new Error('a score cell outside its sheet');
  return store;
}

const ScoreCell = memo(function ScoreCell({
  row,
  tour,
  onCommit,
}: {
  row: ScoreRow;
  tour: number;
  onCommit: CommitCell;
}) {
  const store = useCellStore();
  const name = cellName(row.event_team_id, tour);
  const { text, touched } = useCell(store, name);
  const error = touched ? cellError(text) : undefined;
  const invalid = Boolean(error);
  return (
    <input
      name={name}
      value={text}
      onChange={(event) => store.change(name, event.target.value)}
      onFocus={() => store.focus(name)}
      type="text"
      inputMode="decimal"
      enterKeyHint="next"
      autoComplete="off"
      aria-label={SCORES_TEXTS.cellLabel(row.title, tour)}
      aria-invalid={invalid}
      title={error}
      data-tour={tour}
      data-row={row.event_team_id}
      onKeyDown={focusBelow}
      onBlur={() => {
        store.leave(name);
        onCommit(row.event_team_id, tour);
      }}
      css={inputCss}
    />
  );
});

const StandingsContext = createContext<Standings>(new Map());
const SavesContext = createContext<Readonly<Record<number, RowSave>>>({});

/** The places and totals of what is typed now, for the rows' place and total cells. */
function TypedStandings({ sheet, children }: { sheet: ScoreSheet; children: ReactNode }) {
  const cells = useCellStore();
  const values = useSyncExternalStore(cells.subscribe, cells.values, cells.values);
  const now = useMemo(() => standings(sheet, values), [sheet, values]);
  return <StandingsContext.Provider value={now}>{children}</StandingsContext.Provider>;
}

function RowPlace({ eventTeamId }: { eventTeamId: number }) {
  return <>{useContext(StandingsContext).get(eventTeamId)?.rank ?? ''}</>;
}

function RowTotal({ eventTeamId }: { eventTeamId: number }) {
  return <strong>{formatNumber(useContext(StandingsContext).get(eventTeamId)?.total ?? 0)}</strong>;
}

function RowSaveStatus({ eventTeamId }: { eventTeamId: number }) {
  return rowStatus(useContext(SavesContext)[eventTeamId]);
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
  /** the cells' texts and states (./cellStore.ts), kept for the sheet's life */
  cells: CellStore;
  /** a cell was left: save it (the same function for the sheet's life) */
  onCommit: CommitCell;
}

export function ScoreTable({ sheet, saves, cells, onCommit }: ScoreTableProps) {
  // drawn again only when the sheet (or the commit) changes: typing and saves reach their own cells
  const table = useMemo(() => <SheetGrid sheet={sheet} onCommit={onCommit} />, [sheet, onCommit]);
  return (
    <CellStoreContext.Provider value={cells}>
      <SavesContext.Provider value={saves}>
        <TypedStandings sheet={sheet}>{table}</TypedStandings>
      </SavesContext.Provider>
    </CellStoreContext.Provider>
  );
}

function SheetGrid({ sheet, onCommit }: { sheet: ScoreSheet; onCommit: CommitCell }) {
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
            <RowSaveStatus eventTeamId={row.event_team_id} />
          </span>
        </span>
      ),
    },
    ...sheet.tours.map(
      (tour): TableColumn<ScoreRow> => ({
        key: `tour-${tour}`,
        header: SCORES_TEXTS.tour(tour),
        align: 'center',
        render: (row) => <ScoreCell row={row} tour={tour} onCommit={onCommit} />,
      }),
    ),
    {
      key: 'place',
      header: SCORES_TEXTS.place,
      align: 'center',
      render: (row) => <RowPlace eventTeamId={row.event_team_id} />,
    },
    {
      key: 'total',
      header: SCORES_TEXTS.total,
      align: 'right',
      sticky: 'end',
      render: (row) => <RowTotal eventTeamId={row.event_team_id} />,
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

/** The messages of the left cells that break a rule, one per line. */
function cellErrorLines(sheet: ScoreSheet, cells: CellStore): string {
  const list: string[] = [];
  for (const row of sheet.rows) {
    for (const tour of sheet.tours) {
      const name = cellName(row.event_team_id, tour);
      const message = cells.touched(name) ? cellError(cells.text(name)) : undefined;
      if (message) list.push(`${SCORES_TEXTS.cellLabel(row.title, tour)}: ${message}`);
    }
  }
  return list.join('\n');
}

/** The messages of the cells that break a rule, under the grid (a cell is too narrow to hold one). */
export function CellErrors({ sheet, cells }: { sheet: ScoreSheet; cells: CellStore }) {
  const read = () => cellErrorLines(sheet, cells);
  const lines = useSyncExternalStore(cells.subscribe, read, read);
  const list = lines === '' ? [] : lines.split('\n');
  if (list.length === 0) return null;
  return (
    <ul role="alert" css={{ margin: 0, paddingLeft: space(5), color: colors.danger }}>
      {list.map((line) => (
        <li key={line}>{line}</li>
      ))}
    </ul>
  );
}
