import { ROUTES, type RouteDef, type RouteName, type RouteParams } from './catalogue';

export type Query = Record<string, string | number | boolean | null | undefined>;

export interface RouteMatch {
  route: RouteDef & { name: RouteName };
  params: Record<string, string>;
  query: Record<string, string>;
}

const byName = new Map<string, RouteDef>(ROUTES.map((r) => [r.name, r]));

export function routeByName(name: RouteName): RouteDef {
  const route = byName.get(name);
  if (!route) throw new Error(`Unknown route ${name}`);
  return route;
}

type ParamsArg<N extends RouteName> = keyof RouteParams<N> extends never
  ? [params?: undefined, query?: Query]
  : [params: RouteParams<N>, query?: Query];

/** Builds a site path: href('eventPage', { eventId: 5 }, { from: '/x' }) → '/event/5?from=%2Fx'. */
export function href<N extends RouteName>(name: N, ...[params, query]: ParamsArg<N>): string {
  const route = routeByName(name);
  const values = (params ?? {}) as Record<string, string | number>;
  const path = route.path.replace(/:([A-Za-z]+)/g, (_, key: string) => {
    const value = values[key];
    if (value === undefined || value === '') throw new Error(`Route ${name} needs param ${key}`);
    return encodeURIComponent(String(value));
  });
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null) search.set(key, String(value));
  }
  const qs = search.toString();
  return qs ? `${path}?${qs}` : path;
}

const compiled = ROUTES.map((route) => {
  const keys: string[] = [];
  const pattern = route.path.replace(/:([A-Za-z]+)/g, (_, key: string) => {
    keys.push(key);
    return '([^/]+)';
  });
  return { route, keys, regex: new RegExp(`^${pattern}/?$`) };
});

/** Matches a path (with optional query string) against the catalogue; null when no route fits. */
export function match(url: string): RouteMatch | null {
  const [rawPath = '/', rawQuery = ''] = (url.split('#')[0] ?? '').split('?');
  const path = rawPath === '' ? '/' : rawPath;
  for (const { route, keys, regex } of compiled) {
    const found = regex.exec(path);
    if (!found) continue;
    const params: Record<string, string> = {};
    try {
      keys.forEach((key, i) => {
        params[key] = decodeURIComponent(found[i + 1] ?? '');
      });
    } catch {
      // A malformed percent-encoding (URIError) is no route of ours: the caller treats it as unknown.
      return null;
    }
    const query: Record<string, string> = {};
    new URLSearchParams(rawQuery).forEach((value, key) => {
      query[key] = value;
    });
    return { route: route as RouteMatch['route'], params, query };
  }
  return null;
}
