/**
 * What the photo report starts from (route loader `photoReport`) and loads on its own: the
 * event (null: «Игра не найдена») and its album (null: the event has none yet, `event.album` says so
 * before any request, or the album call answers 404).
 */
import type { CallOptions } from '@quiz/api';
import type { Album, Event } from '@quiz/contract';
import { isNotFound, loadEvent } from '../../shared/api/events';
import { loadEventAlbum } from './api/album';

export interface PhotoReportData {
  /** the id of the URL (null: not a number) */
  eventId: number | null;
  event: Event | null;
  album: Album | null;
  /** asked with the visitor's session (see EventPageData) */
  personal: boolean;
}

export async function loadPhotoReport(
  eventId: number | null,
  personal: boolean,
  options: CallOptions,
): Promise<PhotoReportData> {
  const event = eventId === null ? null : await loadEvent(eventId, personal, options);
  if (event === null || event.album === null || eventId === null) {
    return { eventId, event, album: null, personal };
  }
  try {
    const album = await loadEventAlbum(eventId, options);
    return { eventId, event, album, personal };
  } catch (error) {
    if (isNotFound(error)) return { eventId, event, album: null, personal };
    throw error;
  }
}
