/**
 * The photo report of a game: upload (the game's album is made on the first photo and linked from
 * `events.album_id`, which the public photo report reads), order and delete. Writes run in one
 * transaction with their audit entry; `albums` and `photos` raise the public data version.
 *
 * Uploads to one game run one after another: the transaction first locks the game's row (PostgreSQL
 * `FOR UPDATE`; SQLite has one writer at a time), then makes the album if there is none and counts
 * the photos against PHOTOS_PER_EVENT, so parallel uploads neither make two albums nor pass the limit
 * together. `albums.event_id` is unique (migration 0023): a second album of a game is refused by the
 * database itself, and `insert … on conflict do nothing` then reads the one that exists.
 */
import type { OrganizerPhotos } from '@quiz/contract';
import { PHOTO_TEXTS, PHOTOS_PER_EVENT } from '@quiz/domain';
import type { Db } from '../../../db';
import { fieldErrors, orNotFound } from '../../../errors';
import type { StoredPicture } from '../../../media/images';
import { record } from '../audit/service';
import { type EventJoined, lockedEvent, requireEvent } from '../events/repository';
import { eventTitle } from '../events/view';
import { deleteImages, imageUrl, saveImage } from './images';

function photosOf(db: Db, albumId: number | null) {
  if (albumId === null) return Promise.resolve([]);
  return db
    .selectFrom('photos')
    .select(['id', 'file_url', 'thumbnail_url', 'width', 'height', 'image_id', 'sort_order'])
    .where('album_id', '=', albumId)
    .orderBy('sort_order')
    .orderBy('id')
    .execute();
}

export async function eventPhotos(db: Db, eventId: number): Promise<OrganizerPhotos> {
  const { album_id } = await requireEvent(db, eventId);
  const rows = await photosOf(db, album_id);
  return {
    album: album_id,
    photos: rows.map(({ id, file_url, thumbnail_url, width, height }) => ({
      id,
      file_url,
      thumbnail_url,
      width,
      height,
    })),
  };
}

/** The game's album, made (once: `albums.event_id` is unique) and linked when it has none. */
async function albumForUpload(trx: Db, event: EventJoined): Promise<number> {
  if (event.album_id !== null) return event.album_id;
  const title = PHOTO_TEXTS.albumTitle(eventTitle(event));
  await trx
    .insertInto('albums')
    .values({ title, event_id: event.id })
    .onConflict((oc) => oc.column('event_id').doNothing())
    .execute();
  const album = await trx
    .selectFrom('albums')
    .select('id')
    .where('event_id', '=', event.id)
    .executeTakeFirstOrThrow();
  await trx.updateTable('events').set({ album_id: album.id }).where('id', '=', event.id).execute();
  return album.id;
}

export async function addPhotos(db: Db, userId: number, eventId: number, pictures: readonly StoredPicture[]) {
  await db.transaction().execute(async (trx) => {
    const albumId = await albumForUpload(trx, await lockedEvent(trx, eventId));
    const existing = await photosOf(trx, albumId);
    if (existing.length + pictures.length > PHOTOS_PER_EVENT)
      throw fieldErrors({ photos: [PHOTO_TEXTS.eventFull] });
    let order = existing.reduce((max, p) => Math.max(max, p.sort_order), 0);
    for (const picture of pictures) {
      const imageId = await saveImage(trx, 'photo', picture, userId);
      order += 1;
      await trx
        .insertInto('photos')
        .values({
          album_id: albumId,
          image_id: imageId,
          file_url: imageUrl(imageId),
          thumbnail_url: imageUrl(imageId, true),
          width: picture.width,
          height: picture.height,
          sort_order: order,
        })
        .execute();
    }
    await record(trx, {
      userId,
      event: eventId,
      action: 'photo.upload',
      summary: `Загружено фото: ${pictures.length}`,
      changes: [{ field: 'photos', before: existing.length, after: existing.length + pictures.length }],
    });
  });
}

export async function orderPhotos(db: Db, userId: number, eventId: number, ids: readonly number[]) {
  await db.transaction().execute(async (trx) => {
    const rows = await photosOf(trx, (await requireEvent(trx, eventId)).album_id);
    const known = new Set(rows.map((r) => r.id));
    if (new Set(ids).size !== ids.length || ids.length !== rows.length || !ids.every((id) => known.has(id)))
      throw fieldErrors({ ids: [PHOTO_TEXTS.orderMismatch] });
    for (const [i, id] of ids.entries())
      await trx
        .updateTable('photos')
        .set({ sort_order: i + 1 })
        .where('id', '=', id)
        .execute();
    await record(trx, {
      userId,
      event: eventId,
      action: 'photo.order',
      summary: 'Изменён порядок фото',
      changes: [{ field: 'order', before: rows.map((r) => r.id), after: [...ids] }],
    });
  });
}

export async function deletePhoto(db: Db, userId: number, eventId: number, photoId: number) {
  await db.transaction().execute(async (trx) => {
    const photos = await photosOf(trx, (await requireEvent(trx, eventId)).album_id);
    const photo = orNotFound(
      photos.find((p) => p.id === photoId),
      PHOTO_TEXTS.photoNotFound,
    );
    await trx
      .updateTable('albums')
      .set({ cover_photo_id: null })
      .where('cover_photo_id', '=', photoId)
      .execute();
    await trx.deleteFrom('photos').where('id', '=', photoId).execute();
    if (photo.image_id !== null) await deleteImages(trx, [photo.image_id]);
    await record(trx, {
      userId,
      event: eventId,
      action: 'photo.delete',
      summary: 'Фото удалено',
      changes: [{ field: 'photo', before: photo.file_url, after: null }],
    });
  });
}
