/**
 * Every service plugin and every API route module, one per resource (packages/server/src/modules/<resource>/routes.ts). To add
 * yours: import it and append it to the list. Each registers its routes from call descriptors with
 * `routeCalls` (../http/calls.ts); a test checks that every /api route comes from a descriptor and
 * every descriptor has a route.
 */
import type { FastifyPluginAsync } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { otpPlugin } from '../auth/plugin';
import { authRoutes, devRoutes } from '../modules/auth/routes';
import { childRoutes } from '../modules/child/routes';
import { comfortableRoutes } from '../modules/comfortable/routes';
import { commonRoutes } from '../modules/common/routes';
import { eventRoutes } from '../modules/events/routes';
import { gamesRoutes } from '../modules/games/routes';
import { landingRoutes } from '../modules/landing/routes';
import { likeRoutes } from '../modules/likes/routes';
import { logRoutes } from '../modules/log/routes';
import { mediaRoutes } from '../modules/media/routes';
import { organizerRoutes } from '../modules/organizer/routes';
import { platformRoutes } from '../modules/platform/routes';
import { preorderRoutes } from '../modules/preorder/routes';
import { profilePlugin } from '../modules/profile/plugin';
import { profileRoutes } from '../modules/profile/routes';
import { reminderRoutes } from '../modules/reminders/routes';
import { resultRoutes } from '../modules/results/routes';
import { reviewRoutes } from '../modules/reviews/routes';
import { seatingRoutes } from '../modules/seating/routes';
import { teamsPlugin } from '../modules/teams/plugin';
import { teamsRoutes } from '../modules/teams/routes';
import { templateRoutes } from '../modules/templates/routes';
import { themeRoutes } from '../modules/themes/routes';
import { userRoutes } from '../modules/users/routes';
import { voteRoutes } from '../modules/votes/routes';

/**
 * The services built once per app and decorated on it (fastify/demo's repositories, fastify-plugin so
 * every route module sees them), registered before the route modules: `app.otp` and `app.loginCodes`,
 * `app.profile`, `app.teams`. A module whose service holds state or dependencies adds its plugin here;
 * plain query-and-rule modules stay functions of `db`.
 */
export const SERVICE_PLUGINS: FastifyPluginAsync[] = [otpPlugin, profilePlugin, teamsPlugin];

export const ROUTE_MODULES: FastifyPluginAsyncZod[] = [
  platformRoutes,
  commonRoutes,
  landingRoutes,
  themeRoutes,
  mediaRoutes,
  // login, user, log (shell)
  authRoutes,
  devRoutes,
  userRoutes,
  profileRoutes,
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
  // mf-reviews: reviews and the theme vote
  reviewRoutes,
  voteRoutes,
  // mf-teams: registration, teams, invites
  teamsRoutes,
  // mf-preorder
  preorderRoutes,
  // mf-seating: seating (organizers) and its live stream
  seatingRoutes,
  // reminders and calendars
  reminderRoutes,
  // the organizer console (mf-events, mf-teams, mf-seating) and the live results of a game night
  organizerRoutes,
];
