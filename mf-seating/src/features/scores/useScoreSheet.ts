/**
 * The scoring table of one game, kept current: loaded once, reloaded whenever the public results
 * stream says a score was accepted (another organizer's phone) and on every reconnect. A row is saved
 * whole with the version it was based on; saves of one row go one after another (each carries the
 * version the previous one produced). A stale version (409) brings the current row back with the
 * server's Russian message: nothing is overwritten silently.
 */
import { apiErrorData, apiErrorStatus, formatApiError } from '@quiz/api';
import type { ScoreRow, ScoreSheet } from '@quiz/contract';
import { useCallback, useEffect, useRef, useState } from 'react';
import { loadScoreSheet, publishResults, saveScores, watchResults } from './api/scores';

export type SheetStatus = 'loading' | 'ready' | 'denied' | 'error';

export type RowSave =
  | { state: 'saving' }
  | { state: 'saved' }
  | { state: 'conflict'; message: string }
  | { state: 'error'; message: string };

export interface ScoreSheetModel {
  status: SheetStatus;
  sheet: ScoreSheet | null;
  /** why the sheet is not shown (denied, failed) */
  message: string | null;
  /** the last save of each row (by event team id) */
  saves: Readonly<Record<number, RowSave>>;
  /** saves the row's scores (tour → score) unless they are what the server has; resolves to the row after */
  save(eventTeamId: number, tourScores: Record<string, number>): Promise<ScoreRow | null>;
  publish(): Promise<string | null>;
}

function isConflict(data: unknown): data is { detail: string; current: ScoreRow } {
  return typeof data === 'object' && data !== null && 'current' in data && 'detail' in data;
}

const sameScores = (a: Readonly<Record<string, number>>, b: Readonly<Record<string, number>>) => {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((k) => b[k] === a[k]);
};

export function useScoreSheet(eventId: number): ScoreSheetModel {
  const [status, setStatus] = useState<SheetStatus>('loading');
  const [sheet, setSheet] = useState<ScoreSheet | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const [saves, setSaves] = useState<Record<number, RowSave>>({});
  const sheetRef = useRef<ScoreSheet | null>(null);
  const queues = useRef(new Map<number, Promise<unknown>>());
  const pending = useRef(0);

  const accept = useCallback((next: ScoreSheet) => {
    sheetRef.current = next;
    setSheet(next);
  }, []);

  // `fresh`: a reload after the stream's word must not get an answer kept from before the change
  const reload = useCallback(
    (signal?: AbortSignal, fresh = false) =>
      loadScoreSheet(eventId, { signal, fresh }).then(
        (next) => {
          // a save on the way answers a fresher sheet itself
          if (!signal?.aborted && pending.current === 0) {
            accept(next);
            setStatus('ready');
          }
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

  const sendRow = useCallback(
    async (eventTeamId: number, tourScores: Record<string, number>): Promise<ScoreRow | null> => {
      const row = sheetRef.current?.rows.find((r) => r.event_team_id === eventTeamId);
      if (!row) return null;
      if (sameScores(row.tour_scores, tourScores)) return row;
      pending.current += 1;
      setSaves((s) => ({ ...s, [eventTeamId]: { state: 'saving' } }));
      try {
        const body = { tour_scores: tourScores, version: row.version };
        const next = await saveScores(eventId, eventTeamId, body);
        accept(next);
        setSaves((s) => ({ ...s, [eventTeamId]: { state: 'saved' } }));
        return next.rows.find((r) => r.event_team_id === eventTeamId) ?? null;
      } catch (error) {
        const data = apiErrorData(error);
        if (apiErrorStatus(error) === 409 && isConflict(data)) {
          const current = sheetRef.current;
          if (current) {
            const rows = current.rows.map((r) => (r.event_team_id === eventTeamId ? data.current : r));
            accept({ ...current, rows });
          }
          setSaves((s) => ({ ...s, [eventTeamId]: { state: 'conflict', message: data.detail } }));
          return data.current;
        }
        setSaves((s) => ({ ...s, [eventTeamId]: { state: 'error', message: formatApiError(error) } }));
        return null;
      } finally {
        pending.current -= 1;
      }
    },
    [eventId, accept],
  );

  const save = useCallback(
    (eventTeamId: number, tourScores: Record<string, number>) => {
      const previous = queues.current.get(eventTeamId) ?? Promise.resolve();
      const next = previous.then(() => sendRow(eventTeamId, tourScores));
      queues.current.set(
        eventTeamId,
        next.catch(() => undefined),
      );
      return next;
    },
    [sendRow],
  );

  const publish = useCallback(async () => {
    try {
      const answer = await publishResults(eventId);
      const current = sheetRef.current;
      if (current) accept({ ...current, results_published_at: answer.results_published_at });
      return null;
    } catch (error) {
      return formatApiError(error);
    }
  }, [eventId, accept]);

  return { status, sheet, message, saves, save, publish };
}
