/**
 * Registration, check-in and door handlers (HTTP → ./service.ts, ./door.ts; the route guard of
 * ../guard.ts has answered another city's game with a 403). A change of who is in the game or in the
 * main list is published to the seating stream like a seating change; a promoted team's queued text
 * is delivered at once after the commit (the notices' worker retries it otherwise).
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../../db';
import { deliverNoticesNow } from '../../reminders/notices';
import type { Hubs, OrganizerHandlers } from '../handlers';
import { noShow, promote, searchTeams, walkIn } from './door';
import { seatingVersionOf } from './repository';
import { checkIn, registrations, registrationsCsv } from './service';

type Names =
  | 'organizerRegistrations'
  | 'organizerCheckIn'
  | 'organizerWalkIn'
  | 'organizerNoShow'
  | 'organizerPromote'
  | 'organizerTeamSearch';

export function teamHandlers(hubs: Hubs): Pick<OrganizerHandlers, Names> {
  /** Tells the seating screens of the game that a lineup changed (they reload it). */
  const published = (
    log: FastifyBaseLogger,
    notice: { event_id: number; event_team_id: number; version: number; by: number },
  ) =>
    hubs.seating
      .publish(notice)
      .catch((error: unknown) => log.error({ error }, 'seating notice not published'));

  return {
    organizerRegistrations: async ({ params, query, db, reply }) => {
      const data = await registrations(db, params.id);
      if (query.format === 'csv')
        await reply
          .header('content-disposition', `attachment; filename="event-${params.id}-teams.csv"`)
          .type('text/csv; charset=utf-8')
          .send(registrationsCsv(data));
      return data;
    },

    organizerCheckIn: async ({ params, body, user, db, request }) => {
      const { version, changed } = await checkIn(db, {
        eventId: params.id,
        eventTeamId: params.eventTeamId,
        body,
        userId: user.id,
      });
      if (changed)
        await published(request.log, {
          event_id: params.id,
          event_team_id: params.eventTeamId,
          version,
          by: user.id,
        });
      return registrations(db, params.id);
    },

    organizerWalkIn: async ({ params, body, user, db, request }) => {
      const { lineupId, version } = await walkIn(db, params.id, body, { userId: user.id, ip: request.ip });
      await published(request.log, { event_id: params.id, event_team_id: lineupId, version, by: user.id });
      return registrations(db, params.id);
    },

    organizerNoShow: async ({ params, user, db, request }) => {
      const { changed } = await noShow(db, params.id, params.eventTeamId, {
        userId: user.id,
        ip: request.ip,
      });
      if (changed) await publishLineup(db, params.id, params.eventTeamId, user.id, request.log);
      return registrations(db, params.id);
    },

    organizerPromote: async ({ params, body, user, db, app, request }) => {
      const input = {
        eventId: params.id,
        eventTeamId: params.eventTeamId,
        overLimit: body.over_limit === true,
      };
      const { told } = await promote(db, input, { userId: user.id, ip: request.ip });
      if (told)
        void deliverNoticesNow(db, app.settings.env).catch((error: unknown) =>
          request.log.error({ error }, 'promotion notice not delivered now (the worker retries)'),
        );
      await publishLineup(db, params.id, params.eventTeamId, user.id, request.log);
      return registrations(db, params.id);
    },

    organizerTeamSearch: async ({ params, query, db }) => ({
      teams: await searchTeams(db, params.id, query.q),
    }),
  };

  /** The seating notice of a lineup whose status changed (its seating version is unchanged). */
  async function publishLineup(
    db: Db,
    eventId: number,
    eventTeamId: number,
    by: number,
    log: FastifyBaseLogger,
  ) {
    const version = await seatingVersionOf(db, eventTeamId);
    await published(log, { event_id: eventId, event_team_id: eventTeamId, version, by });
  }
}
