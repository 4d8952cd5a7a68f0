/** GET /api/theme/: every theme with its like count (and isLiked for a logged-in user). */
import { ThemeListResponse } from '@quiz/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { themeViews } from '../views/catalogue';

export const themeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/theme/',
    { schema: { tags: ['common'], summary: 'Все темы', response: { 200: ThemeListResponse } } },
    async (request) => {
      const rows = await app.db.selectFrom('themes').selectAll().orderBy('id').execute();
      return themeViews(app.db, rows, request.currentUser);
    },
  );
};
