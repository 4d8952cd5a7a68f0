/**
 * Seating routes (organizers only, `auth: 'organizer'` in the descriptors): handlers map HTTP to the
 * service; every accepted change is published to the live stream of its game (./live.ts).
 * The stream takes the reply over (`reply.hijack()`), writes `text/event-stream` itself with
 * `cache-control: no-store, no-transform` and `x-accel-buffering: no` so no proxy or compression
 * buffers it, sends a comment every 15 s, and ends when the client leaves or the server closes; a
 * closing server (SIGTERM) first sends `retry: 500`, so the client reconnects at once (to another
 * replica) and reloads the seating.
 */
import { seatingCalls } from '@quiz/contract';
import { SEATING_TEXTS } from '@quiz/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../errors';
import { routeCalls } from '../../http/calls';
import { hubFromEnv, type SeatingHub } from './live';
import { findEvent } from './repository';
import { loadSeating, seatTeam } from './service';

const KEEPALIVE_MS = 15_000;
/** the reconnect delay told to clients when this process closes (another replica takes them) */
const RECONNECT_MS = 500;

function seatingHandlers(hub: SeatingHub, streams: Set<(closing?: boolean) => void>) {
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

    seatingStream: async ({ params, db, request, reply, app }) => {
      if (!(await findEvent(db, params.id))) throw notFound(SEATING_TEXTS.eventNotFound);
      reply.hijack();
      const raw = reply.raw;
      raw.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store, no-transform',
        connection: 'keep-alive',
        'x-accel-buffering': 'no',
      });
      raw.write('retry: 2000\n: connected\n\n');
      const unsubscribe = hub.subscribe(params.id, (notice) => {
        raw.write(`event: seating\ndata: ${JSON.stringify(notice)}\n\n`);
      });
      const ping = setInterval(() => raw.write(': ping\n\n'), KEEPALIVE_MS);
      app.metrics.eventStreams.inc();
      const end = (closing = false) => {
        if (!streams.delete(end)) return;
        clearInterval(ping);
        unsubscribe();
        app.metrics.eventStreams.dec();
        if (closing) raw.write(`retry: ${RECONNECT_MS}\n: server closing\n\n`);
        raw.end();
      };
      streams.add(end);
      request.raw.on('close', () => end());
      raw.on('close', () => end());
    },
  });
}

/** The seating routes with this process's hub (Redis when REDIS_URL is set). */
export const seatingRoutes: FastifyPluginAsyncZod = async (app) => {
  const hub = hubFromEnv();
  const streams = new Set<(closing?: boolean) => void>();
  app.addHook('preClose', async () => {
    for (const end of [...streams]) end(true);
  });
  app.addHook('onClose', async () => hub.close());
  await hub.ready();
  await app.register(seatingHandlers(hub, streams));
};
