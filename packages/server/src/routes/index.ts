/**
 * Every API route module, one per resource. To add yours: import it and append it to the list.
 * Each is a Fastify plugin typed with the zod provider (`FastifyPluginAsyncZod`); `app.db` is the
 * database, `request.currentUser` the logged-in user (plugins/current-user.ts).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { commonRoutes } from './common';
import { landingRoutes } from './landing';
import { mediaRoutes } from './media';
import { themeRoutes } from './themes';

export const ROUTE_MODULES: FastifyPluginAsyncZod[] = [commonRoutes, landingRoutes, themeRoutes, mediaRoutes];
