/** Photo reports (the photos are drawn by the media call). */
import { mediaUrl } from '../../media/svg';
import { insertId, updateById } from '../rows';
import type { SeedContext } from './context';

export async function makeAlbum({ db, r, created }: SeedContext, title: string): Promise<number> {
  const albumId = await insertId(db, 'albums', { title, cover_photo_id: null, created_at: created });
  const count = r.int(8, 12);
  let cover: number | null = null;
  for (let p = 0; p < count; p++) {
    const photoId = await insertId(db, 'photos', {
      album_id: albumId,
      file_url: '',
      thumbnail_url: '',
      width: 1600,
      height: 1067,
      sort_order: p,
    });
    await updateById(db, 'photos', photoId, {
      file_url: mediaUrl('photos', photoId),
      thumbnail_url: mediaUrl('photos', photoId, true),
    });
    cover ??= photoId;
  }
  await updateById(db, 'albums', albumId, { cover_photo_id: cover });
  return albumId;
}
