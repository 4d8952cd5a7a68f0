/** Scheduling handlers: HTTP → ./service.ts; another city's game is a 403 before anything is read. */
import { deliverNoticesNow } from '../../reminders/notices';
import { eventCityFor } from '../access';
import { eventHistory } from '../audit/service';
import type { OrganizerHandlers } from '../handlers';
import { createEvent, listEvents, loadEvent, updateEvent } from './service';

type Names =
  | 'organizerEvents'
  | 'organizerCreateEvent'
  | 'organizerEvent'
  | 'organizerUpdateEvent'
  | 'organizerEventHistory';

export const eventHandlers: Pick<OrganizerHandlers, Names> = {
  organizerEvents: async ({ query, user, db }) => listEvents(db, user.id, query),

  organizerCreateEvent: async ({ body, user, db }) => loadEvent(db, await createEvent(db, user.id, body)),

  organizerEvent: async ({ params, user, db }) => {
    await eventCityFor(db, user.id, params.id);
    return loadEvent(db, params.id);
  },

  organizerUpdateEvent: async ({ params, body, user, db, app, request }) => {
    await eventCityFor(db, user.id, params.id);
    const told = await updateEvent(db, user.id, params.id, body, request.ip);
    // the captains' texts were queued with the change; deliver them now rather than on the next tick
    if (told > 0)
      void deliverNoticesNow(db, app.settings.env).catch((error: unknown) =>
        request.log.error({ error }, 'organizer notices not delivered now (the worker retries)'),
      );
    return loadEvent(db, params.id);
  },

  organizerEventHistory: async ({ params, user, db }) => {
    await eventCityFor(db, user.id, params.id);
    return eventHistory(db, params.id);
  },
};
