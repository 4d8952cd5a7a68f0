/** POST user/like {theme_id, status} (login): «Я бы сыграл» on a theme, set or removed. */
import { likeCalls } from '@quiz/contract';
import type { Db } from '../../db';
import { nowIso } from '../../db/schema';
import { notFound } from '../../errors';
import { routeCalls } from '../../http/calls';
import { THEME_NOT_FOUND } from '../themes/texts';

export const likeRoutes = routeCalls(likeCalls, {
  like: async ({ body: { theme_id, status }, user, db }) => {
    const theme = await db.selectFrom('themes').select('id').where('id', '=', theme_id).executeTakeFirst();
    if (!theme) throw notFound(THEME_NOT_FOUND);
    if (status) {
      const exists = await db
        .selectFrom('theme_likes')
        .select('theme_id')
        .where('user_id', '=', user.id)
        .where('theme_id', '=', theme_id)
        .executeTakeFirst();
      if (!exists) {
        await db
          .insertInto('theme_likes')
          .values({ user_id: user.id, theme_id, created_at: nowIso() })
          .execute();
      }
    } else {
      await db
        .deleteFrom('theme_likes')
        .where('user_id', '=', user.id)
        .where('theme_id', '=', theme_id)
        .execute();
    }
    return {
      theme_id,
      status,
      likes_count: await likesCount(db, theme_id),
      like: await likedThemes(db, user.id),
    };
  },
});

async function likesCount(db: Db, themeId: number): Promise<number> {
  const count = await db
    .selectFrom('theme_likes')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('theme_id', '=', themeId)
    .executeTakeFirst();
  return Number(count?.n ?? 0);
}

async function likedThemes(db: Db, userId: number): Promise<number[]> {
  const likes = await db
    .selectFrom('theme_likes')
    .select('theme_id')
    .where('user_id', '=', userId)
    .orderBy('theme_id')
    .execute();
  return likes.map((l) => l.theme_id);
}
