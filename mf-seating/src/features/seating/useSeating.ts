/**
 * The seating of one game, kept live: loads it, reloads it whenever the stream says another organizer
 * (or this one, in another tab) changed something, and on every (re)connect, so a client that lost
 * the connection catches up from the server. A change carries the team's version; a refusal (409)
 * brings the fresh seating with it and a Russian message. A reserve or no-show team put in the game
 * when every team place is taken is a refusal the organizer may override: it is kept as `overLimit`
 * (the screen asks «Превысить лимит») and sent again with `over_limit` only by `confirmOverLimit`.
 */
import { apiErrorData, apiErrorStatus, formatApiError } from '@quiz/api';
import type { SeatingState } from '@quiz/contract';
import type { SeatingChange } from '@quiz/domain';
import { useCallback, useEffect, useRef, useState } from 'react';
import { loadSeating, seatTeam, watchSeating } from './api/seating';

export type SeatingStatus = 'loading' | 'ready' | 'denied' | 'notFound' | 'error';

export interface SeatingModel {
  status: SeatingStatus;
  state: SeatingState | null;
  /** the last refusal or failure, shown until the next change */
  message: string | null;
  /** a change is being sent */
  busy: boolean;
  /** the live stream is connected */
  live: boolean;
  change(eventTeamId: number, change: SeatingChange): Promise<boolean>;
  /** a change refused for the game's team limit, waiting for the organizer's «Превысить лимит» */
  overLimit: OverLimitAsk | null;
  /** sends the waiting change again with `over_limit: true` */
  confirmOverLimit(): Promise<boolean>;
  dismissOverLimit(): void;
  reload(): void;
}

export interface OverLimitAsk {
  eventTeamId: number;
  change: SeatingChange;
  detail: string;
}

function isConflict(data: unknown): data is { detail: string; state: SeatingState; limit?: 'teams' } {
  return typeof data === 'object' && data !== null && 'state' in data && 'detail' in data;
}

export function useSeating(eventId: number): SeatingModel {
  const [status, setStatus] = useState<SeatingStatus>('loading');
  const [state, setState] = useState<SeatingState | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [live, setLive] = useState(false);
  const [overLimit, setOverLimit] = useState<OverLimitAsk | null>(null);
  const current = useRef<AbortController | null>(null);
  const stateRef = useRef<SeatingState | null>(null);
  stateRef.current = state;

  /** `fresh`: past the identical-GET reuse (a notice or a reconnect: what was kept may be old) */
  const load = useCallback(
    (fresh: boolean) => {
      current.current?.abort();
      const controller = new AbortController();
      current.current = controller;
      loadSeating(eventId, { signal: controller.signal, fresh }).then(
        (next) => {
          if (controller.signal.aborted) return;
          setState(next);
          setStatus('ready');
        },
        (error: unknown) => {
          if (controller.signal.aborted) return;
          const code = apiErrorStatus(error);
          if (code === 403 || code === 401) setStatus('denied');
          else if (code === 404 || code === 400) setStatus('notFound');
          else if (!stateRef.current) {
            setMessage(formatApiError(error));
            setStatus('error');
          }
        },
      );
    },
    [eventId],
  );
  const reload = useCallback(() => load(true), [load]);

  useEffect(() => {
    setStatus('loading');
    setState(null);
    load(false);
    // the first open joins the load just started (or reuses its answer of a moment ago): one request
    // for the page; a reconnect asks again past the reuse, to catch up with what the drop missed
    let opened = false;
    const close = watchSeating(eventId, {
      onOpen: () => {
        setLive(true);
        load(opened);
        opened = true;
      },
      onMessage: (event) => {
        if (event === 'seating') reload();
      },
      onError: (code) => {
        setLive(false);
        if (code === 401 || code === 403) setStatus('denied');
      },
    });
    return () => {
      close();
      current.current?.abort();
    };
  }, [eventId, load, reload]);

  const send = useCallback(
    async (eventTeamId: number, next: SeatingChange, overLimitConfirmed: boolean): Promise<boolean> => {
      const team = stateRef.current?.teams.find((t) => t.id === eventTeamId);
      if (!team) return false;
      setBusy(true);
      setMessage(null);
      try {
        const body = {
          version: team.version,
          ...(next.is_in_game !== undefined ? { is_in_game: next.is_in_game } : {}),
          ...(next.seat_id !== undefined ? { seat_id: next.seat_id } : {}),
          ...(overLimitConfirmed ? { over_limit: true } : {}),
        };
        const fresh = await seatTeam(eventId, eventTeamId, body);
        current.current?.abort();
        setState(fresh);
        return true;
      } catch (error) {
        const data = apiErrorData(error);
        if (apiErrorStatus(error) === 409 && isConflict(data)) {
          current.current?.abort();
          setState(data.state);
          if (data.limit === 'teams' && !overLimitConfirmed)
            setOverLimit({ eventTeamId, change: next, detail: data.detail });
          else setMessage(data.detail);
        } else if (apiErrorStatus(error) === 403) {
          setStatus('denied');
        } else {
          setMessage(formatApiError(error));
        }
        return false;
      } finally {
        setBusy(false);
      }
    },
    [eventId],
  );

  const change = useCallback(
    (eventTeamId: number, next: SeatingChange) => send(eventTeamId, next, false),
    [send],
  );
  const confirmOverLimit = useCallback(async () => {
    if (!overLimit) return false;
    setOverLimit(null);
    return send(overLimit.eventTeamId, overLimit.change, true);
  }, [overLimit, send]);
  const dismissOverLimit = useCallback(() => setOverLimit(null), []);

  return {
    status,
    state,
    message,
    busy,
    live,
    change,
    overLimit,
    confirmOverLimit,
    dismissOverLimit,
    reload,
  };
}
