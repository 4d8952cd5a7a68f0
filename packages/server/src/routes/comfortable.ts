/**
 * The availability grid (login): POST /api/user/comfortable_time/ {id: 'hour-day', status} checks or
 * unchecks one slot; GET answers the user's whole grid (also in user_detail.comfortable_time).
 */
import { ComfortableTimeBody, ComfortableTimeResponse, errorResponses } from '@quiz/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../db';
import { nowIso } from '../db/schema';
import { requireUser } from '../plugins/current-user';

async function gridOf(db: Db, userId: number): Promise<Record<string, boolean>> {
  const rows = await db
    .selectFrom('comfortable_times')
    .select(['day', 'hour'])
    .where('user_id', '=', userId)
    .execute();
  return Object.fromEntries(rows.map((r) => [`${r.hour}-${r.day}`, true]));
}

export const comfortableRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/user/comfortable_time/',
    {
      schema: {
        tags: ['comfortable time'],
        summary: 'Удобное время игрока',
        response: { 200: ComfortableTimeResponse, ...errorResponses },
      },
    },
    async (request) => ({ comfortable_time: await gridOf(app.db, requireUser(request).id) }),
  );

  app.post(
    '/api/user/comfortable_time/',
    {
      schema: {
        tags: ['comfortable time'],
        summary: 'Отметить (status: true) или снять слот «час-день», например «18-mn»',
        body: ComfortableTimeBody,
        response: { 200: ComfortableTimeResponse, ...errorResponses },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const [hourText, day = ''] = request.body.id.split('-');
      const hour = Number(hourText);
      const { db } = app;
      await db
        .deleteFrom('comfortable_times')
        .where('user_id', '=', user.id)
        .where('day', '=', day)
        .where('hour', '=', hour)
        .execute();
      if (request.body.status) {
        await db
          .insertInto('comfortable_times')
          .values({ user_id: user.id, day, hour, created_at: nowIso() })
          .execute();
      }
      return { comfortable_time: await gridOf(db, user.id) };
    },
  );
};
