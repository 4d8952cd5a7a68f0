/**
 * Themes from the console: the list (archived ones too), create — with its picture or a generated one,
 * once per form (../request-key.ts), never a second active theme of the same title —, edit, upload a
 * picture (the photo pipeline of media/images.ts, stored in `images`), archive and restore. Any
 * organizer may add a theme; who may change one is `assertThemeEditable` of ../access.ts, checked by
 * the route guard. Each write has its audit entry (not tied to a game): the `theme.create` entry names
 * the theme's creator. Merging a duplicate is ./merge.ts.
 */
import type { OrganizerTheme, ThemeBody, ThemeUpdateBody } from '@quiz/contract';
import { CATALOGUE_TEXTS, ORGANIZER_TEXTS, titleKey } from '@quiz/domain';
import type { Db } from '../../../db';
import type { ThemeRow, UserRow } from '../../../db/schema';
import { fieldErrors, HttpError, notFound } from '../../../errors';
import type { StoredPicture } from '../../../media/images';
import { mediaUrl } from '../../../media/svg';
import { themeViews } from '../../../views/catalogue';
import { changeableThemes } from '../access';
import { diff, record } from '../audit/service';
import { setArchived, THEMES } from '../catalogue';
import { deleteImages, imageUrl, saveImage } from '../photos/images';
import { lockCreates, madeWithKey, storedKey } from '../request-key';

export async function themeRow(db: Db, id: number): Promise<ThemeRow> {
  const row = await db.selectFrom('themes').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw notFound(ORGANIZER_TEXTS.themeNotFound);
  return row;
}

/** Games scheduled on each theme, any state. */
async function gamesPerTheme(db: Db, ids: readonly number[]): Promise<Map<number, number>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('events')
    .innerJoin('games', 'games.id', 'events.game_id')
    .select(['games.theme_id as theme_id', (eb) => eb.fn.countAll<string | number>().as('n')])
    .where('games.theme_id', 'in', [...ids])
    .groupBy('games.theme_id')
    .execute();
  return new Map(rows.map((r) => [r.theme_id, Number(r.n)]));
}

/** The console's view of each theme: the public one, archived or not, its games, may the caller change it. */
export async function organizerThemeViews(
  db: Db,
  rows: readonly ThemeRow[],
  user: UserRow,
): Promise<OrganizerTheme[]> {
  const ids = rows.map((r) => r.id);
  const views = await themeViews(db, rows, user);
  const games = await gamesPerTheme(db, ids);
  const changeable = await changeableThemes(db, user.id, ids);
  return views.map((view, i) => ({
    ...view,
    archived: rows[i]?.archived_at != null,
    merged_into: rows[i]?.merged_into ?? null,
    games: games.get(view.id) ?? 0,
    editable: changeable.has(view.id),
  }));
}

export async function themeView(db: Db, id: number, user: UserRow): Promise<OrganizerTheme> {
  const [view] = await organizerThemeViews(db, [await themeRow(db, id)], user);
  if (!view) throw notFound(ORGANIZER_TEXTS.themeNotFound);
  return view;
}

/** Every theme, archived ones too (the console offers the active ones and restores the others). */
export async function listThemes(db: Db, user: UserRow): Promise<OrganizerTheme[]> {
  const rows = await db.selectFrom('themes').selectAll().orderBy('id').execute();
  return organizerThemeViews(db, rows, user);
}

/** The active theme (other than `except`) whose title is the same as `title` (`titleKey`), if any. */
async function sameTitle(db: Db, title: string, except: number | null): Promise<ThemeRow | undefined> {
  const key = titleKey(title);
  let query = db.selectFrom('themes').selectAll().where('archived_at', 'is', null).orderBy('id');
  if (except !== null) query = query.where('id', '!=', except);
  return (await query.execute()).find((row) => titleKey(row.title) === key);
}

export interface ThemeCreate {
  body: ThemeBody;
  /** the uploaded picture, already checked and converted; null: a generated one */
  picture: StoredPicture | null;
}

/**
 * Creates the theme and its picture in one transaction; answers the id of the theme the form's key
 * made before when it did (nothing written), and refuses another active theme of the same title with a
 * 409 that names it.
 */
export async function createTheme(db: Db, user: UserRow, { body, picture }: ThemeCreate): Promise<number> {
  return db.transaction().execute(async (trx) => {
    await lockCreates(trx, 'themes');
    const key = storedKey(user.id, body.request_key);
    const made = await madeWithKey(trx, 'themes', key);
    if (made !== null) return made;
    const existing = await sameTitle(trx, body.title, null);
    if (existing) {
      const [theme] = await organizerThemeViews(trx, [existing], user);
      throw new HttpError(409, { detail: CATALOGUE_TEXTS.themeExists(existing.title), theme });
    }
    const created = await trx
      .insertInto('themes')
      .values({
        title: body.title,
        description: body.description,
        picture: '',
        picture_thumb: '',
        request_key: key,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const imageId = picture ? await saveImage(trx, 'theme', picture, user.id) : null;
    const pictures =
      imageId === null
        ? { picture: mediaUrl('themes', created.id), picture_thumb: mediaUrl('themes', created.id, true) }
        : { picture: imageUrl(imageId), picture_thumb: imageUrl(imageId, true) };
    await trx.updateTable('themes').set(pictures).where('id', '=', created.id).execute();
    await record(trx, {
      userId: user.id,
      entity: 'theme',
      entityId: created.id,
      action: 'theme.create',
      summary: `Тема «${body.title}» создана${imageId === null ? '' : ' с картинкой'}`,
      changes: diff(null, { title: body.title, description: body.description }),
    });
    return created.id;
  });
}

export async function updateTheme(db: Db, userId: number, id: number, body: ThemeUpdateBody): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const before = await themeRow(trx, id);
    // a new title may not be another active theme's; legacy duplicates stay editable
    const renamed = body.title !== undefined && titleKey(body.title) !== titleKey(before.title);
    if (renamed && before.archived_at === null && (await sameTitle(trx, body.title ?? '', id)))
      throw fieldErrors({ title: [CATALOGUE_TEXTS.themeExists(body.title ?? '')] });
    if (Object.keys(body).length) await trx.updateTable('themes').set(body).where('id', '=', id).execute();
    await record(trx, {
      userId,
      entity: 'theme',
      entityId: id,
      action: 'theme.update',
      summary: `Тема «${body.title ?? before.title}» изменена`,
      changes: diff(before, body),
    });
  });
}

/** The previous uploaded picture's image id, read from its URL (null for a generated one). */
export function uploadedImageId(url: string): number | null {
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
      entity: 'theme',
      entityId: id,
      action: 'theme.picture',
      summary: `Картинка темы «${before.title}» загружена`,
      changes: diff(before, after),
    });
  });
}

/**
 * Out of the choices for new games and the site's theme lists (`archived`), or back into them. Its
 * games keep it either way; a theme already in the state asked for is answered as it is.
 */
export async function setThemeArchived(db: Db, userId: number, id: number, archived: boolean): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const before = await themeRow(trx, id);
    await setArchived(trx, THEMES, userId, before, archived);
  });
}
