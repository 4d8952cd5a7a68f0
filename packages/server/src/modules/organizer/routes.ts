/**
 * The organizer console's routes (`/api/organizer/…`, organizers of the game's city only: the guard of
 * ./guard.ts, which app.ts puts on every organizer route) and the public calls of its work (the live
 * results of a game and its stream — a draft's only for its city's organizers —, uploaded pictures). Handlers
 * per concern live in ./events, ./venues, ./teams, ./scores and ./photos; this plugin registers them
 * with the multipart parser (photo limits of @quiz/domain: the only place besides the profile that
 * takes form data); changes are published to, and streams opened on, `app.live` (../../plugins/live-hubs.ts).
 */
import fastifyMultipart from '@fastify/multipart';
import { liveResultsCalls, organizerCalls } from '@quiz/contract';
import { PHOTO_MAX_BYTES, PHOTOS_PER_UPLOAD } from '@quiz/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../errors';
import { routeCalls } from '../../http/calls';
import { assertShown } from './access';
import { eventHandlers } from './events/routes';
import { readImage } from './photos/images';
import { photoHandlers } from './photos/routes';
import { guardUploads } from './photos/upload';
import { scoreHandlers } from './scores/routes';
import { liveResults } from './scores/service';
import { teamHandlers } from './teams/routes';
import { venueHandlers } from './venues/routes';

function publicHandlers() {
  return routeCalls(liveResultsCalls, {
    liveResults: async ({ params, db, user }) => {
      await assertShown(db, params.id, user);
      return liveResults(db, params.id);
    },

    resultsStream: async ({ params, db, user, request, reply, app }) => {
      await assertShown(db, params.id, user);
      const first = await liveResults(db, params.id);
      app.live.stream('results', { key: params.id, request, reply, first });
    },

    uploadedImage: async ({ params, db, reply }) => {
      const match = /^(\d+)(_thumb)?\.jpg$/.exec(params.file);
      const data = match ? await readImage(db, Number(match[1]), match[2] !== undefined) : null;
      if (!data) throw notFound('Картинка не найдена.');
      // an image id is never reused and its bytes never change: cache for a year
      reply.header('cache-control', 'public, max-age=31536000, immutable');
      return data as unknown as string;
    },
  });
}

export const organizerRoutes: FastifyPluginAsyncZod = async (app) => {
  const hubs = app.live;
  guardUploads(app);
  await app.register(fastifyMultipart, {
    limits: {
      fileSize: PHOTO_MAX_BYTES,
      files: PHOTOS_PER_UPLOAD,
      fields: 0,
      parts: PHOTOS_PER_UPLOAD,
      headerPairs: 50,
    },
  });
  await app.register(
    routeCalls(organizerCalls, {
      ...eventHandlers,
      ...venueHandlers,
      ...teamHandlers(hubs),
      ...scoreHandlers(hubs),
      ...photoHandlers,
    }),
  );
  await app.register(publicHandlers());
};
