/** Theme likes («Я бы сыграл»). */
import type { Db } from '../../db';
import { countRows } from '../../db/rows';
import { nowIso } from '../../db/schema';

export async function themeExists(db: Db, themeId: number): Promise<boolean> {
  return !!(await db.selectFrom('themes').select('id').where('id', '=', themeId).executeTakeFirst());
}

/** Sets (idempotently) or removes the user's like of a theme. */
export async function setLike(db: Db, userId: number, themeId: number, liked: boolean): Promise<void> {
  if (!liked) {
    await db
      .deleteFrom('theme_likes')
      .where('user_id', '=', userId)
      .where('theme_id', '=', themeId)
      .execute();
    return;
  }
  const exists = await db
    .selectFrom('theme_likes')
    .select('theme_id')
    .where('user_id', '=', userId)
    .where('theme_id', '=', themeId)
    .executeTakeFirst();
  if (!exists)
    await db
      .insertInto('theme_likes')
      .values({ user_id: userId, theme_id: themeId, created_at: nowIso() })
      .execute();
}

export const likesCount = (db: Db, themeId: number): Promise<number> =>
  countRows(db.selectFrom('theme_likes').where('theme_id', '=', themeId));

export async function likedThemes(db: Db, userId: number): Promise<number[]> {
  const likes = await db
    .selectFrom('theme_likes')
    .select('theme_id')
    .where('user_id', '=', userId)
    .orderBy('theme_id')
    .execute();
  return likes.map((l) => l.theme_id);
}
