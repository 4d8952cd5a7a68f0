/**
 * Route data loaders. A public screen declares what its first paint needs as a `loader`, which fills the
 * query cache (`queryClient.ensureQueryData(xQueryOptions(…))`, the same options the screen's `useX`
 * hook reads). The server runs it into the render's own client and the page carries that cache
 * dehydrated (the browser hydrates it before the remote mounts, so the screen finds its data without a
 * request); the browser runs it into the page's client ahead of a navigation, when a link to the route is
 * hovered or focused (`prefetchRoute`, called by the shell), so the click finds the data ready.
 */
import type { CallOptions } from '@quiz/api';
import { pageQueryClient } from '@quiz/api/query';
import type { City } from '@quiz/contract';
import type { RemoteName } from '@quiz/routes';
import type { QueryClient } from '@tanstack/react-query';
import type { RoutesOf } from './route-switch';

export interface LoaderContext {
  params: Readonly<Record<string, string>>;
  query: Readonly<Record<string, string>>;
  /** The city the page is shown for (the visitor's choice, else the default city). */
  city: City | null;
  /** The cache to fill: the server render's own, or the page's in the browser. */
  queryClient: QueryClient;
  /** Pass to every query's calls: on the server it carries the server's own client. */
  options: CallOptions;
  /**
   * Says the URL names nothing (a game that does not exist): the server answers the rendered page with
   * 404 and `noindex`. The loader still fills what the screen shows then («Игра не найдена»); in the
   * browser this does nothing.
   */
  notFound: () => void;
}

export type RouteLoader = (context: LoaderContext) => Promise<unknown>;

/** The loaders of one remote's public screens. */
export type RouteLoaders<R extends RemoteName> = Partial<Record<RoutesOf<R>, RouteLoader>>;

/** A link to a page was hovered or focused: load what the page it leads to first shows. */
export function prefetchRoute<R extends RemoteName>(
  loaders: RouteLoaders<R>,
  route: string,
  context: Omit<LoaderContext, 'options' | 'notFound' | 'queryClient'>,
): Promise<unknown> | null {
  const loader = (loaders as Record<string, RouteLoader | undefined>)[route];
  if (!loader) return null;
  const loading = loader({
    ...context,
    queryClient: pageQueryClient(),
    options: {},
    notFound: () => undefined,
  });
  // a prefetch is only a head start: the screen's own query loads (and reports) on its own
  loading.catch(() => undefined);
  return loading;
}

/** The `prefetch` a remote's `./App` exports beside its lifecycles: the shell calls it on link intent. */
export type RemotePrefetch = (
  route: string,
  params: Record<string, string>,
  query: Record<string, string>,
  city: City | null,
) => Promise<unknown> | null;

/** A remote's loaders in a chunk of their own (so `./App` stays light), and the routes that have one. */
export interface LazyLoaders<R extends RemoteName> {
  routes: readonly RoutesOf<R>[];
  load: () => Promise<RouteLoaders<R>>;
}

/** `prefetch` over a remote's loaders, given as they are or as a lazy chunk. */
export function definePrefetch<R extends RemoteName>(
  loaders: RouteLoaders<R> | LazyLoaders<R>,
): RemotePrefetch {
  if ('load' in loaders && typeof loaders.load === 'function') {
    const lazy = loaders as LazyLoaders<R>;
    const routes: ReadonlySet<string> = new Set(lazy.routes);
    return (route, params, query, city) =>
      routes.has(route)
        ? lazy.load().then((loaded) => prefetchRoute(loaded, route, { params, query, city }))
        : null;
  }
  const direct = loaders as RouteLoaders<R>;
  return (route, params, query, city) => prefetchRoute(direct, route, { params, query, city });
}
