/** Registration and check-in handlers; a check-in is published to the seating stream like a seating change. */
import type { Hubs, OrganizerHandlers } from '../handlers';
import { checkIn, registrations, registrationsCsv } from './service';

export function teamHandlers(
  hubs: Hubs,
): Pick<OrganizerHandlers, 'organizerRegistrations' | 'organizerCheckIn'> {
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

    organizerCheckIn: async ({ params, body, user, db, app, request }) => {
      const { version, changed } = await checkIn(db, app.settings.dialect === 'postgres', {
        eventId: params.id,
        eventTeamId: params.eventTeamId,
        arrived: body.arrived,
        userId: user.id,
      });
      if (changed)
        await hubs.seating
          .publish({ event_id: params.id, event_team_id: params.eventTeamId, version, by: user.id })
          .catch((error: unknown) => request.log.error({ error }, 'seating notice not published'));
      return registrations(db, params.id);
    },
  };
}
