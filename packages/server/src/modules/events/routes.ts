/**
 * Events (SPEC §7): GET event/{id}/ (login, with the user's flags and own team),
 * allow_any/event/{id}/ (anyone), allow_any/event/?united_tag=&date=, event/{id}/with_game_package/,
 * event/{id}/album. Posts are sanitized (views/sanitize.ts) before they leave the server.
 */
import { eventsCalls } from '@quiz/contract';
import { routeCalls } from '../../http/calls';
import { eventAlbum, eventDetail, eventWithGamePackage, unitedEvents } from './service';

export const eventRoutes = routeCalls(eventsCalls, {
  event: ({ params, db, user }) => eventDetail(db, params.id, user),
  allowAnyEvent: ({ params, db, user }) => eventDetail(db, params.id, user),
  unitedEvents: ({ query, db, user }) => unitedEvents(db, query, user),
  eventWithGamePackage: ({ params, db, user }) => eventWithGamePackage(db, params.id, user),
  eventAlbum: ({ params, db }) => eventAlbum(db, params.id),
});
