/**
 * GET /api/theme/: every theme with its like count (and isLiked for a logged-in user), archived ones
 * left out (a game on one still shows it).
 */
import { themeCalls } from '@quiz/contract';
import { routeCalls } from '../../http/calls';
import { themeViews } from '../../views/catalogue';

export const themeRoutes = routeCalls(themeCalls, {
  themes: async ({ db, user }) => {
    const rows = await db
      .selectFrom('themes')
      .selectAll()
      .where('archived_at', 'is', null)
      .orderBy('id')
      .execute();
    return themeViews(db, rows, user);
  },
});
