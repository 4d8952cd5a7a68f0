/**
 * Seating routes (organizers only, `auth: 'organizer'` in the descriptors; and only of the game's city:
 * the organizer guard of ../organizer/guard.ts answers a game of another city with a 403 with the
 * organizer console's Russian sentence, an unknown one with a 404):
 * handlers map HTTP to the service; every accepted change is published to the live stream of its game
 * (./live.ts).
 * The stream (`openEventStream` of http/live-hub.ts) takes the reply over and writes
 * `text/event-stream` itself until the client leaves, its token is revoked (logout:
 * ../../plugins/session-streams.ts) or the server closes.
 * A closing server (SIGTERM) first sends `retry: 500`, so the client reconnects at once (to another
 * replica) and reloads the seating.
 */
import { seatingCalls } from '@quiz/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeCalls } from '../../http/calls';
import { type EventStreams, openEventStream } from '../../http/live-hub';
import { type SeatingHub, seatingHub } from './live';
import { loadSeating, seatTeam } from './service';

function seatingHandlers(hub: SeatingHub, streams: EventStreams) {
  return routeCalls(seatingCalls, {
    seating: async ({ params, db }) => loadSeating(db, params.id),

    seatTeam: async ({ params, body, user, db, app, request }) => {
      const { version } = await seatTeam(db, app.settings.dialect === 'postgres', {
        eventId: params.id,
        eventTeamId: params.eventTeamId,
        body,
        userId: user.id,
      });
      await hub
        .publish({ event_id: params.id, event_team_id: params.eventTeamId, version, by: user.id })
        .catch((error: unknown) => request.log.error({ error }, 'seating notice not published'));
      return loadSeating(db, params.id);
    },

    seatingStream: async ({ params, request, reply, app }) => {
      openEventStream(hub, { key: params.id, event: 'seating', reply, request, streams, app });
    },
  });
}

/** The seating routes with this process's hub (Redis when REDIS_URL is set). */
export const seatingRoutes: FastifyPluginAsyncZod = async (app) => {
  const hub = seatingHub(app.settings.env);
  const streams: EventStreams = new Set();
  app.addHook('preClose', async () => {
    for (const end of [...streams]) end(true);
  });
  app.addHook('onClose', async () => hub.close());
  await hub.ready();
  await app.register(seatingHandlers(hub, streams));
};
