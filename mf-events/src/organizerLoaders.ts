/**
 * Route data loaders of the organizer console (`organizerOnly` routes, `personalRendered`): they fill the
 * query cache with what each console screen reads for its first paint, through the very query options
 * the screen's hooks read (`features/organizer/api/`), so the hydrated screen asks nothing again. The
 * server runs them as the signed-in organizer (src/ssr.ts: `options` carry the server's own client,
 * whose calls carry his token) and the page carries the cache.
 *
 * A refused call (401, 403 for a game of another city, 404 for a game that is gone) or an id that names
 * no game fails the loader: the server then sends the shell's page, which renders in the browser and
 * shows the screen's own message. Nothing of a refused answer is ever rendered.
 *
 * Not in src/loaders.ts: `./App` imports those (for `prefetch`), and the organizer's calls stay out of
 * `./App` and the player routes' chunks; only the server bundle carries these.
 */
import type { CallOptions } from '@quiz/api';
import { parseId } from '@quiz/domain';
import type { LoaderContext, RouteLoaders } from '@quiz/federation';
import type { QueryClient } from '@tanstack/react-query';
import { photosQueryOptions } from './features/organizer/api/photos';
import {
  eventQueryOptions,
  historyQueryOptions,
  organizerEventsQueryOptions,
  placesQueryOptions,
  themesQueryOptions,
} from './features/organizer/api/schedule';
import { defaultConsoleCity } from './features/organizer/useConsoleCity';

/** The game of a console route; an id no game can have renders nothing on the server. */
function gameId(params: LoaderContext['params']): number {
  const id = parseId(params.eventId);
  if (id === null) throw new Error(`organizer console: «${params.eventId ?? ''}» names no game`);
  return id;
}

/** The schedule form's lists: every theme, the organizer's venues, his games (which name his cities). */
const scheduleLists = (queryClient: QueryClient, options: CallOptions) =>
  Promise.all([
    queryClient.ensureQueryData(themesQueryOptions(options)),
    queryClient.ensureQueryData(placesQueryOptions(options)),
    queryClient.ensureQueryData(organizerEventsQueryOptions(null, options)),
  ]);

export const organizerLoaders: RouteLoaders<'mf_events'> = {
  // all of his games (the answer names his cities), and the games of the city the console opens on
  organizer: async ({ city, queryClient, options }) => {
    const all = await queryClient.ensureQueryData(organizerEventsQueryOptions(null, options));
    const cityId = defaultConsoleCity(all.cities, city?.id ?? null);
    if (cityId !== null) await queryClient.ensureQueryData(organizerEventsQueryOptions(cityId, options));
  },
  organizerNewEvent: ({ queryClient, options }) => scheduleLists(queryClient, options),
  organizerEvent: async ({ params, queryClient, options }) => {
    const eventId = gameId(params);
    await Promise.all([
      scheduleLists(queryClient, options),
      queryClient.ensureQueryData(eventQueryOptions(eventId, options)),
      queryClient.ensureQueryData(historyQueryOptions(eventId, options)),
    ]);
  },
  organizerEventPhotos: async ({ params, queryClient, options }) => {
    await queryClient.ensureQueryData(photosQueryOptions(gameId(params), options));
  },
};
