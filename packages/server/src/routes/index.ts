/**
 * Every API route module, one per resource. To add yours: import it and append it to the list.
 * Each is a Fastify plugin typed with the zod provider (`FastifyPluginAsyncZod`); `app.db` is the
 * database, `request.currentUser` the logged-in user (plugins/current-user.ts).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { childRoutes } from './child';
import { comfortableRoutes } from './comfortable';
import { commonRoutes } from './common';
import { eventRoutes } from './events';
import { gamesRoutes } from './games';
import { landingRoutes } from './landing';
import { likeRoutes } from './likes';
import { mediaRoutes } from './media';
import { templateRoutes } from './templates';
import { themeRoutes } from './themes';

export const ROUTE_MODULES: FastifyPluginAsyncZod[] = [
  commonRoutes,
  landingRoutes,
  themeRoutes,
  mediaRoutes,
  // mf-events
  eventRoutes,
  gamesRoutes,
  likeRoutes,
  comfortableRoutes,
  childRoutes,
  templateRoutes,
];
