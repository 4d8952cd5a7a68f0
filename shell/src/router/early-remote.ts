/**
 * The opened page's remote, started before the first render: the shell's entry knows the URL, and the
 * route catalogue knows which remote owns it, so its `./App` (manifest, remoteEntry, the exposed
 * chunks) is fetched while React is still rendering the frame, instead of after `RouteHost` has mounted
 * the parcel. On a page without a server render (the logged-in screens: `/cabinet`, `/my_teams`, a
 * preorder, `/sitting/{id}`) that is the page's first paint waiting on one step less. The parcel's own
 * `loadRemote` then finds the same load in flight (the federation runtime loads a remote once).
 *
 * Not started where `RouteHost` would not mount the remote: an unknown path, the shell's own pages, a
 * guarded route without a session token, the organizer console (its code is fetched only once the user
 * is known to be an organizer).
 */
import type { HostApi } from '@quiz/federation';
import { match } from '@quiz/routes';

/** The `<remote>/App` id the page at `url` mounts first, or null when none is to be started early. */
export function earlyRemoteOf(url: string, hasToken: boolean): string | null {
  const found = match(url);
  if (!found) return null;
  const { route } = found;
  if (route.owner === 'shell' || route.organizerOnly) return null;
  if (route.loginRequired && !hasToken) return null;
  return `${route.owner}/App`;
}

export function startRouteRemote(host: HostApi, url: string, hasToken: boolean): void {
  const id = earlyRemoteOf(url, hasToken);
  if (!id) return;
  host.loadRemote(id).catch(() => {
    /* only a head start: the parcel loads again and shows the fallback if it fails */
  });
}
