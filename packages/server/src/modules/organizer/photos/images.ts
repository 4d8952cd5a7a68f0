/**
 * Uploaded pictures in the `images` table (full-screen and thumbnail JPEG as blob / bytea): every
 * replica reads them from the database, no shared disk needed (see the server README, "Uploaded
 * pictures"). Their URLs are the public `GET /api/images/{id}.jpg` and `…/{id}_thumb.jpg`.
 */
import { ENDPOINTS, fillPath } from '@quiz/contract/endpoints';
import type { Db } from '../../../db';
import type { StoredPicture } from '../../../media/images';

export const imageUrl = (id: number, thumb = false): string =>
  fillPath(ENDPOINTS.uploadedImage.path, { file: `${id}${thumb ? '_thumb' : ''}.jpg` });

export async function saveImage(
  db: Db,
  kind: 'photo' | 'theme',
  picture: StoredPicture,
  by: number,
): Promise<number> {
  const row = await db
    .insertInto('images')
    .values({
      kind,
      full_data: picture.full,
      thumb_data: picture.thumb,
      width: picture.width,
      height: picture.height,
      created_by: by,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function readImage(db: Db, id: number, thumb: boolean): Promise<Buffer | null> {
  const row = await db
    .selectFrom('images')
    .select(thumb ? 'thumb_data as data' : 'full_data as data')
    .where('id', '=', id)
    .executeTakeFirst();
  return row ? Buffer.from(row.data) : null;
}

export async function deleteImages(db: Db, ids: readonly number[]): Promise<void> {
  if (ids.length)
    await db
      .deleteFrom('images')
      .where('id', 'in', [...ids])
      .execute();
}
