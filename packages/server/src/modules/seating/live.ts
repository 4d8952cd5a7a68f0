/**
 * Live seating updates between organizers. Every change is published as a {@link SeatingNotice}; each
 * open stream of that game receives it. With `REDIS_URL` the notices travel through Redis pub/sub, so
 * a change made on one server process reaches streams held by any other; without it they stay in the
 * process. The channel is `SEATING_CHANNEL` (default `quiz:seating`): processes sharing one database
 * must share it, separate deployments (or test runs) on one Redis use different ones.
 */
import { EventEmitter } from 'node:events';
import { type SeatingNotice, SeatingNotice as SeatingNoticeSchema } from '@quiz/contract';
import { Redis } from 'ioredis';

export interface SeatingHub {
  /** 'redis' or 'memory' (for logs and tests) */
  readonly kind: 'redis' | 'memory';
  publish(notice: SeatingNotice): Promise<void>;
  /** Calls `listener` for every notice of the game until the returned function is called. */
  subscribe(eventId: number, listener: (notice: SeatingNotice) => void): () => void;
  /** Resolves once notices published elsewhere arrive here (the Redis subscription is active). */
  ready(): Promise<void>;
  close(): Promise<void>;
}

function localListeners() {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  return {
    emit: (notice: SeatingNotice) => emitter.emit(String(notice.event_id), notice),
    subscribe(eventId: number, listener: (notice: SeatingNotice) => void) {
      emitter.on(String(eventId), listener);
      return () => {
        emitter.off(String(eventId), listener);
      };
    },
  };
}

export function memoryHub(): SeatingHub {
  const local = localListeners();
  return {
    kind: 'memory',
    async publish(notice) {
      local.emit(notice);
    },
    subscribe: local.subscribe,
    async ready() {},
    async close() {},
  };
}

export function redisHub(url: string, channel: string): SeatingHub {
  const local = localListeners();
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
      const notice = SeatingNoticeSchema.safeParse(JSON.parse(text));
      if (notice.success) local.emit(notice.data);
    } catch {
      // not ours: ignore
    }
  });
  return {
    kind: 'redis',
    async publish(notice) {
      await publisher.publish(channel, JSON.stringify(notice));
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

/** The hub of this process: Redis when `REDIS_URL` is set, in-process otherwise. */
export function hubFromEnv(env: NodeJS.ProcessEnv = process.env): SeatingHub {
  const url = env.REDIS_URL?.trim();
  return url ? redisHub(url, env.SEATING_CHANNEL?.trim() || 'quiz:seating') : memoryHub();
}
