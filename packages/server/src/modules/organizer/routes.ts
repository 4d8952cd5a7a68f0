/**
 * The organizer console's routes (`/api/organizer/…`, organizers of the game's city only: the guard of
 * ./guard.ts, which app.ts puts on every organizer route) and the public calls of its work (the live
 * results of a game and its stream — a draft's only for its city's organizers —, uploaded pictures). Handlers
 * per concern live in ./events, ./venues, ./teams, ./scores and ./photos; this plugin registers them
 * with the multipart parser (photo limits of @quiz/domain: the only place besides the profile that
 * takes form data) and the live hubs of this process (Redis when `REDIS_URL` is set).
 */
import fastifyMultipart from '@fastify/multipart';
import { liveResultsCalls, organizerCalls } from '@quiz/contract';
import { PHOTO_MAX_BYTES, PHOTOS_PER_UPLOAD } from '@quiz/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../errors';
import { routeCalls } from '../../http/calls';
import { type EventStreams, openEventStream } from '../../http/live-hub';
import { seatingHub } from '../seating/live';
import { assertShown } from './access';
import { eventHandlers } from './events/routes';
import type { Hubs } from './handlers';
import { readImage } from './photos/images';
import { photoHandlers } from './photos/routes';
import { guardUploads } from './photos/upload';
import { resultsHub } from './results-live';
import { scoreHandlers } from './scores/routes';
import { liveResults } from './scores/service';
import { teamHandlers } from './teams/routes';
import { venueHandlers } from './venues/routes';

function publicHandlers(hubs: Hubs, streams: EventStreams) {
  return routeCalls(liveResultsCalls, {
    liveResults: async ({ params, db, user }) => {
      await assertShown(db, params.id, user);
      return liveResults(db, params.id);
    },

    resultsStream: async ({ params, db, user, request, reply, app }) => {
      await assertShown(db, params.id, user);
      const first = await liveResults(db, params.id);
      openEventStream(hubs.results, {
        key: params.id,
        event: 'results',
        reply,
        request,
        app,
        streams,
        first,
      });
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
  const hubs: Hubs = { seating: seatingHub(app.settings.env), results: resultsHub(app.settings.env) };
  const streams: EventStreams = new Set();
  app.addHook('preClose', async () => {
    for (const end of [...streams]) end(true);
  });
  app.addHook('onClose', async () => {
    await Promise.all([hubs.seating.close(), hubs.results.close()]);
  });
  await Promise.all([hubs.seating.ready(), hubs.results.ready()]);
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
  await app.register(publicHandlers(hubs, streams));
};
