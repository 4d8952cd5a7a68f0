/**
 * The scoring table of one game, kept current cell by cell: loaded once, reloaded whenever the public
 * results stream says a score was accepted (another organizer's phone) and on every reconnect. Every
 * answer is merged per cell, the newer version of a cell winning, so an answer that arrives late never
 * takes a cell back. A save is one cell (team, tour) with the version of that cell it was based on;
 * saves of one cell go one after another, each asking for its base when its turn comes (the version
 * the previous save produced). A cell changed by someone else (409) brings the current row back with
 * the server's Russian message: nothing is overwritten silently.
 */
import { apiErrorData, apiErrorStatus, formatApiError } from '@quiz/api';
import type { ScoreRow, ScoreSheet, WorkflowState } from '@quiz/contract';
import { useCallback, useEffect, useRef, useState } from 'react';
import { loadScoreSheet, saveScore, watchResults } from './api/scores';
import { type Cell, cellOf, mergeSheets, withRow } from './sheetCells';

export type SheetStatus = 'loading' | 'ready' | 'denied' | 'error';

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

export interface ScoreSheetModel {
  status: SheetStatus;
  /** the server's sheet, merged per cell (each cell at the newest version seen) */
  sheet: ScoreSheet | null;
  /** why the sheet is not shown (denied, failed) */
  message: string | null;
  /** the last save of each row (by event team id) */
  saves: Readonly<Record<number, RowSave>>;
  /**
   * Saves one cell (null: clears it). `basedOn` answers the version of the cell the score was typed
   * over; it is asked when the save's turn comes, after the cell's earlier saves.
   */
  save(eventTeamId: number, tour: number, score: number | null, basedOn: () => number): Promise<CellOutcome>;
  /** the results were published (at that instant) or taken back (null): the sheet says so at once */
  resultsChanged(publishedAt: string | null, workflowState: WorkflowState): void;
}

function isConflict(data: unknown): data is { detail: string; current: ScoreRow } {
  return typeof data === 'object' && data !== null && 'current' in data && 'detail' in data;
}

const cellIn = (sheet: ScoreSheet | null, eventTeamId: number, tour: number): Cell | null => {
  const row = sheet?.rows.find((r) => r.event_team_id === eventTeamId);
  return row ? cellOf(row, tour) : null;
};

export function useScoreSheet(eventId: number): ScoreSheetModel {
  const [status, setStatus] = useState<SheetStatus>('loading');
  const [sheet, setSheet] = useState<ScoreSheet | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const [saves, setSaves] = useState<Record<number, RowSave>>({});
  const sheetRef = useRef<ScoreSheet | null>(null);
  const queues = useRef(new Map<string, Promise<unknown>>());

  const accept = useCallback((next: ScoreSheet) => {
    sheetRef.current = next;
    setSheet(next);
  }, []);

  // `fresh`: a reload after the stream's word must not get an answer kept from before the change
  const reload = useCallback(
    (signal?: AbortSignal, fresh = false) =>
      loadScoreSheet(eventId, { signal, fresh }).then(
        (next) => {
          if (signal?.aborted) return;
          accept(mergeSheets(sheetRef.current, next));
          setStatus('ready');
        },
        (error: unknown) => {
          if (signal?.aborted || sheetRef.current) return;
          const code = apiErrorStatus(error);
          setMessage(formatApiError(error));
          setStatus(code === 401 || code === 403 || code === 404 ? 'denied' : 'error');
        },
      ),
    [eventId, accept],
  );

  useEffect(() => {
    const controller = new AbortController();
    setStatus('loading');
    sheetRef.current = null;
    void reload(controller.signal);
    // the first open joins the load just started (one request for the page); a reconnect asks again
    // past the identical-GET reuse, to catch up with what the drop missed
    let opened = false;
    const close = watchResults(eventId, {
      onOpen: () => {
        void reload(controller.signal, opened);
        opened = true;
      },
      onMessage: (event) => {
        if (event === 'results') void reload(controller.signal, true);
      },
    });
    return () => {
      controller.abort();
      close();
    };
  }, [eventId, reload]);

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
        const next = await saveScore(eventId, eventTeamId, { tour, score, version });
        accept(mergeSheets(sheetRef.current, next));
        mark({ state: 'saved', tour });
        return { state: 'saved', cell: cellIn(next, eventTeamId, tour) ?? { score, version: version + 1 } };
      } catch (error) {
        const data = apiErrorData(error);
        if (apiErrorStatus(error) === 409 && isConflict(data)) {
          if (sheetRef.current) accept(withRow(sheetRef.current, data.current));
          mark({ state: 'conflict', tour, message: data.detail });
          return { state: 'conflict', cell: cellOf(data.current, tour) };
        }
        mark({ state: 'error', tour, message: formatApiError(error) });
        return { state: 'error', cell: null };
      }
    },
    [eventId, accept],
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

  const resultsChanged = useCallback(
    (publishedAt: string | null, workflowState: WorkflowState) => {
      const current = sheetRef.current;
      if (!current) return;
      const event = { ...current.event, workflow_state: workflowState };
      accept({ ...current, event, results_published_at: publishedAt });
    },
    [accept],
  );

  return { status, sheet, message, saves, save, resultsChanged };
}
