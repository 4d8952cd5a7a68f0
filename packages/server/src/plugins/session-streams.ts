/**
 * Long-lived answers opened with a token (the seating stream) end when that token is revoked: logout
 * ends the streams of its token, «Выйти на всех устройствах» every stream of the user, at once on this
 * process. A stream also re-checks its token before each notice and each keep-alive (`tokenIsLive`), so
 * a revocation through another replica ends it before it writes anything more. (The streams
 * themselves and their caps are the live-hubs plugin's: ./live-hubs.ts.)
 */
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db';

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
  }
}

export function registerSessionStreams(app: FastifyInstance): void {
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
