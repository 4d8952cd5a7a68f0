import type { City } from '@quiz/contract';
import { makeCity } from '@quiz/contract/fixtures';
import type { RemoteAppProps } from './remote-contract';
import { initialRouteData, prefetchRoute, type RouteLoaders, routeDataKey } from './route-data';

const props = (over: Partial<RemoteAppProps> = {}): RemoteAppProps => ({
  route: 'eventPage',
  params: { eventId: '5' },
  query: {},
  embedded: false,
  host: { loadRemote: () => Promise.reject(new Error('no')) },
  ...over,
});

describe('route data', () => {
  it('files an answer under route, params, query (in any order) and city', () => {
    expect(routeDataKey('games', {}, { type: 'past', page: '2' }, 1)).toBe(
      routeDataKey('games', {}, { page: '2', type: 'past' }, 1),
    );
    expect(routeDataKey('games', {}, {}, 1)).not.toBe(routeDataKey('games', {}, {}, 2));
  });

  it('starts a screen from the server answer first, then from a prefetch that has arrived', async () => {
    const city: City = makeCity({ id: 3 });
    const loader = jest.fn(async ({ params }: { params: Readonly<Record<string, string>> }) => ({
      id: Number(params.eventId),
    }));
    const loaders = { eventPage: loader } as RouteLoaders<'mf_events'>;

    expect(initialRouteData(props({ data: { id: 'server' } }), 3)).toEqual({ id: 'server' });
    expect(initialRouteData(props(), 3)).toBeUndefined();

    const first = prefetchRoute(loaders, 'eventPage', { params: { eventId: '5' }, query: {}, city });
    // a second hover while the first is on its way asks nothing more
    const second = prefetchRoute(loaders, 'eventPage', { params: { eventId: '5' }, query: {}, city });
    await expect(first).resolves.toEqual({ id: 5 });
    expect(second).toBe(first);
    expect(loader).toHaveBeenCalledTimes(1);
    expect(initialRouteData(props(), 3)).toEqual({ id: 5 });
    // another city's page is not this answer
    expect(initialRouteData(props(), 4)).toBeUndefined();
  });

  it('forgets a failed prefetch, so the next hover asks again; a route without a loader does nothing', async () => {
    let fail = true;
    const loader = jest.fn(async () => {
      if (fail) throw new Error('offline');
      return { ok: true };
    });
    const loaders = { games: loader } as RouteLoaders<'mf_events'>;
    const context = { params: {}, query: { type: 'past' }, city: null };
    await expect(prefetchRoute(loaders, 'games', context)).rejects.toThrow('offline');
    fail = false;
    await expect(prefetchRoute(loaders, 'games', context)).resolves.toEqual({ ok: true });
    expect(loader).toHaveBeenCalledTimes(2);
    expect(prefetchRoute(loaders, 'home', context)).toBeNull();
  });
});
