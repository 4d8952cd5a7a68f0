/** GET /api/landing_feed?city=<id>: the home page's upcoming events and themes still without one. */
import { LandingFeedQuery, LandingFeedResponse } from '@quiz/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { nowIso } from '../db/schema';
import { notFound } from '../errors';
import { defaultCity, eventsByIds, OPEN_STATES, themeViews } from '../views/catalogue';

export const landingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/landing_feed',
    {
      schema: {
        tags: ['common'],
        summary: 'Главная: ближайшие игры города и темы без игры',
        querystring: LandingFeedQuery,
        response: { 200: LandingFeedResponse },
      },
    },
    async (request) => {
      const { db } = app;
      const cityId = request.query.city ?? (await defaultCity(db)).id;
      const city = await db.selectFrom('cities').select('id').where('id', '=', cityId).executeTakeFirst();
      if (!city) throw notFound('Город не найден.');
      const now = nowIso();
      // Upcoming = not started yet and open for registration (SPEC §4: published or sitting).
      const upcoming = db
        .selectFrom('events')
        .where('events.city_id', '=', cityId)
        .where('events.workflow_state', 'in', [...OPEN_STATES])
        .where('events.date', '>', now);
      const ids = await upcoming.select('events.id').orderBy('events.date').orderBy('events.id').execute();
      const events = await eventsByIds(
        db,
        ids.map((r) => r.id),
        request.currentUser,
      );
      const themeRows = await db
        .selectFrom('themes')
        .selectAll()
        .where(
          'id',
          'not in',
          upcoming.innerJoin('games', 'games.id', 'events.game_id').select('games.theme_id'),
        )
        .orderBy('id')
        .execute();
      return { events, themes: await themeViews(db, themeRows, request.currentUser) };
    },
  );
};
