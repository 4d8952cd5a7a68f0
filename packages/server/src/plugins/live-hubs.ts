/**
 * The live hubs of this process, one per kind of live message (the seating notices of a game, the live
 * results of a game night), and the event streams that carry them to clients: `app.live`.
 *
 * - Hubs: with `REDIS_URL` a message travels through Redis pub/sub on its kind's channel under the
 *   deployment's namespace (../redis.ts), so a change made on one process reaches the streams of every
 *   other process of the deployment, and of no other deployment (../http/live-hub.ts); without it, it
 *   stays in the process. A
 *   route publishes with `app.live.seating.publish(…)` / `app.live.results.publish(…)`: one hub per
 *   kind per process, whichever module publishes.
 * - Streams: a route asks `app.live.stream(kind, …)` for the server-sent events of one key (the game);
 *   the plugin writes them, ends them when the client leaves, the token is revoked or the server closes
 *   (`retry: 500` first, so the client reconnects at once to another replica).
 * - Caps (../http/stream-slots.ts): every stream holds a slot while it is open, at most
 *   `EVENT_STREAMS_PER_ADDRESS` per client address and `EVENT_STREAMS_PER_PROCESS` per process
 *   (default 8 and 2000); a stream call over either cap is refused with 429 before its handler runs (an
 *   `onRequest` hook), and the stream takes its slot as it opens.
 */
import { LiveResults, SeatingNotice } from '@quiz/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  type EventStreams,
  type LiveHub,
  type LiveKind,
  memoryHub,
  openEventStream,
  redisHub,
} from '../http/live-hub';
import { type StreamSlots, streamLimitsFrom, streamSlots } from '../http/stream-slots';
import { redisNames } from '../redis';

/** The message of each kind. */
interface Messages {
  seating: SeatingNotice;
  results: LiveResults;
}
type KindName = keyof Messages;

const KINDS: { [K in KindName]: LiveKind<Messages[K]> } = {
  seating: { schema: SeatingNotice, keyOf: (notice) => notice.event_id },
  results: { schema: LiveResults, keyOf: (results) => results.event_id },
};

/** One hub per kind of message. */
type Hubs = { readonly [K in KindName]: LiveHub<Messages[K]> };

export interface LiveHubs extends Hubs {
  /** the open streams' slots per address and per process */
  readonly slots: StreamSlots;
  /**
   * Answers the request with the server-sent events (`event: <kind>`) of `key` on the kind's hub,
   * `first` sent at once; throws the 429 when no slot is free.
   */
  stream<K extends KindName>(
    kind: K,
    options: { key: number; request: FastifyRequest; reply: FastifyReply; first?: Messages[K] },
  ): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** the live hubs and event streams of this process (plugins/live-hubs.ts) */
    live: LiveHubs;
  }
}

function hubOf<K extends KindName>(env: NodeJS.ProcessEnv, kind: K): LiveHub<Messages[K]> {
  const live: LiveKind<Messages[K]> = KINDS[kind];
  const url = env.REDIS_URL?.trim();
  return url ? redisHub(url, redisNames(env).channels[kind], live) : memoryHub(live);
}

export async function registerLiveHubs(app: FastifyInstance): Promise<void> {
  const env = app.settings.env;
  const hubs: Hubs = { seating: hubOf(env, 'seating'), results: hubOf(env, 'results') };
  const slots = streamSlots(streamLimitsFrom(env));
  const streams: EventStreams = new Set();
  app.addHook('onRequest', async (request) => {
    if (request.routeOptions.config?.call?.stream) slots.check(request.ip);
  });
  app.addHook('preClose', async () => {
    for (const end of [...streams]) end(true);
  });
  app.addHook('onClose', async () => {
    await Promise.all(Object.values(hubs).map((hub) => hub.close()));
  });
  await Promise.all(Object.values(hubs).map((hub) => hub.ready()));
  app.decorate('live', {
    ...hubs,
    slots,
    stream(kind, { key, request, reply, first }) {
      openEventStream(hubs[kind], { key, event: kind, request, reply, first, app, streams, slots });
    },
  } satisfies LiveHubs);
}
