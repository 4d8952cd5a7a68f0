/**
 * Every organizer route of the running app carries the organizer guard, on SQLite and PostgreSQL: the
 * routes are listed as Fastify registers them (an `onRoute` hook), and each one whose call is for
 * organizers, or whose path is under /api/organizer/, must have its scope in its config and that
 * scope's guard among its preHandlers. A route declared without a scope stops the app's start.
 */
import { type AnyCall, CALLS, organizerCalls } from '@quiz/contract';
import type { RouteOptions } from 'fastify';
import { describeEachDb, startTestApp, type TestApp } from '../../../test/helpers';
import { guardOrganizerRoute, ORGANIZER_GUARDS, ORGANIZER_SCOPES } from './guard';

const isOrganizerRoute = (route: RouteOptions) =>
  route.config?.call?.auth === 'organizer' || route.url.startsWith('/api/organizer/');

const methodsOf = (route: RouteOptions) => [route.method].flat().map(String);

describeEachDb('organizer guard on every organizer route', (target) => {
  let t: TestApp;
  const routes: RouteOptions[] = [];

  beforeAll(async () => {
    t = await startTestApp(target, { onRoute: (route) => routes.push(route) });
  }, 60_000);
  afterAll(async () => t?.close());

  it('lists every organizer call of the contract among the routes (console, seating, review summary)', () => {
    const listed = new Set(routes.filter(isOrganizerRoute).map((r) => r.config?.call?.name));
    const expected = (Object.values(CALLS) as AnyCall[])
      .filter((call) => call.auth === 'organizer')
      .map((call) => call.name);
    expect(expected).toContain('reviewSummary');
    expect(expected).toContain('seatingStream');
    for (const name of expected) expect(listed).toContain(name);
  });

  it('each one carries the guard of its scope, its HEAD twin too', () => {
    const organizer = routes.filter(isOrganizerRoute);
    expect(organizer.length).toBeGreaterThan(Object.keys(organizerCalls).length);
    const unguarded = organizer.flatMap((route) => {
      const scope = route.config?.organizerScope;
      const preHandlers = route.preHandler === undefined ? [] : [route.preHandler].flat();
      const guarded = scope !== undefined && preHandlers.includes(ORGANIZER_GUARDS[scope]);
      return guarded ? [] : [`${methodsOf(route).join(',')} ${route.url} (scope ${scope ?? 'none'})`];
    });
    expect(unguarded).toEqual([]);
    const heads = organizer.filter((r) => methodsOf(r).includes('HEAD'));
    expect(heads.length).toBeGreaterThan(0);
  });

  it('the scopes are the ones of the paths', () => {
    const scopeOf = (name: string) =>
      routes.find((r) => r.config?.call?.name === name && !methodsOf(r).includes('HEAD'))?.config
        ?.organizerScope;
    expect(scopeOf('organizerEvent')).toBe('event');
    expect(scopeOf('reviewSummary')).toBe('event');
    expect(scopeOf('seatTeam')).toBe('event');
    expect(scopeOf('organizerUpdatePlace')).toBe('place');
    expect(scopeOf('organizerUpdateTheme')).toBe('theme');
    expect(scopeOf('organizerThemePicture')).toBe('theme');
    expect(scopeOf('organizerEvents')).toBe('city');
    expect(scopeOf('organizerCreatePlace')).toBe('city');
    expect(ORGANIZER_SCOPES).toHaveLength(Object.keys(ORGANIZER_GUARDS).length);
  });
});

describe('organizer guard declarations', () => {
  const route = (call: Partial<AnyCall>, url = call.path ?? '/api/x/'): RouteOptions =>
    ({
      method: 'GET',
      url,
      handler: async () => null,
      config: { call: { name: 'x', auth: 'organizer', ...call } as AnyCall },
    }) as RouteOptions;

  it('an organizer call whose path names no game, venue or theme and is not city-level stops the start', () => {
    expect(() =>
      guardOrganizerRoute(route({ name: 'organizerStats', path: '/api/organizer/stats/' })),
    ).toThrow(/has no guard/);
    expect(() => guardOrganizerRoute(route({ name: 'cityReport', path: '/api/city/:id/report/' }))).toThrow(
      /has no guard/,
    );
  });

  it('a call on one game cannot be declared city-level; a non-organizer call under /api/organizer/ is refused', () => {
    expect(() =>
      guardOrganizerRoute(route({ name: 'organizerEvents', path: '/api/organizer/events/:id/' })),
    ).toThrow(/not city-level/);
    expect(() =>
      guardOrganizerRoute(route({ name: 'open', auth: 'public', path: '/api/organizer/open/' })),
    ).toThrow(/must be a call with auth 'organizer'/);
  });

  it('a new call on a game gets the event guard by its path alone', () => {
    const r = route({ name: 'organizerNewThing', path: '/api/organizer/events/:id/new_thing/' });
    guardOrganizerRoute(r);
    expect(r.config?.organizerScope).toBe('event');
    expect([r.preHandler].flat()).toContain(ORGANIZER_GUARDS.event);
  });
});
