/**
 * Long-lived answers opened with a token (the seating stream) end when that token is revoked: logout
 * ends the streams of its token, «Выйти на всех устройствах» every stream of the user, at once on this
 * process. A stream also re-checks its token before each notice and each keep-alive (`tokenIsLive`), so
 * a revocation through another replica ends it before it writes anything more.
 *
 * Every event stream also holds a slot of `app.streamSlots` (../http/stream-slots.ts) while it is
 * open: at most `EVENT_STREAMS_PER_ADDRESS` per client address and `EVENT_STREAMS_PER_PROCESS` per
 * process (environment, default 8 and 2000); a stream call over either cap is refused with 429 before
 * its handler runs (an `onRequest` hook), and the stream takes its slot as it opens.
 */
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db';
import { type StreamSlots, streamLimitsFrom, streamSlots } from '../http/stream-slots';

interface OpenStream {
  readonly tokenHash: string;
  readonly userId: number;
  readonly end: () => void;
}

export interface SessionStreams {
  /** registers a stream; the returned function forgets it (call it when the stream ends by itself) */
  add(stream: OpenStream): () => void;
  /** ends every stream opened with this token (logout) */
  endToken(tokenHash: string): void;
  /** ends every stream of this user (logout on every device) */
  endUser(userId: number): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    sessionStreams: SessionStreams;
    /** the open event streams' slots per address and per process */
    streamSlots: StreamSlots;
  }
}

export function registerSessionStreams(app: FastifyInstance): void {
  const slots = streamSlots(streamLimitsFrom(app.settings.env));
  app.decorate('streamSlots', slots);
  // a stream call over a cap is refused before its handler reads anything (the stream takes its
  // slot when it opens: ../http/live-hub.ts)
  app.addHook('onRequest', async (request) => {
    if (request.routeOptions.config?.call?.stream) slots.check(request.ip);
  });
  const open = new Set<OpenStream>();
  const endWhere = (match: (stream: OpenStream) => boolean) => {
    for (const stream of [...open]) {
      if (!match(stream)) continue;
      open.delete(stream);
      stream.end();
    }
  };
  app.decorate('sessionStreams', {
    add(stream) {
      open.add(stream);
      return () => {
        open.delete(stream);
      };
    },
    endToken: (tokenHash) => endWhere((s) => s.tokenHash === tokenHash),
    endUser: (userId) => endWhere((s) => s.userId === userId),
  } satisfies SessionStreams);
}

/** Whether the token (by its hash) still exists: one primary-key read. */
export async function tokenIsLive(db: Db, tokenHash: string): Promise<boolean> {
  const row = await db
    .selectFrom('tokens')
    .select('key_hash')
    .where('key_hash', '=', tokenHash)
    .executeTakeFirst();
  return row !== undefined;
}
