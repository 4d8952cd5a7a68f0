/**
 * A server process as a service among replicas: which replica it is, whether it is ready, whether it
 * is draining (after SIGTERM), and the request id of every request.
 *
 * - Request ids: `X-Request-Id` from the client or the proxy (nginx of `pnpm cluster` sets one) when it
 *   is a plain token of up to 128 characters, else a new UUID; every log line of the request carries it
 *   (`reqId`), every answer has the header, and a 5xx body carries it as `request_id`, so a player's
 *   screenshot of an error leads to the log line.
 * - Readiness (`GET /api/ready`, modules/platform): the database and Redis (when `REDIS_URL` is set)
 *   answer within a second, the migrations are applied, and the process is not draining.
 */
import { randomUUID } from 'node:crypto';
import os from 'node:os';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { failFastRedis } from '../redis';

export interface Lifecycle {
  /** REPLICA_ID, else host:pid */
  readonly replica: string;
  /** set on SIGTERM: not ready any more, finishing what is in flight */
  draining: boolean;
  /** the migrations were applied at start */
  migrated: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    lifecycle: Lifecycle;
  }
}

const REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/** The request id of a request: its `X-Request-Id` when it is a plain token, else a new UUID. */
export function requestIdOf(header: string | string[] | undefined): string {
  const value = Array.isArray(header) ? header[0] : header;
  return value && REQUEST_ID.test(value) ? value : randomUUID();
}

export const replicaName = (env: NodeJS.ProcessEnv = process.env): string =>
  env.REPLICA_ID?.trim() || `${os.hostname()}:${process.pid}`;

const within = <T>(ms: number, promise: Promise<T>): Promise<T> =>
  Promise.race([
    promise,
    new Promise<T>((_, reject) => setTimeout(() => reject(new Error(`no answer in ${ms} ms`)), ms).unref()),
  ]);

export function registerLifecycle(app: FastifyInstance, replica: string, redisUrl: string | undefined): void {
  app.decorate('lifecycle', { replica, draining: false, migrated: false });
  app.addHook('onSend', async (request, reply, payload) => {
    reply.header('x-request-id', request.id);
    return payload;
  });
  // one client for the readiness probe: fails at once while Redis is away (no offline queue)
  const redis = redisUrl ? failFastRedis(redisUrl) : null;
  redis?.on('error', () => undefined);
  app.addHook('onClose', async () => {
    redis?.disconnect();
  });
  app.decorate('readiness', async () => {
    const [database, redisOk] = await Promise.all([
      within(1000, sql`select 1`.execute(app.db)).then(
        () => true,
        () => false,
      ),
      redis
        ? within(1000, redis.ping()).then(
            () => true,
            () => false,
          )
        : Promise.resolve(null),
    ]);
    const checks = {
      database,
      redis: redisOk,
      migrations: app.lifecycle.migrated,
      draining: app.lifecycle.draining,
    };
    return {
      ready: database && redisOk !== false && checks.migrations && !checks.draining,
      replica: app.lifecycle.replica,
      checks,
    };
  });
}

declare module 'fastify' {
  interface FastifyInstance {
    readiness(): Promise<{
      ready: boolean;
      replica: string;
      checks: { database: boolean; redis: boolean | null; migrations: boolean; draining: boolean };
    }>;
  }
}
