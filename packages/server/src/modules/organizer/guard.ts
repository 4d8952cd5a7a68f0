/**
 * The one guard of every organizer route. An `onRoute` hook (`guardOrganizerRoute`, added once in
 * app.ts before any route module) gives each route whose call has `auth: 'organizer'`, in any module,
 * a `preHandler` for its scope and marks the scope in the route's config (`organizerScope`, which the
 * coverage test reads for every organizer route of the running app):
 *
 * - `event` (`eventCityFor` of ./access.ts): `/api/organizer/events/:id/…` and `/api/event/:id/…` —
 *   404 unknown game, 403 «Вы не организатор в этом городе…» for a game of another city;
 * - `place` (`placeCityFor`): `/api/organizer/places/:id/…` — the venue's city, the same answers;
 * - `theme`: `/api/organizer/themes/:id/…` — `assertThemeEditable` of ./access.ts;
 * - `city` (`organizerOfCity`): calls on no single game, venue or theme, named in `CITY_LEVEL_CALLS`
 *   — an organizer of at least one city, and of the city a `?city=` names.
 *
 * The scope follows from the path; a call whose path names none must be listed in `CITY_LEVEL_CALLS`,
 * else the app refuses to start. So a new organizer route is guarded by being declared (contract
 * `endpoint(…, 'organizer')`) and registered with `routeCalls`, nothing more. Each guard first answers
 * what `routeCalls` would: 401 logged out, 403 not an organizer at all.
 */
import type { AnyCall } from '@quiz/contract';
import type { CallName } from '@quiz/contract/endpoints';
import type { FastifyRequest, RouteOptions } from 'fastify';
import type { Db } from '../../db';
import type { UserRow } from '../../db/schema';
import { forbidden } from '../../errors';
import { requireUser } from '../../plugins/current-user';
import { assertOrganizerOf, assertThemeEditable, citiesOf, eventCityFor, placeCityFor } from './access';

export const ORGANIZER_SCOPES = ['event', 'place', 'theme', 'city'] as const;
export type OrganizerScope = (typeof ORGANIZER_SCOPES)[number];

declare module 'fastify' {
  interface FastifyContextConfig {
    /** which organizers may call the route: set on every organizer route by ./guard.ts */
    organizerScope?: OrganizerScope;
  }
}

/** Organizer calls that act on no single game, venue or theme: they carry `organizerOfCity`. */
export const CITY_LEVEL_CALLS: ReadonlySet<CallName> = new Set<CallName>([
  'organizerEvents',
  'organizerCreateEvent',
  'organizerThemes',
  'organizerCreateTheme',
  'organizerCreateThemeWithPicture',
  'organizerPlaces',
  'organizerCreatePlace',
]);

/** A logged-in organizer, else 401 / 403 as `routeCalls` answers them. */
function organizer(request: FastifyRequest): UserRow {
  const user = requireUser(request);
  if (!user.is_organizer) throw forbidden();
  return user;
}

/** The guard of a route whose path names one item by `:id` (validated): `check` of the organizer and it. */
const organizerOfItem =
  (check: (db: Db, userId: number, id: number) => Promise<unknown>) => async (request: FastifyRequest) => {
    const id = Number((request.params as { id?: unknown } | undefined)?.id);
    await check(request.server.db, organizer(request).id, id);
  };

/**
 * An organizer of at least one city; a `?city=` must be one of his. A city named in the body (a new
 * venue's, a game's venue) is checked by the service, after the 400 for a city or venue that does
 * not exist.
 */
export async function organizerOfCity(request: FastifyRequest): Promise<void> {
  const user = organizer(request);
  const db = request.server.db;
  const city = (request.query as { city?: unknown } | undefined)?.city;
  if (city !== undefined) await assertOrganizerOf(db, user.id, Number(city));
  else if ((await citiesOf(db, user.id)).length === 0) throw forbidden();
}

export const ORGANIZER_GUARDS: Readonly<Record<OrganizerScope, (request: FastifyRequest) => Promise<void>>> =
  {
    event: organizerOfItem(eventCityFor),
    place: organizerOfItem(placeCityFor),
    theme: organizerOfItem(assertThemeEditable),
    city: organizerOfCity,
  };

/** The scope a path names: the resource whose `:id` follows it, else undefined. */
export function scopeOfPath(path: string): OrganizerScope | undefined {
  if (/^\/api\/(?:organizer\/events|event)\/:id\//.test(path)) return 'event';
  if (/^\/api\/organizer\/places\/:id\//.test(path)) return 'place';
  if (/^\/api\/organizer\/themes\/:id\//.test(path)) return 'theme';
  return undefined;
}

function scopeOf(call: AnyCall): OrganizerScope {
  const fromPath = scopeOfPath(call.path);
  const cityLevel = CITY_LEVEL_CALLS.has(call.name as CallName);
  if (fromPath && cityLevel)
    throw new Error(
      `Organizer call ${call.name} (${call.path}) acts on one ${fromPath}: it is not city-level`,
    );
  if (fromPath) return fromPath;
  if (cityLevel) return 'city';
  throw new Error(
    `Organizer call ${call.name} (${call.path}) has no guard: use a path /api/organizer/<events|places|themes>/:id/…, ` +
      'or list a call on no single game, venue or theme in CITY_LEVEL_CALLS (modules/organizer/guard.ts)',
  );
}

/** The `onRoute` hook: every organizer route gets its scope's guard; an unguardable one stops the start. */
export function guardOrganizerRoute(route: RouteOptions): void {
  const call = route.config?.call;
  if (call?.auth !== 'organizer') {
    if (/^\/api\/organizer\//.test(route.url))
      throw new Error(`${route.url}: a route under /api/organizer/ must be a call with auth 'organizer'`);
    return;
  }
  const scope = scopeOf(call);
  const before = route.preHandler === undefined ? [] : [route.preHandler].flat();
  route.config = { ...route.config, organizerScope: scope };
  route.preHandler = [...before, ORGANIZER_GUARDS[scope]];
}
