/** A game as anyone sees it: the results page (/game_result/{eventId}) and the big screen. */
import { type CallOptions, createCallApi, isApiError } from '@quiz/api';
import { queryKey } from '@quiz/api/query';
import type { EventResponse } from '@quiz/contract';
import { eventsEndpoints } from '@quiz/contract/endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';

const callApi = createCallApi({ allowAnyEvent: eventsEndpoints.allowAnyEvent });

/**
 * Any published game, finished ones included; null when there is no such game (404), an answer the
 * page keeps (and the server's render carries) like any other.
 */
export const publicEventQueryOptions = (eventId: number, options: CallOptions = {}) =>
  queryOptions({
    queryKey: queryKey('event', eventId, 'public'),
    queryFn: ({ signal }): Promise<EventResponse | null> =>
      callApi('allowAnyEvent', { params: { id: eventId } }, { ...options, signal }).catch(
        (error: unknown) => {
          if (isApiError(error, 404)) return null;
          throw error;
        },
      ),
  });

/** The game (`enabled` false: an id that names no game, nothing is asked). */
export const usePublicEvent = (eventId: number, enabled = true) =>
  useQuery({ ...publicEventQueryOptions(eventId), enabled });
