/**
 * Seating routes (organizers only, `auth: 'organizer'` in the descriptors; and only of the game's city:
 * the organizer guard of ../organizer/guard.ts answers a game of another city with a 403 with the
 * organizer console's Russian sentence, an unknown one with a 404):
 * handlers map HTTP to the service; every accepted change is published to the live stream of its game,
 * and the stream is opened, through `app.live` (../../plugins/live-hubs.ts: the stream ends when the
 * client leaves, its token is revoked or the server closes, which first tells it to reconnect at once
 * to another replica and reload the seating).
 */
import { seatingCalls } from '@quiz/contract';
import { routeCalls } from '../../http/calls';
import { loadSeating, seatTeam } from './service';

/** The seating routes; notices and streams through the live hubs of this process (`app.live`). */
export const seatingRoutes = routeCalls(seatingCalls, {
  seating: async ({ params, db }) => loadSeating(db, params.id),

  seatTeam: async ({ params, body, user, db, app, request }) => {
    const { version } = await seatTeam(db, {
      eventId: params.id,
      eventTeamId: params.eventTeamId,
      body,
      userId: user.id,
    });
    await app.live.seating
      .publish({ event_id: params.id, event_team_id: params.eventTeamId, version, by: user.id })
      .catch((error: unknown) => request.log.error({ error }, 'seating notice not published'));
    return loadSeating(db, params.id);
  },

  seatingStream: async ({ params, request, reply, app }) => {
    app.live.stream('seating', { key: params.id, request, reply });
  },
});
