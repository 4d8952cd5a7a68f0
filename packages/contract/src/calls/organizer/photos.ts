/**
 * Organizer console, the photo report (mf-events `/organizer/event/{id}/photos`):
 * - `GET organizer/events/{id}/photos/` → {@link OrganizerPhotos} in their order.
 * - `POST organizer/events/{id}/photos/` multipart, files `photos` (up to PHOTOS_PER_UPLOAD of
 *   `@quiz/domain` per request; the screen sends one file per request to show each file's progress):
 *   the type is read from the bytes, EXIF rotation is applied and every metadata block (location
 *   included) dropped, each is stored as a full-screen JPEG and a thumbnail. One bad file refuses the
 *   whole request (400, nothing stored). → 201 the photos after the upload. A request declaring more
 *   than PHOTOS_PER_UPLOAD files of PHOTO_MAX_BYTES, or a file past PHOTO_MAX_BYTES: 413 `{detail}`;
 *   no `Content-Length`: 411 (nothing read, nothing stored, the connection closed).
 * - `PUT organizer/events/{id}/photos/order/ {ids}` (every photo id exactly once) → the photos.
 * - `DELETE organizer/events/{id}/photos/{photoId}/` → the photos left.
 * - `GET images/{id}.jpg` / `{id}_thumb.jpg` (public): an uploaded picture (photo or theme picture).
 * The public report is `GET event/{id}/album` (mf-events `/event/{id}/photoReport`).
 */
import { PHOTO_TEXTS, PHOTOS_PER_EVENT } from '@quiz/domain';
import { z } from 'zod';
import { Photo } from '../../entities';
import { Id, IdText, IdValue } from '../../primitives';

export const OrganizerPhotos = z.object({ album: Id.nullable(), photos: z.array(Photo) });
export type OrganizerPhotos = z.infer<typeof OrganizerPhotos>;

export const PhotoOrderBody = z
  .object({
    ids: z.array(IdValue()).min(1, PHOTO_TEXTS.orderMismatch).max(PHOTOS_PER_EVENT, PHOTO_TEXTS.eventFull),
  })
  .strict();
export type PhotoOrderBody = z.infer<typeof PhotoOrderBody>;

export const PhotoParams = z.object({ id: IdText, photoId: IdText });

export const ImageFileParams = z.object({
  file: z.string().regex(/^[1-9]\d{0,9}(_thumb)?\.jpg$/, 'Некорректное имя файла.'),
});
