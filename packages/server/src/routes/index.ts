/**
 * Every API route module, one per resource. To add yours: import it and append it to the list.
 * Each is a Fastify plugin typed with the zod provider (`FastifyPluginAsyncZod`); `app.db` is the
 * database, `request.currentUser` the logged-in user (plugins/current-user.ts).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { reminderRoutes } from '../modules/reminders/routes';
import { authRoutes } from './auth';
import { childRoutes } from './child';
import { comfortableRoutes } from './comfortable';
import { commonRoutes } from './common';
import { eventRoutes } from './events';
import { gamesRoutes } from './games';
import { landingRoutes } from './landing';
import { likeRoutes } from './likes';
import { logRoutes } from './log';
import { mediaRoutes } from './media';
import { resultRoutes } from './results';
import { templateRoutes } from './templates';
import { themeRoutes } from './themes';
import { userRoutes } from './users';

export const ROUTE_MODULES: FastifyPluginAsyncZod[] = [
  commonRoutes,
  landingRoutes,
  themeRoutes,
  mediaRoutes,
  // login, user, log (shell)
  authRoutes,
  userRoutes,
  logRoutes,
  // mf-events
  eventRoutes,
  gamesRoutes,
  likeRoutes,
  comfortableRoutes,
  childRoutes,
  templateRoutes,
  // mf-seating: results and rating
  resultRoutes,
  // reminders and calendars (issue 15)
  reminderRoutes,
];
