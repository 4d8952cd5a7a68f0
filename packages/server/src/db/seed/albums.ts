/** Photo reports (the photos are drawn by the media call). */
import { mediaUrl } from '../../media/svg';
import { id, type SeedContext } from './context';

export async function makeAlbum({ db, r, created }: SeedContext, title: string): Promise<number> {
  const albumId = await id(
    db
      .insertInto('albums')
      .values({ title, cover_photo_id: null, created_at: created })
      .returning('id')
      .executeTakeFirstOrThrow(),
  );
  const count = r.int(8, 12);
  let cover: number | null = null;
  for (let p = 0; p < count; p++) {
    const photoId = await id(
      db
        .insertInto('photos')
        .values({
          album_id: albumId,
          file_url: '',
          thumbnail_url: '',
          width: 1600,
          height: 1067,
          sort_order: p,
        })
        .returning('id')
        .executeTakeFirstOrThrow(),
    );
    await db
      .updateTable('photos')
      .set({ file_url: mediaUrl('photos', photoId), thumbnail_url: mediaUrl('photos', photoId, true) })
      .where('id', '=', photoId)
      .execute();
    cover ??= photoId;
  }
  await db.updateTable('albums').set({ cover_photo_id: cover }).where('id', '=', albumId).execute();
  return albumId;
}
