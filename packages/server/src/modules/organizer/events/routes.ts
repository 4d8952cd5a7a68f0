/** Scheduling handlers: HTTP → ./service.ts; the route guard (../guard.ts) has answered another city's game with a 403. */
import { deliverNoticesNow } from '../../reminders/notices';
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

  organizerEvent: async ({ params, db }) => loadEvent(db, params.id),

  organizerUpdateEvent: async ({ params, body, user, db, app, request }) => {
    const told = await updateEvent(db, user.id, params.id, body, request.ip);
    // the participants' texts were queued with the change; deliver them now rather than on the next tick
    if (told > 0)
      void deliverNoticesNow(db, app.settings.env).catch((error: unknown) =>
        request.log.error({ error }, 'organizer notices not delivered now (the worker retries)'),
      );
    return loadEvent(db, params.id);
  },

  organizerEventHistory: async ({ params, db }) => eventHistory(db, params.id),
};
