/**
 * The scoring table of one game, kept current cell by cell: a query of the page's cache (its answers
 * merged per cell, ./api/scores.ts), made stale whenever the public results stream says a score was
 * accepted (another organizer's phone) and on every reconnect. A save is one cell (team, tour) with the
 * version of that cell it was based on (./api/saveCell.ts); saves of one cell go one after another,
 * each asking for its base when its turn comes (the version the previous save produced). A cell changed
 * by someone else (409) brings the current row back with the server's Russian message: nothing is
 * overwritten silently.
 */
import { formatApiError } from '@quiz/api';
import type { ScoreSheet, WorkflowState } from '@quiz/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { watchLiveResults } from '../../shared/api/liveResults';
import { conflictOf, useSaveCell } from './api/saveCell';
import { scoreSheetKey, scoreSheetQueryOptions } from './api/scores';
import { type Cell, cellIn, cellOf } from './sheetCells';

/** The last save of a row: which tour and how it went. */
export type RowSave =
  | { state: 'saving'; tour: number }
  | { state: 'saved'; tour: number }
  | { state: 'conflict'; tour: number; message: string }
  | { state: 'error'; tour: number; message: string };

/** What became of one cell's save: the cell as the server keeps it now (an error: unknown). */
export type CellOutcome =
  | { state: 'saved'; cell: Cell }
  | { state: 'conflict'; cell: Cell }
  | { state: 'error'; cell: null };

/** The sheet's query, made stale by the results stream's word (a score accepted) and by a reconnect. */
export function useScoreSheet(eventId: number) {
  const queryClient = useQueryClient();
  const sheet = useQuery(scoreSheetQueryOptions(eventId));
  useEffect(() => {
    const refresh = () => void queryClient.invalidateQueries({ queryKey: scoreSheetKey(eventId) });
    // the first open joins the load the query started (one request for the page); a reconnect asks
    // again, to catch up with what the drop missed
    let opened = false;
    return watchLiveResults(eventId, {
      onOpen: () => {
        if (opened) refresh();
        opened = true;
      },
      onMessage: (event) => {
        if (event === 'results') refresh();
      },
    });
  }, [eventId, queryClient]);
  return sheet;
}

export interface CellSaves {
  /** the last save of each row (by event team id) */
  saves: Readonly<Record<number, RowSave>>;
  /**
   * Saves one cell (null: clears it). `basedOn` answers the version of the cell the score was typed
   * over; it is asked when the save's turn comes, after the cell's earlier saves.
   */
  save(eventTeamId: number, tour: number, score: number | null, basedOn: () => number): Promise<CellOutcome>;
}

export function useCellSaves(eventId: number): CellSaves {
  const { mutateAsync } = useSaveCell(eventId);
  const [saves, setSaves] = useState<Record<number, RowSave>>({});
  const queues = useRef(new Map<string, Promise<unknown>>());

  const sendCell = useCallback(
    async (
      eventTeamId: number,
      tour: number,
      score: number | null,
      version: number,
    ): Promise<CellOutcome> => {
      const mark = (save: RowSave) => setSaves((s) => ({ ...s, [eventTeamId]: save }));
      mark({ state: 'saving', tour });
      try {
        const next = await mutateAsync({ eventTeamId, tour, score, version });
        mark({ state: 'saved', tour });
        return { state: 'saved', cell: cellIn(next, eventTeamId, tour) ?? { score, version: version + 1 } };
      } catch (error) {
        const conflict = conflictOf(error);
        if (conflict) {
          mark({ state: 'conflict', tour, message: conflict.detail });
          return { state: 'conflict', cell: cellOf(conflict.current, tour) };
        }
        mark({ state: 'error', tour, message: formatApiError(error) });
        return { state: 'error', cell: null };
      }
    },
    [mutateAsync],
  );

  const save = useCallback(
    (eventTeamId: number, tour: number, score: number | null, basedOn: () => number) => {
      const key = `${eventTeamId}.${tour}`;
      const previous = queues.current.get(key) ?? Promise.resolve();
      const next = previous.then(() => sendCell(eventTeamId, tour, score, basedOn()));
      queues.current.set(
        key,
        next.catch(() => undefined),
      );
      return next;
    },
    [sendCell],
  );

  return { saves, save };
}

/** The results were published (at that instant) or taken back (null): the cached sheet says so at once. */
export function useResultsChanged(eventId: number) {
  const queryClient = useQueryClient();
  return useCallback(
    (publishedAt: string | null, workflowState: WorkflowState) =>
      queryClient.setQueryData<ScoreSheet>(scoreSheetKey(eventId), (sheet) =>
        sheet
          ? {
              ...sheet,
              event: { ...sheet.event, workflow_state: workflowState },
              results_published_at: publishedAt,
            }
          : sheet,
      ),
    [eventId, queryClient],
  );
}
