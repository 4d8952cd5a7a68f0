/**
 * The seating of one game, kept live: its query is made stale (and asked again) whenever the stream
 * says another organizer (or this one, in another tab) changed something, and on every reconnect, so a
 * client that lost the connection catches up from the server; the first connect joins the answer the
 * screen has (loaded with it, or the server's on a page rendered for the organizer). Closing the screen
 * makes the seating stale, so it is asked again when opened again. A change is a mutation whose answer (or
 * a refusal's seating) is written into the cache. A change carries the team's version; a refusal (409)
 * brings the fresh seating with it and a Russian message. A reserve or no-show team put in the game
 * when every team place is taken is a refusal the organizer may override: it is kept as `overLimit`
 * (the screen asks «Превысить лимит») and sent again with `over_limit` only by `confirmOverLimit`.
 */
import { apiErrorData, apiErrorStatus, formatApiError } from '@quiz/api';
import type { SeatingState } from '@quiz/contract';
import type { SeatingChange } from '@quiz/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { callSeating, seatingKey, seatingQueryOptions, watchSeating } from './api/seating';

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

function statusOf(error: unknown): SeatingStatus {
  const code = apiErrorStatus(error);
  if (code === 403 || code === 401) return 'denied';
  if (code === 404 || code === 400) return 'notFound';
  return 'error';
}

/** The seating's stream: «changed» (another organizer, another tab) and a reconnect make it stale. */
function useSeatingStream(eventId: number) {
  const queryClient = useQueryClient();
  const [live, setLive] = useState(false);
  const [streamDenied, setStreamDenied] = useState(false);
  useEffect(() => {
    const refresh = () => void queryClient.invalidateQueries({ queryKey: seatingKey(eventId) });
    // the first open joins the load the query started (one request for the page); a reconnect asks
    // again, to catch up with what the drop missed
    let opened = false;
    const close = watchSeating(eventId, {
      onOpen: () => {
        setLive(true);
        if (opened) refresh();
        opened = true;
      },
      onMessage: (event) => {
        if (event === 'seating') refresh();
      },
      onError: (code) => {
        setLive(false);
        if (code === 401 || code === 403) setStreamDenied(true);
      },
    });
    return () => {
      close();
      setLive(false);
      // what the stream no longer tells is asked again when the screen opens again
      void queryClient.invalidateQueries({ queryKey: seatingKey(eventId), refetchType: 'none' });
    };
  }, [eventId, queryClient]);
  return { live, streamDenied };
}

interface SeatInput {
  eventTeamId: number;
  change: SeatingChange;
  overLimitConfirmed: boolean;
}

export function useSeating(eventId: number): SeatingModel {
  const queryClient = useQueryClient();
  const seating = useQuery(seatingQueryOptions(eventId));
  const { live, streamDenied } = useSeatingStream(eventId);
  const [message, setMessage] = useState<string | null>(null);
  const [denied, setDenied] = useState(false);
  const [overLimit, setOverLimit] = useState<OverLimitAsk | null>(null);
  const { queryKey: key } = seatingQueryOptions(eventId);

  const seat = useMutation({
    mutationFn: ({ eventTeamId, change, overLimitConfirmed }: SeatInput) => {
      const team = queryClient.getQueryData(key)?.teams.find((t) => t.id === eventTeamId);
      // one team in or out of the game or to another seat; answers the seating after it (409: refused)
      return callSeating('seatTeam', {
        params: { id: eventId, eventTeamId },
        body: {
          version: team?.version ?? 0,
          ...(change.is_in_game !== undefined ? { is_in_game: change.is_in_game } : {}),
          ...(change.seat_id !== undefined ? { seat_id: change.seat_id } : {}),
          ...(overLimitConfirmed ? { over_limit: true } : {}),
        },
      });
    },
    onMutate: () => setMessage(null),
    // the answer is the seating after the change: no second request; a load still on its way is older
    onSuccess: async (fresh) => {
      await queryClient.cancelQueries({ queryKey: key });
      queryClient.setQueryData(key, fresh);
    },
    onError: async (error, { eventTeamId, change, overLimitConfirmed }) => {
      const data = apiErrorData(error);
      if (apiErrorStatus(error) === 409 && isConflict(data)) {
        await queryClient.cancelQueries({ queryKey: key });
        queryClient.setQueryData(key, data.state);
        if (data.limit === 'teams' && !overLimitConfirmed)
          setOverLimit({ eventTeamId, change, detail: data.detail });
        else setMessage(data.detail);
      } else if (apiErrorStatus(error) === 403) setDenied(true);
      else setMessage(formatApiError(error));
    },
  });

  const send = useCallback(
    (input: SeatInput) =>
      queryClient.getQueryData(key)?.teams.some((t) => t.id === input.eventTeamId)
        ? seat.mutateAsync(input).then(
            () => true,
            () => false,
          )
        : Promise.resolve(false),
    [queryClient, key, seat.mutateAsync],
  );
  const change = useCallback(
    (eventTeamId: number, next: SeatingChange) =>
      send({ eventTeamId, change: next, overLimitConfirmed: false }),
    [send],
  );
  const confirmOverLimit = useCallback(async () => {
    if (!overLimit) return false;
    setOverLimit(null);
    return send({ eventTeamId: overLimit.eventTeamId, change: overLimit.change, overLimitConfirmed: true });
  }, [overLimit, send]);
  const dismissOverLimit = useCallback(() => setOverLimit(null), []);
  const reload = useCallback(() => void seating.refetch(), [seating.refetch]);

  const state = seating.data ?? null;
  let status: SeatingStatus = state ? 'ready' : 'loading';
  if (denied || streamDenied) status = 'denied';
  else if (seating.isError && (!state || statusOf(seating.error) !== 'error'))
    status = statusOf(seating.error);
  return {
    status,
    state,
    message: message ?? (status === 'error' ? formatApiError(seating.error) : null),
    busy: seat.isPending,
    live,
    change,
    overLimit,
    confirmOverLimit,
    dismissOverLimit,
    reload,
  };
}
