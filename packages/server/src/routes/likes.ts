/** POST user/like {theme_id, status} (login): «Я бы сыграл» on a theme, set or removed. */
import { errorResponses, LikeBody, LikeResponse } from '@quiz/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { nowIso } from '../db/schema';
import { notFound } from '../errors';
import { requireUser } from '../plugins/current-user';
import { THEME_NOT_FOUND } from './events-support';

export const likeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/user/like/',
    {
      schema: {
        tags: ['likes'],
        summary: 'Отметить тему «Я бы сыграл» (status: true) или снять отметку (false)',
        body: LikeBody,
        response: { 200: LikeResponse, ...errorResponses },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const { theme_id, status } = request.body;
      const { db } = app;
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
      const count = await db
        .selectFrom('theme_likes')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('theme_id', '=', theme_id)
        .executeTakeFirst();
      const likes = await db
        .selectFrom('theme_likes')
        .select('theme_id')
        .where('user_id', '=', user.id)
        .orderBy('theme_id')
        .execute();
      return {
        theme_id,
        status,
        likes_count: Number(count?.n ?? 0),
        like: likes.map((l) => l.theme_id),
      };
    },
  );
};
