/**
 * /organizer/event/{eventId}/scores: the organizer scores the game night on a phone. Each cell is
 * autosaved on its own with the version of that cell it was typed over, so two organizers (one per half
 * of the hall) entering different tours of one team both keep their scores. The other's saved scores
 * arrive live in every cell but the one being typed (./cellSync.ts); a cell the other changed first
 * (409) shows his value and the server's Russian message. Totals and places follow the typing;
 * publishing them and taking them back is ./ResultsPublishing.tsx (a later correction of published
 * results republishes them).
 */
import type { ScoreSheet } from '@quiz/contract';
import { parseScoreInput } from '@quiz/domain';
import { href } from '@quiz/routes';
import { formatDateLine, GameNav, PageFrame, QueryState, SkeletonList, space } from '@quiz/ui';
import type { FormApi } from 'final-form';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Form, useForm } from 'react-final-form';
import { type CellStore, createCellStore } from './cellStore';
import { afterSave, catchUp, type ShownCells, shownOf, syncCells } from './cellSync';
import { ResultsPublishing } from './ResultsPublishing';
import { CellErrors, type CommitCell, ScoreTable } from './ScoreTable';
import { cellError, cellName, type SheetValues, sheetValues } from './scoreForm';
import { cellOf } from './sheetCells';
import { type CellSaves, useCellSaves, useResultsChanged, useScoreSheet } from './useScoreSheet';

export const SCORES_TITLE = 'Баллы игры';

/** Applies every newer server cell to the form (not the cells being typed) whenever the sheet changes. */
function LiveCells({ sheet, shown }: { sheet: ScoreSheet; shown: ShownCells }) {
  const form = useForm<SheetValues>();
  useEffect(() => syncCells(form, sheet, shown), [form, sheet, shown]);
  return null;
}

/** Leaving a cell: saves what it says, with its base version, unless it is unchanged or breaks a rule. */
function commitCell(
  form: FormApi<SheetValues>,
  { sheet, save }: { sheet: ScoreSheet; save: CellSaves['save'] },
  { shown, cells }: { shown: ShownCells; cells: CellStore },
  at: { eventTeamId: number; tour: number },
) {
  const name = cellName(at.eventTeamId, at.tour);
  const text = cells.text(name);
  const was = shown.get(name) ?? { text: '', version: 0 };
  const row = sheet.rows.find((r) => r.event_team_id === at.eventTeamId);
  if (text === was.text) {
    if (row) catchUp(form, name, cellOf(row, at.tour), shown);
    return;
  }
  if (cellError(text)) return;
  const score = parseScoreInput(text);
  if (score === parseScoreInput(was.text)) return;
  void save(at.eventTeamId, at.tour, score, () => shown.get(name)?.version ?? 0).then((outcome) =>
    afterSave(form, { name, sent: text, focused: cells.active() === name }, outcome, shown),
  );
}

/** The grid inside its form: a cell left is committed with the newest sheet and save. */
function SheetFields({ saves, sheet, shown }: { saves: CellSaves; sheet: ScoreSheet; shown: ShownCells }) {
  const form = useForm<SheetValues>();
  const [cells] = useState(() => createCellStore(form));
  const latest = useRef({ sheet, save: saves.save });
  latest.current = { sheet, save: saves.save };
  // one function for the sheet's life: a save or a new sheet does not draw every cell again
  const onCommit = useCallback<CommitCell>(
    (eventTeamId, tour) => commitCell(form, latest.current, { shown, cells }, { eventTeamId, tour }),
    [form, shown, cells],
  );
  return (
    <>
      <LiveCells sheet={sheet} shown={shown} />
      <ScoreTable sheet={sheet} saves={saves.saves} cells={cells} onCommit={onCommit} />
      <CellErrors sheet={sheet} cells={cells} />
    </>
  );
}

/** The grid: given the first sheet once, then kept current cell by cell. */
function SheetForm({ saves, sheet }: { saves: CellSaves; sheet: ScoreSheet }) {
  const [initialValues] = useState(() => sheetValues(sheet));
  const shown = useRef<ShownCells | null>(null);
  shown.current ??= shownOf(sheet.rows, sheet.tours);
  const cells = shown.current;
  return (
    <Form<SheetValues>
      onSubmit={() => undefined}
      initialValues={initialValues}
      subscription={{}}
      render={() => (
        <form noValidate aria-label={SCORES_TITLE} onSubmit={(e) => e.preventDefault()}>
          <SheetFields saves={saves} sheet={sheet} shown={cells} />
        </form>
      )}
    />
  );
}

export function ScoresView({ eventId }: { eventId: number }) {
  const sheet = useScoreSheet(eventId);
  const saves = useCellSaves(eventId);
  const resultsChanged = useResultsChanged(eventId);
  const event = sheet.data?.event;
  return (
    <PageFrame
      title={SCORES_TITLE}
      subtitle={
        event ? `${event.title} · ${formatDateLine(event.date, { timeZone: event.timezone })}` : undefined
      }
    >
      <QueryState
        query={sheet}
        errorTitle="Не удалось открыть таблицу баллов"
        loading={<SkeletonList count={4} />}
      >
        {(data) => (
          <div css={{ display: 'grid', gap: space(4) }}>
            <GameNav
              links={[
                { href: href('organizerEvent', { eventId }), label: 'К игре' },
                { href: href('organizerEventTeams', { eventId }), label: 'Кто придёт' },
                { href: href('gameResultScreen', { eventId }), label: 'Экран для зала', newTab: true },
              ]}
            />
            <SheetForm saves={saves} sheet={data} />
            <ResultsPublishing
              sheet={data}
              renderedAt={new Date(sheet.dataUpdatedAt)}
              onChanged={resultsChanged}
            />
          </div>
        )}
      </QueryState>
    </PageFrame>
  );
}
