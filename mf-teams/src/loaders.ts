/**
 * Route data loaders of mf_teams' personal screens: they fill the query cache with what each screen
 * reads for its first paint (the same query options as the screen's hooks, so the same keys). The
 * server runs them as the signed-in player to render his page (src/ssr.ts: `options` carry the server's
 * own client, whose calls carry his token) and the page carries the cache; the browser runs them when a
 * link to the route is hovered or focused (`prefetch` in src/entry.ts). A failed call fails the render:
 * the page is then rendered by the browser, which shows the screen's own error.
 *
 * The organizer's «Кто придёт» is rendered by the server only for an organizer of the game's city
 * (packages/server ssr/render-page.ts); its loader asks the game's registrations as him.
 */
import { parseId } from '@quiz/domain';
import type { RouteLoaders } from '@quiz/federation';
import { userGamesQueryOptions } from './features/cabinet/api/profile';
import { reminderSettingsQueryOptions } from './features/cabinet/api/reminders';
import { eventTeamPageQueryOptions } from './features/event-team/api/event-team';
import { registrationsQueryOptions } from './features/organizer/api/registrations';
import { teamBySlugQueryOptions } from './features/team/api/teams';
import { userTeamsQueryOptions } from './shared/api/teams';

export const loaders: RouteLoaders<'mf_teams'> = {
  // the profile comes from the session (the page carries the player); the games and the reminders
  cabinet: ({ queryClient, options }) =>
    Promise.all([
      queryClient.ensureQueryData(userGamesQueryOptions(options)),
      queryClient.ensureQueryData(reminderSettingsQueryOptions(options)),
    ]),
  myTeams: ({ queryClient, options }) => queryClient.ensureQueryData(userTeamsQueryOptions(options)),
  teamCabinet: ({ params, queryClient, options }) =>
    queryClient.ensureQueryData(teamBySlugQueryOptions(params.slug ?? '', options)),
  // ids that cannot name a game or a team ask nothing (the screen shows its own message)
  regTeamOnEvent: async ({ params, queryClient, options }) => {
    const eventId = parseId(params.eventId);
    const teamId = parseId(params.teamId);
    if (eventId === null || teamId === null) return undefined;
    return queryClient.ensureQueryData(eventTeamPageQueryOptions(eventId, teamId, options));
  },
  organizerEventTeams: async ({ params, queryClient, options }) => {
    const eventId = parseId(params.eventId);
    if (eventId === null) return undefined;
    return queryClient.ensureQueryData(registrationsQueryOptions(eventId, options));
  },
};
