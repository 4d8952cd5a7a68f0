/** POST user/like {theme_id, status} (login): «Я бы сыграл» on a theme, set or removed. */
import { likeCalls } from '@quiz/contract';
import { notFound } from '../../errors';
import { routeCalls } from '../../http/calls';
import { THEME_NOT_FOUND } from '../themes/texts';
import { likedThemes, likesCount, setLike, themeExists } from './repository';

export const likeRoutes = routeCalls(likeCalls, {
  like: async ({ body: { theme_id, status }, user, db }) => {
    if (!(await themeExists(db, theme_id))) throw notFound(THEME_NOT_FOUND);
    await setLike(db, user.id, theme_id, status);
    return {
      theme_id,
      status,
      likes_count: await likesCount(db, theme_id),
      like: await likedThemes(db, user.id),
    };
  },
});
