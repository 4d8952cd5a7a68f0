/** A game's photo report album: null when the game has none yet (the album call answers 404). */
import { type CallOptions, createCallApi } from '@quiz/api';
import { queryKey } from '@quiz/api/query';
import type { Album } from '@quiz/contract';
import { eventsEndpoints } from '@quiz/contract/endpoints';
import { queryOptions } from '@tanstack/react-query';
import { isNotFound } from '../../../shared/api/events';

const callApi = createCallApi({ eventAlbum: eventsEndpoints.eventAlbum });

async function loadAlbum(eventId: number, options: CallOptions): Promise<Album | null> {
  try {
    return await callApi('eventAlbum', { params: { id: eventId } }, options);
  } catch (error) {
    if (isNotFound(error)) return null;
    throw error;
  }
}

export const albumQueryOptions = (eventId: number, options: CallOptions = {}) =>
  queryOptions({
    queryKey: queryKey('photos', eventId),
    queryFn: ({ signal }) => loadAlbum(eventId, { ...options, signal }),
  });
