/**
 * Themes from the console: create (a generated picture until one is uploaded), edit, upload a
 * picture (the photo pipeline of media/images.ts, stored in `images`). Any organizer may add a theme;
 * who may change one is `assertThemeEditable` of ../access.ts, checked by the route guard. Each write
 * has its audit entry (not tied to a game): the `theme.create` entry names the theme's creator.
 */
import type { Theme, ThemeBody, ThemeUpdateBody } from '@quiz/contract';
import { ORGANIZER_TEXTS } from '@quiz/domain';
import type { Db } from '../../../db';
import type { UserRow } from '../../../db/schema';
import { notFound } from '../../../errors';
import type { StoredPicture } from '../../../media/images';
import { mediaUrl } from '../../../media/svg';
import { themeViews } from '../../../views/catalogue';
import { diff, record } from '../audit/service';
import { deleteImages, imageUrl, saveImage } from '../photos/images';

async function themeRow(db: Db, id: number) {
  const row = await db.selectFrom('themes').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw notFound(ORGANIZER_TEXTS.themeNotFound);
  return row;
}

export async function themeView(db: Db, id: number, user: UserRow): Promise<Theme> {
  const [view] = await themeViews(db, [await themeRow(db, id)], user);
  if (!view) throw notFound(ORGANIZER_TEXTS.themeNotFound);
  return view;
}

export async function createTheme(db: Db, userId: number, body: ThemeBody): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const created = await trx
      .insertInto('themes')
      .values({ title: body.title, description: body.description, picture: '', picture_thumb: '' })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .updateTable('themes')
      .set({ picture: mediaUrl('themes', created.id), picture_thumb: mediaUrl('themes', created.id, true) })
      .where('id', '=', created.id)
      .execute();
    await record(trx, {
      userId,
      eventId: null,
      entity: 'theme',
      entityId: created.id,
      action: 'theme.create',
      summary: `Тема «${body.title}» создана`,
      changes: diff(null, body),
    });
    return created.id;
  });
}

export async function updateTheme(db: Db, userId: number, id: number, body: ThemeUpdateBody): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const before = await themeRow(trx, id);
    if (Object.keys(body).length) await trx.updateTable('themes').set(body).where('id', '=', id).execute();
    await record(trx, {
      userId,
      eventId: null,
      entity: 'theme',
      entityId: id,
      action: 'theme.update',
      summary: `Тема «${body.title ?? before.title}» изменена`,
      changes: diff(before, body),
    });
  });
}

/** The previous uploaded picture's image id, read from its URL (null for a generated one). */
function uploadedImageId(url: string): number | null {
  const match = /\/images\/(\d+)\.jpg$/.exec(url);
  return match ? Number(match[1]) : null;
}

export async function setThemePicture(
  db: Db,
  userId: number,
  id: number,
  picture: StoredPicture,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const before = await themeRow(trx, id);
    const imageId = await saveImage(trx, 'theme', picture, userId);
    const after = { picture: imageUrl(imageId), picture_thumb: imageUrl(imageId, true) };
    await trx.updateTable('themes').set(after).where('id', '=', id).execute();
    const old = uploadedImageId(before.picture);
    if (old !== null) await deleteImages(trx, [old]);
    await record(trx, {
      userId,
      eventId: null,
      entity: 'theme',
      entityId: id,
      action: 'theme.picture',
      summary: `Картинка темы «${before.title}» загружена`,
      changes: diff(before, after),
    });
  });
}
