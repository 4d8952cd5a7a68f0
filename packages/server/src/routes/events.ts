/**
 * Events (SPEC §7): GET event/{id}/ (login, with the user's flags and own team),
 * allow_any/event/{id}/ (anyone), allow_any/event/?united_tag=&date=, event/{id}/with_game_package/,
 * event/{id}/album. Posts are sanitized (views/catalogue.ts) before they leave the server.
 */
import {
  AllowAnyEventsQuery,
  AllowAnyEventsResponse,
  type Event,
  EventAlbumResponse,
  EventIdParams,
  EventResponse,
  errorResponses,
} from '@quiz/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../db';
import type { UserRow } from '../db/schema';
import { notFound } from '../errors';
import { requireUser } from '../plugins/current-user';
import { eventsByIds } from '../views/catalogue';
import {
  ALBUM_NOT_FOUND,
  albumView,
  EVENT_NOT_FOUND,
  gamePackageView,
  myEventTeams,
  VISIBLE_STATES,
  visibleEvent,
} from './events-support';

async function eventDetail(db: Db, id: number, user: UserRow | null): Promise<Event> {
  const row = await visibleEvent(db, id);
  if (!row) throw notFound(EVENT_NOT_FOUND);
  const [event] = await eventsByIds(db, [id], user);
  if (!event) throw notFound(EVENT_NOT_FOUND);
  return { ...event, event_teams: await myEventTeams(db, id, user) };
}

export const eventRoutes: FastifyPluginAsyncZod = async (app) => {
  const one = { params: EventIdParams, response: { 200: EventResponse, ...errorResponses } };

  app.get(
    '/api/event/:id/',
    {
      schema: {
        tags: ['events'],
        summary: 'Игра (для вошедшего игрока: с его отметками и командой)',
        ...one,
      },
    },
    async (request) => eventDetail(app.db, request.params.id, requireUser(request)),
  );

  app.get(
    '/api/allow_any/event/:id/',
    { schema: { tags: ['events'], summary: 'Игра (для всех)', ...one } },
    async (request) => eventDetail(app.db, request.params.id, request.currentUser),
  );

  app.get(
    '/api/allow_any/event/',
    {
      schema: {
        tags: ['events'],
        summary: 'Игры одной сборной игры (united_tag), по желанию — одного дня',
        querystring: AllowAnyEventsQuery,
        response: { 200: AllowAnyEventsResponse, ...errorResponses },
      },
    },
    async (request) => {
      const { united_tag, date } = request.query;
      let q = app.db
        .selectFrom('events')
        .select('id')
        .where('united_tag', '=', united_tag)
        .where('workflow_state', 'in', [...VISIBLE_STATES]);
      if (date) {
        // The day in UTC, as the dates are stored; a united game is one evening everywhere.
        q = q.where('date', '>=', `${date}T00:00:00.000Z`).where('date', '<', `${date}T23:59:59.999Z`);
      }
      const ids = await q.orderBy('date').orderBy('id').execute();
      return eventsByIds(
        app.db,
        ids.map((r) => r.id),
        request.currentUser,
      );
    },
  );

  app.get(
    '/api/event/:id/with_game_package/',
    {
      schema: {
        tags: ['events'],
        summary: 'Игра с пакетом вопросов (туры, блоки; вопросы — только после игры)',
        ...one,
      },
    },
    async (request) => {
      const event = await eventDetail(app.db, request.params.id, request.currentUser);
      const passed = new Date(event.date).getTime() < Date.now();
      const pkg = event.game.game_package_id
        ? await gamePackageView(app.db, event.game.game_package_id, passed)
        : null;
      return { ...event, game: { ...event.game, game_package: pkg } };
    },
  );

  app.get(
    '/api/event/:id/album',
    {
      schema: {
        tags: ['events'],
        summary: 'Фотоотчёт игры',
        params: EventIdParams,
        response: { 200: EventAlbumResponse, ...errorResponses },
      },
    },
    async (request) => {
      const row = await visibleEvent(app.db, request.params.id);
      if (!row) throw notFound(EVENT_NOT_FOUND);
      const album = row.album_id ? await albumView(app.db, row.album_id, row.id) : null;
      if (!album) throw notFound(ALBUM_NOT_FOUND);
      return album;
    },
  );
};
