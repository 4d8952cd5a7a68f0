/**
 * The opened page's remote, started before the first render: the shell's entry knows the URL, and the
 * route catalogue knows which remote owns it, so its `./App` (manifest, remoteEntry, the exposed
 * chunks) is fetched while React is still rendering the frame, instead of after `RouteHost` has mounted
 * the parcel. On a page without a server render (the logged-in screens: `/cabinet`, `/my_teams`, a
 * preorder, `/sitting/{id}`) that is the page's first paint waiting on one step less (and the server
 * has named the same files as preloads in the page's head, so they are usually there already). The
 * parcel's own `loadRemote` then finds the same load in flight (the federation runtime loads a remote
 * once).
 *
 * Which remote, and where none (an unknown path, the shell's own pages, a guarded route without a
 * session token, the organizer console), is @quiz/routes' `earlyRemote`: the server's preloads follow
 * the same rule.
 */
import type { HostApi } from '@quiz/federation';
import { earlyRemote, match } from '@quiz/routes';

/** The `<remote>/App` id the page at `url` mounts first, or null when none is to be started early. */
export function earlyRemoteOf(url: string, hasToken: boolean): string | null {
  const found = match(url);
  const remote = found ? earlyRemote(found.route, hasToken) : null;
  return remote ? `${remote}/App` : null;
}

export function startRouteRemote(host: HostApi, url: string, hasToken: boolean): void {
  const id = earlyRemoteOf(url, hasToken);
  if (!id) return;
  host.loadRemote(id).catch(() => {
    /* only a head start: the parcel loads again and shows the fallback if it fails */
  });
}
