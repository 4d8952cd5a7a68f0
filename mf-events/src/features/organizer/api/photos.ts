/**
 * A game's photo report from the console: the list (a query of the page's cache, the same for the screen
 * and its route loader), one upload (with its progress), the order, a delete.
 */
import type { CallOptions } from '@quiz/api';
import { queryKey } from '@quiz/api/query';
import type { OrganizerPhotos } from '@quiz/contract';
import { queryOptions } from '@tanstack/react-query';
import { callOrganizer } from './client';

export const photosQueryOptions = (eventId: number, options: CallOptions = {}) =>
  queryOptions({
    queryKey: queryKey('organizer', 'event', eventId, 'photos'),
    queryFn: ({ signal }): Promise<OrganizerPhotos> =>
      callOrganizer('organizerPhotos', { params: { id: eventId } }, { ...options, signal }),
  });

/** Sends one photo; `onProgress` gets the sent share (0–1). Answers the report after it. */
export function uploadPhoto(
  eventId: number,
  file: File,
  onProgress: (share: number) => void,
): Promise<OrganizerPhotos> {
  const body = new FormData();
  body.append('photos', file, file.name);
  return callOrganizer(
    'organizerUploadPhotos',
    { params: { id: eventId }, body },
    { onUploadProgress: onProgress },
  );
}

export function orderPhotos(eventId: number, ids: readonly number[]): Promise<OrganizerPhotos> {
  return callOrganizer('organizerOrderPhotos', { params: { id: eventId }, body: { ids: [...ids] } });
}

export function deletePhoto(eventId: number, photoId: number): Promise<OrganizerPhotos> {
  return callOrganizer('organizerDeletePhoto', { params: { id: eventId, photoId } });
}
