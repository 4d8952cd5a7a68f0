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
import { ORGANIZER_TEXTS, PHOTO_TEXTS, PHOTOS_PER_EVENT } from '@quiz/domain';
import type { Db } from '../../../db';
import { fieldErrors, notFound } from '../../../errors';
import type { StoredPicture } from '../../../media/images';
import { record } from '../audit/service';
import { lockEvent } from '../events/repository';
import { eventTitle } from '../events/view';
import { deleteImages, imageUrl, saveImage } from './images';

async function eventAlbum(db: Db, eventId: number) {
  const row = await db
    .selectFrom('events')
    .innerJoin('games', 'games.id', 'events.game_id')
    .innerJoin('themes', 'themes.id', 'games.theme_id')
    .select(['events.album_id', 'themes.title as theme_title', 'events.postfix'])
    .where('events.id', '=', eventId)
    .executeTakeFirst();
  if (!row) throw notFound(ORGANIZER_TEXTS.eventNotFound);
  return row;
}

function photosOf(db: Db, albumId: number) {
  return db
    .selectFrom('photos')
    .select(['id', 'file_url', 'thumbnail_url', 'width', 'height', 'image_id', 'sort_order'])
    .where('album_id', '=', albumId)
    .orderBy('sort_order')
    .orderBy('id')
    .execute();
}

export async function eventPhotos(db: Db, eventId: number): Promise<OrganizerPhotos> {
  const { album_id } = await eventAlbum(db, eventId);
  if (album_id === null) return { album: null, photos: [] };
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
async function albumForUpload(trx: Db, eventId: number): Promise<number> {
  const event = await eventAlbum(trx, eventId);
  if (event.album_id !== null) return event.album_id;
  const title = PHOTO_TEXTS.albumTitle(eventTitle(event));
  await trx
    .insertInto('albums')
    .values({ title, event_id: eventId })
    .onConflict((oc) => oc.column('event_id').doNothing())
    .execute();
  const album = await trx
    .selectFrom('albums')
    .select('id')
    .where('event_id', '=', eventId)
    .executeTakeFirstOrThrow();
  await trx.updateTable('events').set({ album_id: album.id }).where('id', '=', eventId).execute();
  return album.id;
}

export async function addPhotos(db: Db, userId: number, eventId: number, pictures: readonly StoredPicture[]) {
  await db.transaction().execute(async (trx) => {
    if (!(await lockEvent(trx, eventId))) throw notFound(ORGANIZER_TEXTS.eventNotFound);
    const albumId = await albumForUpload(trx, eventId);
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
      eventId,
      entity: 'event',
      entityId: eventId,
      action: 'photo.upload',
      summary: `Загружено фото: ${pictures.length}`,
      changes: [{ field: 'photos', before: existing.length, after: existing.length + pictures.length }],
    });
  });
}

export async function orderPhotos(db: Db, userId: number, eventId: number, ids: readonly number[]) {
  await db.transaction().execute(async (trx) => {
    const { album_id } = await eventAlbum(trx, eventId);
    const rows = album_id === null ? [] : await photosOf(trx, album_id);
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
      eventId,
      entity: 'event',
      entityId: eventId,
      action: 'photo.order',
      summary: 'Изменён порядок фото',
      changes: [{ field: 'order', before: rows.map((r) => r.id), after: [...ids] }],
    });
  });
}

export async function deletePhoto(db: Db, userId: number, eventId: number, photoId: number) {
  await db.transaction().execute(async (trx) => {
    const { album_id } = await eventAlbum(trx, eventId);
    const photo =
      album_id === null ? undefined : (await photosOf(trx, album_id)).find((p) => p.id === photoId);
    if (!photo || album_id === null) throw notFound(PHOTO_TEXTS.photoNotFound);
    await trx
      .updateTable('albums')
      .set({ cover_photo_id: null })
      .where('cover_photo_id', '=', photoId)
      .execute();
    await trx.deleteFrom('photos').where('id', '=', photoId).execute();
    if (photo.image_id !== null) await deleteImages(trx, [photo.image_id]);
    await record(trx, {
      userId,
      eventId,
      entity: 'event',
      entityId: eventId,
      action: 'photo.delete',
      summary: 'Фото удалено',
      changes: [{ field: 'photo', before: photo.file_url, after: null }],
    });
  });
}
