import { pageQueryClient, queryKey, resetPageQueryClient } from '@quiz/api/query';
import type { City } from '@quiz/contract';
import { makeCity } from '@quiz/contract/fixtures';
import { queryOptions } from '@tanstack/react-query';
import { definePrefetch, prefetchRoute, type RouteLoaders } from './route-data';

const eventQuery = (id: number, load: (id: number) => Promise<{ id: number }>) =>
  queryOptions({ queryKey: queryKey('event', id), queryFn: () => load(id) });

describe('route data', () => {
  beforeEach(() => {
    resetPageQueryClient();
  });

  it('a prefetch fills the page cache once: a second hover and the screen ask nothing more', async () => {
    const city: City = makeCity({ id: 3 });
    const load = jest.fn(async (id: number) => ({ id }));
    const loaders = {
      eventPage: ({ params, queryClient }) =>
        queryClient.ensureQueryData(eventQuery(Number(params.eventId), load)),
    } satisfies RouteLoaders<'mf_events'>;

    const first = prefetchRoute(loaders, 'eventPage', { params: { eventId: '5' }, query: {}, city });
    const second = prefetchRoute(loaders, 'eventPage', { params: { eventId: '5' }, query: {}, city });
    await expect(first).resolves.toEqual({ id: 5 });
    await expect(second).resolves.toEqual({ id: 5 });
    expect(load).toHaveBeenCalledTimes(1);
    expect(pageQueryClient().getQueryData(queryKey('event', 5))).toEqual({ id: 5 });
  });

  it('a failed prefetch leaves nothing behind, so the next hover asks again; a route without a loader does nothing', async () => {
    let fail = true;
    const load = jest.fn(async (id: number) => {
      if (fail) throw new Error('offline');
      return { id };
    });
    const loaders = {
      eventPage: ({ params, queryClient }) =>
        queryClient.ensureQueryData(eventQuery(Number(params.eventId), load)),
    } satisfies RouteLoaders<'mf_events'>;
    const context = { params: { eventId: '7' }, query: {}, city: null };

    await expect(prefetchRoute(loaders, 'eventPage', context)).rejects.toThrow('offline');
    expect(pageQueryClient().getQueryData(queryKey('event', 7))).toBeUndefined();
    fail = false;
    await expect(prefetchRoute(loaders, 'eventPage', context)).resolves.toEqual({ id: 7 });
    expect(load).toHaveBeenCalledTimes(2);
    expect(prefetchRoute(loaders, 'games', context)).toBeNull();
  });

  it('a lazy set of loaders is loaded for the routes it names only', async () => {
    const load = jest.fn(async (id: number) => ({ id }));
    const chunk = jest.fn(
      async () =>
        ({
          eventPage: ({ params, queryClient }) =>
            queryClient.ensureQueryData(eventQuery(Number(params.eventId), load)),
        }) satisfies RouteLoaders<'mf_events'>,
    );
    const prefetch = definePrefetch<'mf_events'>({ routes: ['eventPage'], load: chunk });

    expect(prefetch('games', {}, {}, null)).toBeNull();
    expect(chunk).not.toHaveBeenCalled();
    await expect(prefetch('eventPage', { eventId: '9' }, {}, null)).resolves.toEqual({ id: 9 });
    expect(pageQueryClient().getQueryData(queryKey('event', 9))).toEqual({ id: 9 });
  });
});
