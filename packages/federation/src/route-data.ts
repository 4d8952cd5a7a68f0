/**
 * Route data loaders. A public screen declares what it needs as a `loader`: the server runs
 * it for the first paint (the answer is embedded in the page and handed to the screen as `data`), the
 * browser runs it on navigation and ahead of it, when a link to the route is hovered or focused
 * (`prefetchRoute`, called by the shell). The screen starts from `initialRouteData(props)`: the
 * server's answer, or a prefetched one that has arrived, or nothing (it then loads as before).
 */
import type { CallOptions } from '@quiz/api';
import type { City } from '@quiz/contract';
import type { RemoteName } from '@quiz/routes';
import type { RemoteAppProps } from './remote-contract';
import type { RoutesOf } from './route-switch';

export interface LoaderContext {
  params: Readonly<Record<string, string>>;
  query: Readonly<Record<string, string>>;
  /** The city the page is shown for (the visitor's choice, else the default city). */
  city: City | null;
  /** Pass to every call: on the server it carries the server's own client. */
  options: CallOptions;
  /**
   * Says the URL names nothing (a game that does not exist): the server answers the rendered page with
   * 404 and `noindex`. The loader still returns what the screen shows then («Игра не найдена»); in the
   * browser this does nothing.
   */
  notFound: () => void;
}

export type RouteLoader<T = unknown> = (context: LoaderContext) => Promise<T>;

/** The loaders of one remote's public screens. */
export type RouteLoaders<R extends RemoteName> = Partial<Record<RoutesOf<R>, RouteLoader>>;

/** What the loader's answer is filed under: route, params, query and city (the same on both sides). */
export function routeDataKey(
  route: string,
  params: Readonly<Record<string, string>>,
  query: Readonly<Record<string, string>>,
  cityId: number | null,
): string {
  const sorted = (o: Readonly<Record<string, string>>) =>
    Object.keys(o)
      .sort()
      .map((k) => `${k}=${o[k]}`)
      .join('&');
  return `${route}|${sorted(params)}|${sorted(query)}|${cityId ?? ''}`;
}

interface Prefetched {
  at: number;
  value?: unknown;
  promise: Promise<unknown>;
}

/** Prefetched answers are fresh for this long (public data changes rarely; screens refresh on their own). */
export const PREFETCH_TTL_MS = 30_000;
const prefetched = new Map<string, Prefetched>();

/** Runs the route's loader ahead of a navigation; a second hover within the TTL reuses the first answer. */
export function prefetchRoute<R extends RemoteName>(
  loaders: RouteLoaders<R>,
  route: string,
  context: Omit<LoaderContext, 'options' | 'notFound'>,
): Promise<unknown> | null {
  const loader = (loaders as Record<string, RouteLoader | undefined>)[route];
  if (!loader) return null;
  const key = routeDataKey(route, context.params, context.query, context.city?.id ?? null);
  const known = prefetched.get(key);
  if (known && Date.now() - known.at < PREFETCH_TTL_MS) return known.promise;
  const entry: Prefetched = { at: Date.now(), promise: Promise.resolve() };
  entry.promise = loader({ ...context, options: {}, notFound: () => undefined }).then(
    (value) => {
      entry.value = value;
      return value;
    },
    (error: unknown) => {
      prefetched.delete(key);
      throw error;
    },
  );
  entry.promise.catch(() => undefined);
  prefetched.set(key, entry);
  return entry.promise;
}

/**
 * The data a screen starts from: the server's (`props.data`, for the route it was rendered for), or a
 * prefetched answer that has already arrived; `undefined` when the screen has to load.
 */
export function initialRouteData<T>(props: RemoteAppProps, cityId: number | null): T | undefined {
  if (props.data !== undefined) return props.data as T;
  const entry = prefetched.get(routeDataKey(props.route, props.params, props.query, cityId));
  if (entry && 'value' in entry && Date.now() - entry.at < PREFETCH_TTL_MS) return entry.value as T;
  return undefined;
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
