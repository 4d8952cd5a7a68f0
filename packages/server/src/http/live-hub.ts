/**
 * Live messages to the open streams of every server process (the seating of a game, the results of a
 * game night). A message is published once and delivered to each stream subscribed to its key (the
 * game id). A Redis hub carries messages through Redis pub/sub on its channel, so a change made on one
 * process reaches streams held by any other; a memory hub keeps them in the process. Which hub, on
 * which channel, is the live-hubs plugin's choice (../plugins/live-hubs.ts). A message that does not
 * parse with the kind's schema is ignored.
 */
import { EventEmitter } from 'node:events';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Redis } from 'ioredis';
import type { z } from 'zod';
import { hashToken, tokenFromHeader } from '../plugins/current-user';
import { tokenIsLive } from '../plugins/session-streams';
import type { StreamSlots } from './stream-slots';

export interface LiveHub<T> {
  /** 'redis' or 'memory' (for logs and tests) */
  readonly kind: 'redis' | 'memory';
  publish(message: T): Promise<void>;
  /** Calls `listener` for every message of the key until the returned function is called. */
  subscribe(key: number, listener: (message: T) => void): () => void;
  /** Resolves once messages published elsewhere arrive here (the Redis subscription is active). */
  ready(): Promise<void>;
  close(): Promise<void>;
}

/** How one kind of message travels: its schema and its key. */
export interface LiveKind<T> {
  schema: z.ZodType<T>;
  keyOf: (message: T) => number;
}

function localListeners<T>(keyOf: (message: T) => number) {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  return {
    emit: (message: T) => emitter.emit(String(keyOf(message)), message),
    subscribe(key: number, listener: (message: T) => void) {
      emitter.on(String(key), listener);
      return () => {
        emitter.off(String(key), listener);
      };
    },
  };
}

export function memoryHub<T>(kind: LiveKind<T>): LiveHub<T> {
  const local = localListeners(kind.keyOf);
  return {
    kind: 'memory',
    async publish(message) {
      local.emit(message);
    },
    subscribe: local.subscribe,
    async ready() {},
    async close() {},
  };
}

export function redisHub<T>(url: string, channel: string, kind: LiveKind<T>): LiveHub<T> {
  const local = localListeners(kind.keyOf);
  // back within a second of Redis returning (ioredis resubscribes by itself)
  const options = {
    lazyConnect: false,
    maxRetriesPerRequest: 3,
    retryStrategy: (times: number) => Math.min(times * 100, 1000),
  };
  const publisher = new Redis(url, options);
  const subscriber = new Redis(url, options);
  // errors are retried by ioredis; without a listener they would be thrown as unhandled
  publisher.on('error', () => {});
  subscriber.on('error', () => {});
  const ready = subscriber.subscribe(channel);
  subscriber.on('message', (from: string, text: string) => {
    if (from !== channel) return;
    try {
      const message = kind.schema.safeParse(JSON.parse(text));
      if (message.success) local.emit(message.data);
    } catch {
      // not ours: ignore
    }
  });
  return {
    kind: 'redis',
    async publish(message) {
      await publisher.publish(channel, JSON.stringify(message));
    },
    subscribe: local.subscribe,
    async ready() {
      await ready;
    },
    async close() {
      await ready.catch(() => undefined);
      subscriber.disconnect();
      publisher.disconnect();
    },
  };
}

const KEEPALIVE_MS = 15_000;
/** the reconnect delay told to clients when this process closes (another replica takes them) */
const RECONNECT_MS = 500;

/** The enders of the open streams; `end(true)` on server close tells the client to reconnect soon. */
export type EventStreams = Set<(closing?: boolean) => void>;

/**
 * Streams the messages of `key` as server-sent events (`event: <name>`) on a hijacked reply:
 * `cache-control: no-store, no-transform` and `x-accel-buffering: no` so no proxy or compression
 * buffers it, a comment every 15 s, `first` (when given) sent at once. Ends when the client leaves, when
 * the token it was opened with is revoked (logout, ../plugins/session-streams.ts), or when the server
 * closes (`streams` holds the enders the plugin calls with `true` on close: the client is
 * told `retry: 500`, so it reconnects at once to another replica). Counted in the metrics' gauge.
 * A stream takes one of the client address's and the process's `slots` first (./stream-slots.ts):
 * with none free it throws the 429 before anything is written, and it gives the slot back when it ends.
 */
export function openEventStream<T>(
  hub: LiveHub<T>,
  options: {
    key: number;
    event: string;
    reply: FastifyReply;
    request: FastifyRequest;
    app: FastifyInstance;
    streams: EventStreams;
    slots: StreamSlots;
    first?: T;
  },
): void {
  const { reply, request, streams, app } = options;
  const release = options.slots.take(request.ip);
  reply.hijack();
  const raw = reply.raw;
  raw.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-store, no-transform',
    connection: 'keep-alive',
    'x-accel-buffering': 'no',
  });
  raw.write('retry: 2000\n: connected\n\n');
  // A stream opened with a token ends when the token is revoked: at once on logout through this
  // process (app.sessionStreams), and before its next write when it was revoked through another.
  const token = tokenFromHeader(request.headers.authorization);
  const tokenHash = token ? hashToken(token) : null;
  let writes = Promise.resolve();
  const write = (text: string) => {
    if (tokenHash === null) {
      raw.write(text);
      return;
    }
    writes = writes
      .then(async () => {
        if (await tokenIsLive(app.db, tokenHash)) raw.write(text);
        else end();
      })
      .catch(() => end());
  };
  const format = (message: T) => `event: ${options.event}\ndata: ${JSON.stringify(message)}\n\n`;
  if (options.first !== undefined) raw.write(format(options.first));
  const unsubscribe = hub.subscribe(options.key, (message) => write(format(message)));
  const ping = setInterval(() => write(': ping\n\n'), KEEPALIVE_MS);
  app.metrics.eventStreams.inc();
  const user = request.currentUser;
  const forget =
    tokenHash !== null && user
      ? app.sessionStreams.add({ tokenHash, userId: user.id, end: () => end() })
      : () => undefined;
  const end = (closing = false) => {
    if (!streams.delete(end)) return;
    release();
    forget();
    clearInterval(ping);
    unsubscribe();
    app.metrics.eventStreams.dec();
    if (closing) raw.write(`retry: ${RECONNECT_MS}\n: server closing\n\n`);
    raw.end();
  };
  streams.add(end);
  request.raw.on('close', () => end());
  raw.on('close', () => end());
}
