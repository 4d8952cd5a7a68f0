/**
 * Scoring handlers: every accepted score (and a publication, and taking one back) sends the game's live
 * results to its streams.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../../db';
import type { Hubs, OrganizerHandlers } from '../handlers';
import { publishResults, unpublishResults } from './publishing';
import { liveResults, saveScore, scoreSheet } from './service';

type Names =
  | 'organizerScores'
  | 'organizerSaveScore'
  | 'organizerPublishResults'
  | 'organizerUnpublishResults';

/** Sends the live results of the game to every stream (any process); a failure is logged, not thrown. */
export async function broadcastResults(hubs: Hubs, db: Db, eventId: number, log: FastifyBaseLogger) {
  try {
    await hubs.results.publish(await liveResults(db, eventId));
  } catch (error) {
    log.error({ error }, 'live results not published');
  }
}

export function scoreHandlers(hubs: Hubs): Pick<OrganizerHandlers, Names> {
  return {
    organizerScores: async ({ params, db }) => scoreSheet(db, params.id),

    organizerSaveScore: async ({ params, body, user, db, request }) => {
      await saveScore(db, {
        eventId: params.id,
        eventTeamId: params.eventTeamId,
        body,
        userId: user.id,
      });
      await broadcastResults(hubs, db, params.id, request.log);
      return scoreSheet(db, params.id);
    },

    organizerPublishResults: async ({ params, user, db, request }) => {
      const published = await publishResults(db, {
        userId: user.id,
        eventId: params.id,
      });
      await broadcastResults(hubs, db, params.id, request.log);
      return published;
    },

    organizerUnpublishResults: async ({ params, user, db, request }) => {
      const taken = await unpublishResults(db, {
        userId: user.id,
        eventId: params.id,
      });
      await broadcastResults(hubs, db, params.id, request.log);
      return taken;
    },
  };
}
